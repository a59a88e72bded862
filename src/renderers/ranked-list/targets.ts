import { itemPath } from '../../model/collections.js';
import type { Item, RankedList } from '../../types/site.js';
import type { Declaration } from '../../model/site-reader.js';

/**
 * Where an entry's button goes: its link field or its page. With
 * `only: highlighted`, only the first highlighted entry gets one.
 */
export function actionTarget(block: RankedList, entries: Item[], index: number, pageOf: (id: string) => string | undefined): string | undefined {
  const action = block.action;
  if (!action) return undefined;
  const entry = entries[index];
  const target = action.field ? (entry[action.field] as string | undefined) : pageOf(entry.id);
  if (!target || action.only !== 'highlighted') return target;
  const first = entries.findIndex((e) => e[block.highlight!.field] === true);
  return first === index ? target : undefined;
}

/**
 * What an entry's structured data names as its address: its own page on
 * this site when it has one, else where its button goes, if it shows one.
 * A retailer's address belongs to the button, not to what the entry is.
 */
export function entryUrl(block: RankedList, collection: Declaration, entries: Item[], index: number): string | undefined {
  const pageOf = (id: string) => itemPath(collection, id);
  return pageOf(entries[index].id) ?? actionTarget(block, entries, index, pageOf);
}
