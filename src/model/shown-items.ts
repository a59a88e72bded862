import type { Collection, Item } from '../types/site.js';

/** The items a listing block shows: all of them in file order, or the first `limit`. */
export function shownItems(collection: Collection, limit?: number): Item[] {
  return limit === undefined ? collection.items : collection.items.slice(0, limit);
}
