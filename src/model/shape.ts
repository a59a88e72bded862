import type { Condition as Wanted, Field, Item, SortBy, Where } from '../types/site.js';
import type { LinkSettings } from '../markup/link-target.js';
import { plainText } from '../markup/plain-text.js';
import { formatDate, formatTime } from './format.js';
import { fieldOrder, type Sortable } from './order.js';
import type { Condition, Query } from './query.js';

/**
 * What every block that lists a collection's items may say about which and
 * how: the conditions they meet (`where`), their order (`sortBy`), groups
 * under headings (`groupBy`), how many (`limit`), and, in a collection's
 * page template, that they refer to the page's item (`referencing`, which
 * each page binds into `where`: bindToItem in validate/site-pages.ts). A block type takes them by
 * naming the shared schema definitions; this is the one place they mean
 * something.
 */
export interface Listing {
  collection: string;
  where?: Where;
  sortBy?: SortBy;
  groupBy?: string;
  referencing?: string;
  limit?: number;
}

/** A block's where, one field's wish as a query condition. */
function condition(field: string, wanted: Wanted): Condition {
  if (typeof wanted !== 'object') return { field, equals: wanted };
  if ('in' in wanted) return { field, in: wanted.in };
  if ('contains' in wanted) return { field, includes: wanted.contains };
  return { field, ...wanted };
}

/** The query that gives the items a block lists: its conditions, its order, its limit, and nothing it did not say, so blocks that list alike share one recorded read. */
export function listingQuery(block: Listing): Query {
  const where = Object.entries(block.where ?? {}).map(([field, wanted]) => condition(field, wanted));
  return {
    ...(where.length > 0 && { where }),
    ...(block.sortBy && { sortBy: block.sortBy }),
    ...(block.limit !== undefined && { limit: block.limit }),
  };
}

/** One group of a grouped list: the value that gathers it, its heading, and its items in the list's order. */
export interface Group {
  value: Sortable;
  label: string;
  items: Item[];
}

/** Kinds whose values order groups as the field orders them; others (text, lists, references) go by their headings, A to Z. */
const ORDERED_KINDS = new Set(['choice', 'date', 'time', 'number']);

/**
 * Items gathered by a field's values: an item under each of its values
 * when the field holds several (a list, a reference to several), under
 * none when it holds none. A choice's groups come in the order its values
 * are declared, dates and times by the calendar and clock, the rest by
 * their headings; a group with no items is not made.
 */
export function groupItems(items: readonly Item[], field: string, decl: Field | undefined, label: (value: Sortable) => string): Group[] {
  const groups = new Map<Sortable, Group>();
  for (const item of items) {
    const raw = item[field];
    const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
    for (const value of values as Sortable[]) {
      let group = groups.get(value);
      if (!group) groups.set(value, (group = { value, label: label(value), items: [] }));
      group.items.push(item);
    }
  }
  const order = ORDERED_KINDS.has(decl?.type ?? '') ? fieldOrder(decl) : undefined;
  return [...groups.values()].sort((a, b) => (order ? order(a.value, b.value) : undefined) ?? a.label.localeCompare(b.label));
}

/**
 * A group's heading: a referenced item's title, a day (with its weekday) or time as the
 * site's language writes it, a list entry's words, a choice or text as
 * written. The validator and the renderers both use it, so a link to a
 * group's anchor is checked against the anchor the page will have.
 */
export function groupLabel(
  decl: Field | undefined,
  value: Sortable,
  settings: LinkSettings & { language: string },
  title: (collection: string, id: string) => string,
): string {
  const text = String(value);
  switch (decl?.type) {
    case 'reference':
      return title(decl.to, text);
    case 'date':
      return formatDate(text, settings.language, 'full');
    case 'time':
      return formatTime(text, settings.language);
    case 'list':
      return plainText(text, settings);
    default:
      return text;
  }
}
