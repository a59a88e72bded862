/**
 * `set` as the smallest text change: equal values write nothing, scalars are
 * rewritten in place, and a changed mapping or list becomes the key and item
 * edits that differ, so untouched entries keep their bytes and comments.
 */
import { isScalar } from 'yaml';
import { applyToData, deepEqual, getAt, isScalarValue, stepKey } from './data.js';
import { locate } from './locate.js';
import { addKey } from './mapping.js';
import type { Parsed } from './parse.js';
import { fileStyle } from './style.js';
import { replaceValue } from './replace.js';
import { scalarCandidates, scalarRegion, type ScalarValue } from './scalar.js';
import { splice, withNl } from './text.js';
import { check, commit, refused } from './verify.js';
import { foldedLikeNeighbours, valueIndent } from './fold.js';
import type { DataPath, SourceEdit } from './types.js';
import { isObj } from '../../is-obj.js';

/** Applies one structural step (delete, insert, move) and returns the re-read result. */
export type Step = (parsed: Parsed, edit: SourceEdit) => Parsed;

export function setValue(parsed: Parsed, path: DataPath, value: unknown, step: Step, order?: string[]): Parsed {
  const edit: SourceEdit = { op: 'set', path, value };
  const expected = applyToData(parsed.data, edit); // also rejects paths that do not exist
  const parentData = getAt(parsed.data, path.slice(0, -1));
  if (path.length > 0 && stepKey(parentData, path[path.length - 1]) === undefined) {
    return commit(addKey(parsed, path.slice(0, -1), String(path[path.length - 1]), value, order), expected, path, 'set');
  }
  const old = getAt(parsed.data, path);
  if (deepEqual(old, value)) return parsed;
  let result: Parsed;
  if (isScalarValue(old) && isScalarValue(value)) return setScalar(parsed, path, value as ScalarValue, expected);
  if (
    isObj(old) &&
    isObj(value) &&
    !mostlyNew(Object.keys(old).filter((k) => Object.hasOwn(value, k)).length, Object.keys(old).length + Object.keys(value).length)
  ) {
    result = parsed;
    // Changed keys, then new ones where the new value's order of keys puts them, then removed ones last,
    // so a block mapping never passes through `{}` on its way to new keys.
    const order = Object.keys(value);
    for (const key of order) if (Object.hasOwn(old, key)) result = setValue(result, [...path, key], value[key], step);
    for (const key of order) if (!Object.hasOwn(old, key)) result = setValue(result, [...path, key], value[key], step, order);
    for (const key of Object.keys(old)) if (!Object.hasOwn(value, key)) result = step(result, { op: 'delete', path: [...path, key] });
  } else if (Array.isArray(old) && Array.isArray(value) && !mostlyNewList(old, value)) {
    result = setList(parsed, path, old, value, step);
  } else {
    const located = locate(parsed.doc, path);
    result = commit(replaceValue(parsed.source, parsed.nl, located, value, fileStyle(parsed), path), expected, path, 'set');
  }
  if (!deepEqual(result.data, expected)) throw refused(path, 'set', 'its parts did not add up to the new value');
  return result;
}

/**
 * When most entries change, the value is written anew in one splice instead of
 * entry by entry: each entry edit re-reads the whole file to check it.
 */
const mostlyNew = (kept: number, total: number) => total - 2 * kept > Math.max(3, kept);

function commonEnds(old: unknown[], value: unknown[]): [number, number] {
  let p = 0;
  while (p < old.length && p < value.length && deepEqual(old[p], value[p])) p++;
  let s = 0;
  while (s < old.length - p && s < value.length - p && deepEqual(old[old.length - 1 - s], value[value.length - 1 - s])) s++;
  return [p, s];
}

function mostlyNewList(old: unknown[], value: unknown[]): boolean {
  const [p, s] = commonEnds(old, value);
  return Math.max(old.length, value.length) - p - s > Math.max(3, p + s);
}

/** Items equal at both ends stay; the rest are set in place, then removed or inserted. */
function setList(parsed: Parsed, path: DataPath, old: unknown[], value: unknown[], step: Step): Parsed {
  const [p, s] = commonEnds(old, value);
  const oldMid = old.length - p - s;
  const newMid = value.length - p - s;
  let result = parsed;
  for (let j = 0; j < Math.min(oldMid, newMid); j++) result = setValue(result, [...path, p + j], value[p + j], step);
  for (let j = newMid; j < oldMid; j++) result = step(result, { op: 'delete', path: [...path, p + newMid] });
  for (let j = oldMid; j < newMid; j++) result = step(result, { op: 'insert', path, index: p + j, value: value[p + j] });
  return result;
}

function setScalar(parsed: Parsed, path: DataPath, value: ScalarValue, expected: unknown): Parsed {
  const { source: src, nl } = parsed;
  const located = locate(parsed.doc, path);
  const node = located.node;
  if (!isScalar(node) || node.range![0] === node.range![1]) {
    // An empty value (`key:`) has no bytes to overwrite: write after the `:` instead.
    return commit(replaceValue(src, nl, located, value, fileStyle(parsed), path), expected, path, 'set');
  }
  const [start, end] = scalarRegion(src, node);
  // Prose among folded neighbours is folded too (not inside `{ … }`, which cannot hold a block).
  const inFlow = located.parent?.flow ?? false;
  const folded =
    !inFlow && located.parent && node.type !== 'BLOCK_FOLDED' && node.type !== 'BLOCK_LITERAL'
      ? foldedLikeNeighbours(parsed, path, value, valueIndent(parsed, located.parent, located.index))
      : undefined;
  let why = '';
  for (const text of [...(folded ? [folded] : []), ...scalarCandidates(src, node, value, inFlow, fileStyle(parsed))]) {
    const result = check(splice(src, start, end, withNl(text, nl)), expected);
    if (result.ok) return result.parsed;
    why = result.why;
  }
  throw refused(path, 'set', why);
}
