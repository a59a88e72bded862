import type { LazySite } from './lazy-site.js';
import type { HeaderLink, Site } from '../types/site.js';

type Settings = Site['settings'];

/** The logo badge's letters: declared, or the initials of the site name's first words. */
export function brandMark(settings: Settings): string {
  if (settings.brandMark) return settings.brandMark;
  const words = settings.siteName.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  return (words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? settings.siteName)].slice(0, 2)).join('').toUpperCase();
}

/** How a header link relates to the page being drawn: the page itself, a page in its section, or neither. */
export function linkState(link: HeaderLink, path: string): 'page' | 'true' | undefined {
  if (!link.to?.startsWith('/')) return undefined;
  const target = link.to.split('#')[0] || '/';
  if (target === path) return 'page';
  return link.section && target !== '/' && path.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * Which header links are current on a page, as a key: pages with the same
 * key have the same header, so the shell is drawn once per key.
 */
export function navigationKey(site: LazySite, path: string): string {
  const links = site.navigation?.links ?? [];
  return links
    .flatMap((link, i) => [link, ...(link.links ?? [])].map((l, j) => [`${i}.${j}`, linkState(l as HeaderLink, path)] as const))
    .filter(([, state]) => state)
    .map(([at, state]) => `${at}:${state}`)
    .join(',');
}

/** The primary colour of the default theme, and so of the favicon and browser toolbar when a site sets neither. */
export const DEFAULT_PRIMARY = '#3b3fc7';

/** The favicon's and browser toolbar's colour: declared, else the theme's primary colour. */
export function themeColor(settings: Settings): string {
  const primary = settings.theme?.primary;
  return settings.themeColor ?? (typeof primary === 'string' ? primary : primary?.light) ?? DEFAULT_PRIMARY;
}

type Sequence = NonNullable<NonNullable<Site['navigation']>['sequences']>[number];

/** The paths of a sequence, in order: listed, or the pages of a collection's items. */
export function sequencePaths(site: LazySite, sequence: Sequence): string[] {
  if (sequence.pages) return sequence.pages;
  const collection = sequence.collection && Object.hasOwn(site.collections, sequence.collection) ? site.collections[sequence.collection] : undefined;
  return collection?.path ? collection.items.map((item) => collection.path!.replace('{id}', item.id)) : [];
}

/** A page's place in a sequence: the sequence, its paths in order, and where the page stands among them. */
export interface SequencePlace {
  sequence: Sequence;
  paths: string[];
  at: number;
}

const places = new WeakMap<LazySite, Map<string, SequencePlace>>();

/**
 * The sequence a page is in, if any (validation keeps each page to one;
 * the first is taken). Worked out once per site: asked page by page, a
 * sequence of a collection's items listed every item's path for each of
 * them, which grows with the square of the items, when rendering and again
 * when planning a build.
 */
export function sequencePlace(site: LazySite, path: string): SequencePlace | undefined {
  let byPath = places.get(site);
  if (!byPath) {
    byPath = new Map();
    for (const sequence of site.navigation?.sequences ?? []) {
      const paths = sequencePaths(site, sequence);
      paths.forEach((page, at) => {
        if (!byPath!.has(page)) byPath!.set(page, { sequence, paths, at });
      });
    }
    places.set(site, byPath);
  }
  return byPath.get(path);
}
