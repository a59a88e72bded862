import type { Item } from '../types/site.js';

/**
 * Which items of a collection a page lists, as data: conditions every item
 * must meet, then at most `limit` of them, in the collection's order. A
 * query is plain JSON, so a build records it with what it gave (reads.ts)
 * and runs it again on the next version of the file: a page is drawn again
 * only when its query gives other items, or changed ones.
 */
export interface Query {
  where?: Condition[];
  limit?: number;
}

/**
 * One condition on a field of an item:
 * - `equals`: the field holds this value;
 * - `includes`: a list or a reference to many holds this value (the talks
 *   whose speakers include a speaker), or a reference to one is to it;
 * - `exists`: the field holds a value, or (false) none.
 */
type Condition = { field: string } & ({ equals: string | number | boolean } | { includes: string } | { exists: boolean });

function meets(item: Item, condition: Condition): boolean {
  const value = item[condition.field];
  if ('equals' in condition) return value === condition.equals;
  if ('includes' in condition) return Array.isArray(value) ? value.includes(condition.includes) : value === condition.includes;
  return (value !== undefined && value !== null) === condition.exists;
}

/** The items a query gives, in the collection's order. */
export function runQuery(items: readonly Item[], query: Query): Item[] {
  const where = query.where ?? [];
  const matching = where.length === 0 ? items : items.filter((item) => where.every((condition) => meets(item, condition)));
  return query.limit === undefined ? [...matching] : matching.slice(0, query.limit);
}
