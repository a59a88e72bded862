import type { Element, ElementContent } from 'hast';
import { createElement, type ReactNode } from 'react';
import { highlight } from './highlight.js';
import { Box } from './mui.js';
import { useReader } from './site-context.js';

export const MONOSPACE = 'ui-monospace, "SF Mono", "Cascadia Code", "Roboto Mono", Menlo, Consolas, monospace';

/** Highlighted code's element tree as React elements; it only ever holds elements, class names and text. */
function toReact(node: ElementContent, key: number): ReactNode {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element') return null;
  const element = node as Element;
  const className = element.properties.className;
  return createElement(
    element.tagName,
    { key, ...(className && { className: ([] as unknown[]).concat(className).join(' ') }) },
    ...element.children.map(toReact),
  );
}

/**
 * A code block, highlighted at build time in both colour schemes, with no
 * JavaScript and no style attribute. Long lines scroll inside the block, not
 * the page; the block takes focus so keyboard users can scroll it too.
 */
export function CodeBlock({ code, language, title }: { code: string; language: string; title?: string }) {
  // Highlighted when the build loaded the language (assets.ts); otherwise drawn as plain text.
  const { code: tree, rules } = highlight(code, useReader().language(language) ? language : 'text');
  return (
    <Box
      component="figure"
      sx={{
        m: 0,
        mb: 2.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        '& figcaption': {
          px: 2,
          py: 1,
          fontFamily: MONOSPACE,
          fontSize: '0.85rem',
          color: 'text.secondary',
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
        },
        '& pre': {
          m: 0,
          p: 2,
          overflowX: 'auto',
          bgcolor: '#ffffff',
          color: '#24292e',
          fontFamily: MONOSPACE,
          fontSize: '0.9rem',
          lineHeight: 1.6,
          tabSize: 2,
        },
        '& pre:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: -3 },
        '& code': { fontFamily: 'inherit', fontSize: 'inherit', bgcolor: 'transparent', p: 0 },
        ...Object.fromEntries(Object.entries(rules).map(([name, declarations]) => [`& .${name}`, declarations])),
        // Token colours are classes with a dark twin; this more specific rule picks the twin.
        '@media (prefers-color-scheme: dark)': { '& pre': { bgcolor: '#24292e', color: '#e1e4e8' }, '& pre span[class]': { color: 'var(--shiki-dark)' } },
      }}
    >
      {title && <figcaption>{title}</figcaption>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a block that scrolls sideways must take focus, so a keyboard can scroll it (WCAG 2.1.1) */}
      <pre tabIndex={0} data-language={language}>
        <code>{tree.children.map(toReact)}</code>
      </pre>
    </Box>
  );
}
