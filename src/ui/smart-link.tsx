import type { ButtonProps } from '@mui/material/Button';
import type { LinkProps } from '@mui/material/Link';
import { Button, Link } from './mui.js';
import type { ReactNode } from 'react';
import { resolveTarget } from '../markup/link-target.js';
import { useReader } from './site-context.js';

/** Attributes that make a link external: a new tab, no opener, no referrer. */
export const EXTERNAL_ATTRS = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Read out after an external link: it opens a new tab. */
export function NewTabNote() {
  const { messages } = useReader().settings;
  return <span className="visually-hidden"> {messages.newTab}</span>;
}

/** A text link to any link target; external ones open safely in a new tab. */
export function SmartLink({ to, children, ...rest }: { to: string; children?: ReactNode } & Omit<LinkProps, 'href'>) {
  const link = resolveTarget(to, useReader().settings);
  return (
    <Link href={link.href} {...(link.external ? EXTERNAL_ATTRS : {})} {...rest}>
      {children ?? link.text}
      {link.external && <NewTabNote />}
    </Link>
  );
}

/** A button-styled link. primary is filled, secondary outlined; context is read out after the label. */
export function ButtonLink({
  to,
  label,
  context,
  variant = 'primary',
  ...rest
}: { to: string; label: string; context?: string; variant?: 'primary' | 'secondary' } & Omit<ButtonProps<'a'>, 'href' | 'variant'>) {
  const link = resolveTarget(to, useReader().settings);
  return (
    <Button component="a" href={link.href} variant={variant === 'primary' ? 'contained' : 'outlined'} {...(link.external ? EXTERNAL_ATTRS : {})} {...rest}>
      {label}
      {context && <span className="visually-hidden">: {context}</span>}
      {link.external && <NewTabNote />}
    </Button>
  );
}
