import { blockLabel, entityOf, entityTrail, itemLabel } from '../schema/entity.js';
import { fieldTitle } from '../schema/node-at.js';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath } from '../source.js';
import { valueAt } from './data-edit.js';

/** One difference between two versions of the site, in the site's own words. */
export interface Change {
  kind: 'changed' | 'added' | 'removed';
  /** The page, block, entry or part of the site it is in: "Pages › Home › 1. Hero". */
  where: string;
  /** What changed there: a field's title, or the entry added or removed ("Page 'About us'"). */
  what: string;
  before?: string;
  after?: string;
  /** Where it is, in the version it is in (the newer one, unless it was removed). */
  path: DataPath;
}

interface Raw {
  kind: Change['kind'];
  path: DataPath;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** What names an entry of a list across versions: an entry's id, a page's address. */
function identity(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined;
  if (typeof value.id === 'string') return `id:${value.id}`;
  if (typeof value.path === 'string' && typeof value.title === 'string') return `path:${value.path}`;
  return undefined;
}

function diff(a: unknown, b: unknown, path: DataPath, out: Raw[]): void {
  if (same(a, b)) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    diffLists(a, b, path, out);
    return;
  }
  if (isRecord(a) && isRecord(b)) {
    for (const key of Object.keys(b)) {
      if (!(key in a)) out.push({ kind: 'added', path: [...path, key], after: b[key] });
      else diff(a[key], b[key], [...path, key], out);
    }
    for (const key of Object.keys(a)) if (!(key in b)) out.push({ kind: 'removed', path: [...path, key], before: a[key] });
    return;
  }
  out.push({ kind: 'changed', path, before: a, after: b });
}

/** Entries are matched by what names them when they all have a name, else by their content in order, and what is left pairs up by place. */
function diffLists(a: unknown[], b: unknown[], path: DataPath, out: Raw[]): void {
  const ids = [...a, ...b].map(identity);
  if (ids.every((id) => id !== undefined)) {
    const before = new Map(a.map((v, i) => [identity(v)!, i]));
    const after = new Set(b.map((v) => identity(v)!));
    b.forEach((v, j) => {
      const i = before.get(identity(v)!);
      if (i === undefined) out.push({ kind: 'added', path: [...path, j], after: v });
      else diff(a[i], v, [...path, j], out);
    });
    a.forEach((v, i) => after.has(identity(v)!) || out.push({ kind: 'removed', path: [...path, i], before: v }));
    return;
  }
  // Longest run of equal entries in order; a long list against a very different one is compared place by place.
  const pairs: Array<[number, number]> = [];
  if (a.length * b.length <= 250_000) {
    const table = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
    for (let i = a.length - 1; i >= 0; i--)
      for (let j = b.length - 1; j >= 0; j--) table[i][j] = same(a[i], b[j]) ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    for (let i = 0, j = 0; i < a.length && j < b.length; ) {
      if (same(a[i], b[j])) pairs.push([i++, j++]);
      else if (table[i + 1][j] >= table[i][j + 1]) i++;
      else j++;
    }
  }
  pairs.push([a.length, b.length]);
  let i = 0;
  let j = 0;
  for (const [ni, nj] of pairs) {
    const common = Math.min(ni - i, nj - j);
    for (let k = 0; k < common; k++) diff(a[i + k], b[j + k], [...path, j + k], out);
    for (let k = common; k < nj - j; k++) out.push({ kind: 'added', path: [...path, j + k], after: b[j + k] });
    for (let k = common; k < ni - i; k++) out.push({ kind: 'removed', path: [...path, i + k], before: a[i + k] });
    i = ni + 1;
    j = nj + 1;
  }
}

/** A value in a few words: text as it is (shortened), a list by its length, an entry by its name. */
function shown(schemas: SchemaSet, data: unknown, path: DataPath, value: unknown): string {
  if (value === undefined || value === null) return '(empty)';
  if (typeof value === 'string') return value.length > 240 ? `${value.slice(0, 240)}…` : value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof (value as { type?: unknown }).type === 'string') {
    const { typeTitle, text } = blockLabel(schemas, value);
    return text ? `${typeTitle}: ${text}` : typeTitle;
  }
  const [top, name, part] = path;
  if (top === 'collections' && part === 'items') return itemLabel(data, String(name), value);
  const named = ['title', 'label', 'name', 'heading'].map((k) => (value as Record<string, unknown>)[k]).find((v) => typeof v === 'string');
  return typeof named === 'string' ? named : 'several fields';
}

/**
 * The differences between two versions of the site's data, as the owner
 * would say them: which page, block or entry, which field, and both values;
 * never lines of the file.
 */
export function describeChanges(schemas: SchemaSet, before: unknown, after: unknown): Change[] {
  const raw: Raw[] = [];
  diff(before, after, [], raw);
  return raw.map((r) => {
    const data = r.kind === 'removed' ? before : after;
    const entity = entityOf(r.path, data);
    const whole = entity.path.length === r.path.length && entity.kind !== 'section';
    const holder = whole ? entityOf(r.path.slice(0, -1), data) : entity;
    const where = entityTrail(schemas, holder, data).join(' › ');
    const value = r.kind === 'removed' ? r.before : r.after;
    const noun = { route: 'Page', block: 'Block', item: 'Entry', collection: 'Collection', section: 'Section' }[entity.kind];
    const what = whole ? `${noun} '${shown(schemas, data, r.path, value)}'` : fieldTitle(schemas, data, r.path);
    return {
      kind: r.kind,
      where,
      what,
      path: r.path,
      ...(r.kind !== 'added' && { before: shown(schemas, before, r.path, r.before) }),
      ...(r.kind !== 'removed' && { after: shown(schemas, after, r.path, valueAt(after, r.path)) }),
    };
  });
}
