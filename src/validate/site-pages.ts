import { plainText } from '../markup/plain-text.js';
import { isItemBlock, pageBindings } from '../renderers/registry.js';
import type { Collection, Item } from '../types/site.js';
import { itemPath, roleField } from '../model/collections.js';
import type { RouteFacts, SiteFacts } from '../model/route-facts.js';
import type { PageData, SitePage } from '../model/page.js';
import type { LazySite } from '../model/lazy-site.js';

export type { PageData, SitePage };

/** Where a route's HTML goes: '/' → index.html, '/about' → about/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * Every file the site consists of: each route as <path>/index.html, then
 * a page for each item of every collection with a page template, then
 * 404.html.
 */
export function sitePages(site: LazySite, known?: SiteFacts): SitePage[] {
  const pages: SitePage[] = site.routes.map((route, i) => {
    const facts = known?.routes[i];
    return {
      path: route.path,
      file: pageFile(route.path),
      title: route.title,
      description: route.description,
      // Read when asked (blocksOf): the blocks of a route the validator remembers are loaded only for the pages a build renders.
      blocks: route.blocks,
      notFound: false,
      blocksAt: ['routes', i, 'blocks'],
      ...(facts && { facts }),
    };
  });
  for (const [name, collection] of Object.entries(site.collections)) {
    if (collection.page && collection.path) for (const item of collection.items) pages.push(collectionPage(site, name, collection, item));
  }
  pages.push({
    path: '/404',
    file: '404.html',
    title: site.notFound.title,
    description: site.notFound.description,
    blocks: site.notFound.blocks,
    notFound: true,
    blocksAt: ['notFound', 'blocks'],
  });
  return pages;
}

/**
 * An item's page from its collection's template. Item blocks in the
 * template show this item, so they are given its collection and id; the
 * title and description come from the fields the template names.
 */
function collectionPage(site: LazySite, name: string, collection: Collection, item: Item): SitePage {
  const page = collection.page!;
  const path = itemPath(collection, item.id)!;
  const text = (field: string | undefined) => (field && typeof item[field] === 'string' ? plainText(item[field] as string, site.settings) : '');
  return {
    path,
    file: pageFile(path),
    title: text(page.title ?? roleField(collection, 'title')) || item.id,
    description: text(page.description ?? roleField(collection, 'summary')),
    blocks: page.blocks.map((block) => bindToItem(block, name, item.id)),
    notFound: false,
    item: { collection: name, id: item.id },
    blocksAt: ['collections', name, 'page', 'blocks'],
  };
}

/**
 * A template's block as the page of one item shows it: an item block is
 * given the item; a list of items that refer to the page's item
 * (`referencing: speakers`) gets that as a condition of its where, so it
 * is an ordinary query, recorded as one. It keeps its `referencing`, by
 * which the page leaves it out when nothing refers to the item
 * (model/item-values.ts).
 */
export function bindToItem<B>(block: B, collection: string, id: string): B {
  if (!block || typeof block !== 'object') return block;
  const { type, referencing, where, ...rest } = block as Record<string, unknown>;
  if (typeof referencing === 'string') {
    const conditions = where && typeof where === 'object' ? where : {};
    return { type, ...rest, referencing, where: { ...conditions, [referencing]: { contains: id } } } as B;
  }
  const bare = !('collection' in block && (block as { collection?: unknown }).collection);
  return isItemBlock(String(type)) && bare ? ({ ...block, collection, item: id } as B) : block;
}

/** '<page title> | <site name>', unless the title already names the site. */
export function documentTitle(settings: { siteName: string }, page: SitePage): string {
  return page.title.includes(settings.siteName) ? page.title : `${page.title} | ${settings.siteName}`;
}

/** A page that lists more collection items than this is a long page (see render-page.tsx). */
export const LONG_LIST = 100;

/**
 * Whether a page lists more than LONG_LIST items: each block's binding
 * says how many items of its collection it lists (its limit, or all). The
 * bindings come from the facts the validator kept for the route, when it
 * did, so its blocks are not read. (Ordering a 10,000-page build read every
 * route's blocks on the main thread for this, the pages the workers render
 * too.)
 */
export function isLongPage(site: LazySite, page: PageData & { facts?: RouteFacts }): boolean {
  const listed = pageBindings(page).reduce(
    (sum, binding) => sum + (binding.listed === undefined ? 0 : itemsListed(site, binding.collection, binding.listed)),
    0,
  );
  return listed > LONG_LIST;
}

/** How many items of a collection a block with this limit (0 for none) lists. */
function itemsListed(site: LazySite, collection: string | undefined, limit: number): number {
  const items = collection !== undefined && Object.hasOwn(site.collections, collection) ? site.collections[collection].items.length : 0;
  return Math.min(items, limit || Infinity);
}
