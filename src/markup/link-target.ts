/** What kind of place a link target points to. */
export type TargetKind = 'route' | 'external' | 'mailto' | 'tel' | 'named-link' | 'contact';

export function targetKind(target: string): TargetKind {
  if (target.startsWith('/')) return 'route';
  if (target.startsWith('mailto:')) return 'mailto';
  if (target.startsWith('tel:')) return 'tel';
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
  links?: Record<string, string>;
  contacts?: Record<string, string>;
}

export interface ResolvedLink {
  href: string;
  /** Opens in a new tab without opener or referrer access. */
  external: boolean;
  /** For contact: and tel: targets, the address or number itself, the natural label of an autolink. */
  text: string;
}

/** The entry a named target names in a settings map, if it has one. */
function named(map: Record<string, string> | undefined, name: string): string {
  return map && Object.hasOwn(map, name) ? map[name] : '';
}

/** A tel: href keeps only the number's digits and its leading +, as dialers expect. */
function telHref(number: string): string {
  return `tel:${number.replace(/[^0-9+]/g, '')}`;
}

/** Turns a validated target into the href a browser follows. */
export function resolveTarget(target: string, settings: LinkSettings): ResolvedLink {
  switch (targetKind(target)) {
    case 'route':
      return { href: target, external: false, text: target };
    case 'mailto':
      return { href: target, external: false, text: target.slice('mailto:'.length) };
    case 'tel':
      return { href: telHref(target.slice('tel:'.length)), external: false, text: target.slice('tel:'.length) };
    case 'contact': {
      const address = named(settings.contacts, target.slice('contact:'.length));
      return { href: address.includes('@') ? `mailto:${address}` : telHref(address), external: false, text: address };
    }
    case 'named-link': {
      const url = named(settings.links, target.slice('link:'.length));
      return { href: url, external: true, text: url };
    }
    default:
      return { href: target, external: true, text: target };
  }
}

/**
 * The words to show for a link that has no label: a web address by its host
 * (shop.example.com, without www.), since the full address is long and says
 * little more; anything else as resolveTarget gives it.
 */
export function linkText(target: string, settings: LinkSettings): string {
  const link = resolveTarget(target, settings);
  if (!link.external) return link.text;
  try {
    return new URL(link.href).host.replace(/^www\./, '');
  } catch {
    return link.text;
  }
}
