import type { Field } from '../types/site.js';

/** A value a field can be ordered by. */
export type Sortable = string | number;

/**
 * How values of one field are ordered, lowest first: numbers by size, dates
 * ('YYYY-MM-DD') by time, text alphabetically, and a choice by the order
 * its values are declared in (Starters, Mains, Desserts), which is the order
 * its owner means, not the alphabet's. Undefined for a value it cannot
 * place (a choice not among the values, which the schema reports).
 * Validation of sortedBy uses it, and so will anything that sorts items.
 */
export function fieldOrder(decl: Field | undefined): (a: Sortable, b: Sortable) => number | undefined {
  if (decl?.type === 'choice' && Array.isArray(decl.values)) {
    const rank = new Map<unknown, number>(decl.values.map((v, i) => [v, i]));
    return (a, b) => {
      const [x, y] = [rank.get(a), rank.get(b)];
      return x === undefined || y === undefined ? undefined : x - y;
    };
  }
  return (a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
    return undefined;
  };
}
