import type { Field } from '../types/site.js';

/** A value a field can be ordered by. */
export type Sortable = string | number;

/** 'PT1H30M' → 5400: an ISO 8601 duration in seconds (days as 24 hours; years and months are not lengths of time, so not accepted). */
export function durationSeconds(value: string): number | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === 'P' || value.endsWith('T')) return undefined;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s);
}

/** 5400 → 'PT1H30M': a length of time written as durationSeconds reads it. */
export function isoDuration(seconds: number): string {
  const [d, h, m, s] = [Math.floor(seconds / 86400), Math.floor((seconds % 86400) / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
  return `P${d ? `${d}D` : ''}${time || d ? (time ? `T${time}` : '') : 'T0M'}`;
}

/** A value as a number or text that orders as its field's kind means: a date-time by its instant, whatever its offset; a duration by its length. */
function key(decl: Field | undefined, value: Sortable): Sortable | undefined {
  if (typeof value !== 'string') return value;
  if (decl?.type === 'datetime') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? undefined : time;
  }
  if (decl?.type === 'duration') return durationSeconds(value);
  return value;
}

/**
 * How values of one field are ordered, lowest first: numbers by size, dates
 * ('YYYY-MM-DD') and times ('09:30') by the calendar and clock, date-times
 * by their instant, durations by length, text alphabetically, and a choice
 * by the order its values are declared in (Starters, Mains, Desserts),
 * which is the order its owner means, not the alphabet's. Undefined for a
 * value it cannot place (a choice not among the values, which the schema
 * reports). Validation of sortedBy, queries' sortBy and min/max, and groups use it.
 */
export function fieldOrder(decl: Field | undefined): (a: Sortable, b: Sortable) => number | undefined {
  if (decl?.type === 'choice' && Array.isArray(decl.values)) {
    const rank = new Map<unknown, number>(decl.values.map((v, i) => [v, i]));
    return (a, b) => {
      const [x, y] = [rank.get(a), rank.get(b)];
      return x === undefined || y === undefined ? undefined : x - y;
    };
  }
  return (a, b) => compareKeys(key(decl, a), key(decl, b));
}

function compareKeys(a: Sortable | undefined, b: Sortable | undefined): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return a.localeCompare(b);
  return undefined;
}

/** Two values of one field compared in its order (fieldOrder). */
export function compareValues(decl: Field | undefined, a: Sortable, b: Sortable): number | undefined {
  return fieldOrder(decl)(a, b);
}
