/** What kind of place a link target points to. */
export type TargetKind = 'route' | 'external' | 'mailto' | 'named-link' | 'contact';

export function targetKind(target: string): TargetKind {
  if (target.startsWith('/')) return 'route';
  if (target.startsWith('mailto:')) return 'mailto';
  if (target.startsWith('link:')) return 'named-link';
  if (target.startsWith('contact:')) return 'contact';
  return 'external';
}

/** The route path a site-relative target points to, without its #fragment. */
export function routeOf(target: string): string {
  const hash = target.indexOf('#');
  return hash >= 0 ? target.slice(0, hash) || '/' : target;
}

export interface LinkSettings {
  links: Record<string, string>;
  contacts: Record<string, string>;
}

export interface ResolvedLink {
  href: string;
  /** Opens in a new tab without opener or referrer access. */
  external: boolean;
  /** For contact: targets, the address itself, the natural label of an autolink. */
  text: string;
}

/** Turns a validated target into the href a browser follows. */
export function resolveTarget(target: string, settings: LinkSettings): ResolvedLink {
  switch (targetKind(target)) {
    case 'route':
      return { href: target, external: false, text: target };
    case 'mailto':
      return { href: target, external: false, text: target.slice('mailto:'.length) };
    case 'contact': {
      const address = Object.hasOwn(settings.contacts, target.slice(8)) ? settings.contacts[target.slice(8)] : '';
      return { href: `mailto:${address}`, external: false, text: address };
    }
    case 'named-link': {
      const url = Object.hasOwn(settings.links, target.slice(5)) ? settings.links[target.slice(5)] : '';
      return { href: url, external: true, text: url };
    }
    default:
      return { href: target, external: true, text: target };
  }
}
