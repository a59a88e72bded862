/**
 * Whether a page's record of what it read is complete: everything the page
 * did not read is changed, and the page must come out the same. A renderer
 * that reads the site around its SiteReader (model/site-reader.ts) reads
 * something its record lacks, which is then changed under it.
 */
import { createHash } from 'node:crypto';
import type { Assets } from '../src/model/assets.js';
import { roleField } from '../src/model/collections.js';
import { runQuery, type Query } from '../src/model/query.js';
import type { Read } from '../src/model/site-reader.js';
import { renderDocument } from '../src/prerender/render-site.js';
import { SiteData } from '../src/prerender/site-data.js';
import type { Collection, Site } from '../src/types/site.js';
import { pagesOf } from '../src/validate/site-index.js';
import type { SitePage } from '../src/validate/site-pages.js';

/** A value changed in kind: text marked, numbers moved, yes and no swapped, inside lists and objects too; block types and ids kept. */
function poison(value: unknown): unknown {
  if (typeof value === 'string') return `${value} ⊗`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.map(poison);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === 'type' || key === 'id' ? v : poison(v)]));
  return value;
}

/** Each key of an object not kept, poisoned. */
function poisonKeys(object: Record<string, unknown>, keep: (key: string) => boolean): void {
  for (const key of Object.keys(object)) if (!keep(key)) object[key] = poison(object[key]);
}

const name = (read: Read) => JSON.stringify(read);

/** The fields an item's page takes its title and description from: other pages show its title. */
function titleFields(collection: Collection): string[] {
  if (!collection.page) return [];
  return [collection.page.title ?? roleField(collection, 'title'), collection.page.description ?? roleField(collection, 'summary')].flatMap((f) => f ?? []);
}

/**
 * The site and assets with everything a page did not read changed. Kept as
 * they are: what feeds a read the page did make (a query's items, the
 * titles of other pages, its place in a sequence, the feed's collections)
 * and the page's own route.
 */
function poisoned(site: Site, assets: Assets, page: SitePage, reads: ReadonlySet<string>): { site: Site; assets: Assets } {
  const changed = structuredClone(site);
  const read = (r: Read) => reads.has(name(r));
  if (!reads.has(name(['setting']))) poisonKeys(changed.settings as Record<string, unknown>, (key) => read(['setting', key]));
  if (changed.navigation && !reads.has(name(['navigation'])))
    poisonKeys(changed.navigation as Record<string, unknown>, (key) => read(['navigation', key]) || (key === 'sequences' && read(['sequence'])));
  if (changed.footer && !read(['footer'])) changed.footer = poison(changed.footer) as Site['footer'];
  const feed = read(['feed']);
  for (const [collectionName, collection] of Object.entries(changed.collections)) {
    const original = site.collections[collectionName];
    // Declarations: item pages' addresses, titles and templates are other pages' titles and own content.
    const shape = new Set(['items', 'path', 'page', 'titleField', 'summaryField', ...(feed ? ['feed', 'dateField', 'fields'] : [])]);
    if (!read(['declaration', collectionName])) poisonKeys(collection as unknown as Record<string, unknown>, (key) => shape.has(key));
    const listed = new Set(
      [...reads]
        .map((n) => JSON.parse(n) as Read)
        .filter((r): r is readonly ['query', string, Query] => r[0] === 'query' && r[1] === collectionName)
        .flatMap((r) => runQuery(original.items, r[2]).map((item) => item.id)),
    );
    const keep = new Set(['id', ...(feed ? [roleField(original, 'date')].flatMap((f) => f ?? []) : [])]);
    for (const item of collection.items) {
      if (listed.has(item.id) || read(['item', collectionName, item.id])) continue;
      // An item's page's title, when the page shows it, is what it read of the item.
      const titled = original.path && read(['title', original.path.replace('{id}', item.id)]) ? titleFields(original) : [];
      poisonKeys(item, (field) => keep.has(field) || titled.includes(field) || read(['field', collectionName, item.id, field]));
    }
  }
  // Other routes: their titles are what other pages read of them, when they do.
  for (const route of changed.routes)
    if (route.path !== page.path || page.item || page.notFound)
      poisonKeys(route as unknown as Record<string, unknown>, (key) => key === 'path' || (key === 'title' && read(['title', route.path])));
  if (!page.notFound) changed.notFound = poison(changed.notFound) as Site['notFound'];
  const images = Object.fromEntries(
    // A page that read only a picture's link-preview card read only that of it.
    Object.entries(assets.images).map(([src, encoded]) => [
      src,
      read(['picture', src]) ? encoded : { ...(poison(encoded) as typeof encoded), ...(read(['social', src]) && { social: encoded.social }) },
    ]),
  );
  const font = assets.font && !read(['font']) ? (poison(assets.font) as Assets['font']) : assets.font;
  return { site: changed, assets: { ...assets, images, ...(font && { font }) } };
}

const digest = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('hex');

const ISLANDS = new Map([
  ['accordion', { src: '/a.js' }],
  ['not-found', { src: '/n.js' }],
]);

/**
 * Draws the page, then draws it again from the site with everything it did
 * not read changed (poisoned). Returns what differs: reads that give
 * something else after all (the poison reached them: a mistake of this
 * check), or the page's HTML (the page read something it did not record).
 * `drop` takes reads out of the record first, as a renderer reading around
 * the reader would leave them out.
 */
export function unrecordedReads(site: Site, assets: Assets, path: string, drop: (read: string) => boolean = () => false): string[] {
  const data = new SiteData(site, assets);
  const page = pagesOf(site).find((p) => p.path === path)!;
  const drawn = renderDocument(data, page, ISLANDS);
  const reads = new Set(drawn.reads.filter((r) => !drop(r)));
  const changed = poisoned(site, assets, page, reads);
  const other = new SiteData(changed.site, changed.assets);
  const otherPage = pagesOf(changed.site).find((p) => p.path === path)!;
  const moved = [...reads].filter((r) => digest(data.source.value(JSON.parse(r), path)) !== digest(other.source.value(JSON.parse(r), path)));
  if (moved.length > 0) return moved.map((r) => `the check changed ${r}, which the page read`);
  const again = renderDocument(other, otherPage, ISLANDS);
  return again.html === drawn.html ? [] : [`${path}: its HTML changed with what it did not read`];
}
