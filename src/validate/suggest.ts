import { closest, distance } from 'fastest-levenshtein';

/**
 * "; did you mean 'x'?" when one of the options is close to the word, or
 * when exactly one option begins with it (a shortened id), else ''.
 */
export function suggestion(word: string, options: Iterable<string>): string {
  const list = [...options];
  if (list.length === 0) return '';
  const best = closest(word, list);
  if (best && distance(word, best) <= Math.max(2, Math.floor(word.length / 3))) return `; did you mean '${best}'?`;
  const longer = word.length >= 4 ? list.filter((option) => option.startsWith(word)) : [];
  return longer.length === 1 ? `; did you mean '${longer[0]}'?` : '';
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
