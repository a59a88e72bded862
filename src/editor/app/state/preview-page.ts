import type { PageSummary } from '../api.js';
import type { Entity } from '../schema/entity.js';
import type { DataPath } from '../source.js';
import { valueAt } from './data-edit.js';

/** Pages whose own blocks list a collection's items. */
function listing(pages: PageSummary[], data: unknown, collection: string): PageSummary | undefined {
  return pages.find((p) => {
    const blocks = valueAt(data, p.blocksAt);
    return Array.isArray(blocks) && blocks.some((b) => (b as { collection?: unknown })?.collection === collection);
  });
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
      return (listing(pages, data, name) ?? made)?.path ?? current;
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
