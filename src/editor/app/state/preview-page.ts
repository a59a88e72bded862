import type { PageSummary } from '../api.js';
import { bindingCollection, entityOf, type Entity } from '../schema/entity.js';
import type { PreviewFocus } from '../preview/preview.js';
import type { DataPath } from '../source.js';
import { valueAt } from './data-edit.js';

/** A page whose own blocks list a collection's items: the one the preview shows, if it does, so opening entry after entry never moves it. */
function listing(pages: PageSummary[], data: unknown, collection: string, current: string): PageSummary | undefined {
  const lists = (p: PageSummary) => {
    const blocks = valueAt(data, p.blocksAt);
    return Array.isArray(blocks) && blocks.some((b) => (b as { collection?: unknown })?.collection === collection);
  };
  return pages.find((p) => p.path === current && lists(p)) ?? pages.find(lists);
}

/**
 * The page that shows what the form edits: a route's own page, an item's
 * page (or, for items without pages, a page that lists them), the first
 * page a template makes. Settings and navigation show on every page, so
 * the preview stays where it is.
 */
export function pageFor(entity: Entity, data: unknown, pages: PageSummary[], current: string): string {
  const [top, name, part, index] = entity.path as DataPath;
  if (top === 'routes') {
    const path = valueAt(data, ['routes', name, 'path']);
    return typeof path === 'string' ? path : current;
  }
  if (top === 'notFound') return pages.find((p) => p.notFound)?.path ?? current;
  if (top === 'collections' && typeof name === 'string') {
    if (part === 'items' && typeof index === 'number') {
      const id = valueAt(data, ['collections', name, 'items', index, 'id']);
      const own = pages.find((p) => p.item?.collection === name && p.item.id === id);
      if (own) return own.path;
    }
    if (part === 'page' || part === 'items' || part === undefined) {
      const made = pages.find((p) => p.item?.collection === name);
      if (part === 'page' && made) return made.path;
      return (listing(pages, data, name, current) ?? made)?.path ?? current;
    }
  }
  return current;
}

/** The entity to open for a page the owner reached in the preview by a link. */
export function entityForPage(page: PageSummary | undefined, data: unknown): DataPath | undefined {
  if (!page) return undefined;
  if (page.item) {
    const items = valueAt(data, ['collections', page.item.collection, 'items']);
    const index = Array.isArray(items) ? items.findIndex((i) => (i as { id?: unknown })?.id === page.item!.id) : -1;
    return index >= 0 ? ['collections', page.item.collection, 'items', index] : undefined;
  }
  return page.blocksAt.slice(0, -1);
}

/** What the preview outlines: the block in the form, or the block of the page shown that lists the entry in the form, and the entry. */
export function previewFocus(entity: Entity, pages: PageSummary[], shown: string, data: unknown): PreviewFocus {
  if (entity.kind === 'block') return { block: entity.path };
  const [top, name, part, index] = entity.path;
  const page = pages.find((p) => p.path === shown);
  if (top !== 'collections' || part !== 'items' || typeof index !== 'number' || !page) return { block: null };
  const blocks = valueAt(data, page.blocksAt);
  const at = Array.isArray(blocks) ? blocks.findIndex((b) => (b as { collection?: unknown })?.collection === name) : -1;
  const id = valueAt(data, [...entity.path, 'id']);
  return at < 0 ? { block: null } : { block: [...page.blocksAt, at], item: typeof id === 'string' ? id : undefined };
}

/** What a click in the preview opens: the entry clicked, when the block it is in lists a collection, else the block. */
export function clickedInPreview(block: DataPath, item: string | undefined, data: unknown): DataPath {
  const collection = item === undefined ? undefined : bindingCollection(entityOf(block, data), data);
  const items = collection ? valueAt(data, ['collections', collection, 'items']) : undefined;
  const index = Array.isArray(items) ? items.findIndex((i) => (i as { id?: unknown })?.id === item) : -1;
  return index >= 0 ? ['collections', collection!, 'items', index] : block;
}
