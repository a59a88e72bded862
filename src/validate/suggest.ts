import type { Fix } from '../problem.js';
import { closest, distance } from 'fastest-levenshtein';

/**
 * The option the word was probably meant to be: one close to it, or the
 * only one that begins with it (a shortened id).
 */
export function nearest(word: string, options: Iterable<string>): string | undefined {
  const list = [...options];
  if (list.length === 0) return undefined;
  const best = closest(word, list);
  if (best && distance(word, best) <= Math.max(2, Math.floor(word.length / 3))) return best;
  const longer = word.length >= 4 ? list.filter((option) => option.startsWith(word)) : [];
  return longer.length === 1 ? longer[0] : undefined;
}

/** "; did you mean 'x'?" when the word was probably meant to be option x (see nearest), else ''. */
export function suggestion(word: string, options: Iterable<string>): string {
  const near = nearest(word, options);
  return near === undefined ? '' : `; did you mean '${near}'?`;
}

/** The fix a suggestion stands for: the value (or with `key`, the field name) becomes the nearest option. */
export function fixTo(word: string, options: Iterable<string>, key?: 'key'): Fix | undefined {
  const near = nearest(word, options);
  return near === undefined ? undefined : { to: near, ...(key && { key: true as const }) };
}

/** What a list of allowed names is, in a sentence: one name ('the only collection is'), or several ('the collections are'). */
export interface Listed {
  one: string;
  many: string;
}

export const COLLECTIONS: Listed = { one: 'the only collection is', many: 'the collections are' };
export const FIELDS: Listed = { one: 'its only field is', many: 'its fields are' };
export const SCALES: Listed = { one: 'the only scale is', many: 'the scales are' };

/** A suggestion when one is close, else the list of what is allowed (short lists only). */
export function suggestOrList(word: string, options: Iterable<string>, what: Listed): string {
  const list = [...options];
  const near = suggestion(word, list);
  if (near) return near;
  if (list.length === 0) return '';
  if (list.length === 1) return `; ${what.one} '${list[0]}'`;
  return list.length <= 12 ? `; ${what.many}: ${list.join(', ')}` : '';
}
