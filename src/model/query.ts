import type { Field, Item } from '../types/site.js';
import { compareValues, fieldOrder } from './order.js';

/**
 * Which items of a collection a page lists, as data: conditions every item
 * must meet, an order, then at most `limit` of them. A query is plain JSON,
 * so a build records it with what it gave (reads.ts) and runs it again on
 * the next version of the file: a page is drawn again only when its query
 * gives other items, or changed ones.
 */
export interface Query {
  where?: Condition[];
  /** The order to list them in; without it, the collection's own. */
  sortBy?: { field: string; order?: 'ascending' | 'descending' };
  limit?: number;
}

/**
 * One condition on a field of an item:
 * - `equals`: the field holds this value;
 * - `in`: the field holds one of these values;
 * - `includes`: a list or a reference to many holds this value (the talks
 *   whose speakers include a speaker), or a reference to one is to it;
 * - `exists`: the field holds a value, or (false) none;
 * - `min`, `max`: the field's value is within them, ends included, in the
 *   field's own order (times by the clock, durations by length).
 */
export type Condition = { field: string } & (
  | { equals: string | number | boolean }
  | { in: Array<string | number> }
  | { includes: string }
  | { exists: boolean }
  | { min?: string | number; max?: string | number }
);

type Fields = Record<string, Field> | undefined;

function meets(item: Item, condition: Condition, fields: Fields): boolean {
  const value = item[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('in' in condition) return Array.isArray(condition.in) && condition.in.includes(value as string | number);
  if ('includes' in condition) return Array.isArray(value) ? value.includes(condition.includes) : value === condition.includes;
  if ('exists' in condition) return (value !== undefined && value !== null) === condition.exists;
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const decl = fields?.[condition.field];
  const atLeast = condition.min === undefined || (compareValues(decl, value, condition.min) ?? -1) >= 0;
  return atLeast && (condition.max === undefined || (compareValues(decl, value, condition.max) ?? 1) <= 0);
}

/** The items in the order a query asks for; items without the field go last, and ties keep the collection's order. */
function sorted(items: Item[], { field, order }: NonNullable<Query['sortBy']>, fields: Fields): Item[] {
  const sign = order === 'descending' ? -1 : 1;
  const compare = fieldOrder(fields?.[field]);
  const has = (item: Item) => typeof item[field] === 'string' || typeof item[field] === 'number';
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => {
      const [x, y] = [has(a.item), has(b.item)];
      if (!x || !y) return x === y ? a.i - b.i : x ? -1 : 1;
      return sign * (compare(a.item[field] as string | number, b.item[field] as string | number) ?? 0) || a.i - b.i;
    })
    .map(({ item }) => item);
}

/** The items a query gives: those that meet its conditions, in its order or the collection's. `fields` are the collection's declarations, which order values. */
export function runQuery(items: readonly Item[], query: Query, fields?: Fields): Item[] {
  const where = query.where ?? [];
  let matching = where.length === 0 ? [...items] : items.filter((item) => where.every((condition) => meets(item, condition, fields)));
  if (query.sortBy) matching = sorted(matching, query.sortBy, fields);
  return query.limit === undefined ? matching : matching.slice(0, query.limit);
}
