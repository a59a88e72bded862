/**
 * What an edit means for the plain data, independent of any text. Every write
 * is checked against this: the new source must read back as exactly
 * `applyToData(oldData, edit)`, or the edit is refused.
 */
import { formatPath, SourceEditError, type DataPath, type SourceEdit } from './types.js';
import { isObj } from '../../is-obj.js';

type Container = Record<string, unknown> | unknown[];

export const isScalarValue = (v: unknown): boolean => v === null || typeof v !== 'object';

/** A key of a mapping or an index of a sequence, or undefined when the part cannot name one. */
export function stepKey(container: unknown, part: string | number): string | number | undefined {
  if (Array.isArray(container)) {
    const n = typeof part === 'number' ? part : /^\d+$/.test(part) ? Number(part) : NaN;
    return Number.isInteger(n) && n >= 0 && n < container.length ? n : undefined;
  }
  // Keys are always strings (stringKeys), but a caller may pass a numeric key as a number.
  if (isObj(container) && Object.hasOwn(container, String(part))) return String(part);
  return undefined;
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return `a sequence of ${v.length} item${v.length === 1 ? '' : 's'}`;
  if (v === null) return 'empty (null)';
  if (isObj(v)) return 'a mapping';
  return `a ${typeof v}`;
}

/** The value at path, or a SourceEditError naming the first part that does not exist. */
export function getAt(data: unknown, path: DataPath, full: DataPath = path): unknown {
  let here = data;
  for (let i = 0; i < path.length; i++) {
    const key = stepKey(here, path[i]);
    if (key === undefined) throw missing(full, path.slice(0, i + 1), here);
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

function missing(full: DataPath, upTo: DataPath, parent: unknown): SourceEditError {
  const where = formatPath(upTo.slice(0, -1));
  const why = Array.isArray(parent) || isObj(parent) ? `${where} is ${describe(parent)}` : `${where} is ${describe(parent)}, not a mapping or sequence`;
  const hint = isObj(parent) ? ` with no key ${JSON.stringify(String(upTo[upTo.length - 1]))}` : '';
  return new SourceEditError(`${formatPath(full)} cannot be edited: ${formatPath(upTo)} does not exist (${why}${hint})`);
}

/** Rejects values that YAML cannot hold as plain data (undefined, functions, Dates, class instances). */
export function checkValue(value: unknown, path: DataPath): void {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) continue;
    if (Array.isArray(v)) stack.push(...v);
    else if (isObj(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v))) stack.push(...Object.values(v));
    else
      throw new SourceEditError(`${formatPath(path)} cannot be set to ${String(v)}: only text, numbers, true/false, empty, lists and mappings can be written`);
  }
}

/** A copy of data with the edit applied; untouched branches are shared, not copied. */
export function applyToData(data: unknown, edit: SourceEdit): unknown {
  const { path } = edit;
  if (edit.op === 'rename') return renameKey(data, edit.path, edit.to);
  if (edit.op === 'set' && path.length === 0) return edit.value;
  if (path.length === 0 && edit.op === 'delete') throw new SourceEditError('the whole file cannot be deleted');
  return updateAt(data, path, edit, 0);
}

function updateAt(here: unknown, path: DataPath, edit: SourceEdit, depth: number): unknown {
  const last = depth === path.length - 1;
  if (depth === path.length) return changeSequence(here, edit);
  const key = stepKey(here, path[depth]);
  if (key === undefined) {
    // Only the last key may be missing, and only from a mapping: set adds it, insert creates a sequence.
    if (last && isObj(here) && (edit.op === 'set' || edit.op === 'insert')) {
      if (edit.op === 'insert' && edit.index !== 0)
        throw new SourceEditError(`${formatPath(path)} does not exist yet, so a new item can only go at index 0, not ${edit.index}`);
      return setOwn({ ...here }, String(path[depth]), edit.op === 'set' ? edit.value : [edit.value]);
    }
    throw missing(path, path.slice(0, depth + 1), here);
  }
  const copy: Container = Array.isArray(here) ? [...here] : { ...(here as Record<string, unknown>) };
  const slot = copy as Record<string | number, unknown>;
  if (last && edit.op === 'delete') {
    if (Array.isArray(copy)) copy.splice(key as number, 1);
    else delete slot[key];
  } else setOwn(copy, key, last && edit.op === 'set' ? edit.value : updateAt(slot[key], path, edit, depth + 1));
  return copy;
}

/** The mapping holding path's key, with that key renamed and kept in its place among the others. */
function renameKey(data: unknown, path: DataPath, to: string): unknown {
  const from = path[path.length - 1];
  const holder = getAt(data, path.slice(0, -1));
  if (!isObj(holder) || typeof from !== 'string' || !Object.hasOwn(holder, from))
    throw new SourceEditError(`${formatPath(path)} cannot be renamed: it is not a key of a mapping`);
  if (from === to) return data;
  if (Object.hasOwn(holder, to)) throw new SourceEditError(`${formatPath(path)} cannot be renamed to '${to}': that key is already there`);
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(holder)) setOwn(renamed, key === from ? to : key, value);
  return path.length === 1 ? renamed : updateAt(data, path.slice(0, -1), { op: 'set', path: path.slice(0, -1), value: renamed }, 0);
}

/** Assigns without the `__proto__` setter: the parser keeps such a key as data, and so must we. */
function setOwn<T extends object>(target: T, key: string | number, value: unknown): T {
  return Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function changeSequence(seq: unknown, edit: SourceEdit): unknown {
  const where = formatPath(edit.path);
  if (!Array.isArray(seq))
    throw new SourceEditError(`${where} is ${describe(seq)}, not a sequence, so items cannot be ${edit.op === 'move' ? 'moved' : 'inserted'} there`);
  const copy = [...seq];
  if (edit.op === 'insert') {
    if (!Number.isInteger(edit.index) || edit.index < 0 || edit.index > seq.length)
      throw new SourceEditError(`${where} has ${seq.length} items, so a new item cannot go at index ${edit.index} (use 0 to ${seq.length})`);
    copy.splice(edit.index, 0, edit.value);
  } else if (edit.op === 'move') {
    for (const [name, i] of [
      ['from', edit.from],
      ['to', edit.to],
    ] as const) {
      if (!Number.isInteger(i) || i < 0 || i >= seq.length)
        throw new SourceEditError(`${where} has ${seq.length} items, so there is no index ${i} to move ${name} (use 0 to ${seq.length - 1})`);
    }
    copy.splice(edit.to, 0, ...copy.splice(edit.from, 1));
  } else throw new SourceEditError(`${where}: ${edit.op} needs a path to a key or item, not an empty path`);
  return copy;
}

/** Deep equality of plain data. Key order is ignored: a YAML mapping has none that the data can see. */
export function deepEqual(a: unknown, b: unknown): boolean {
  // Numbers as the file reads them: NaN is NaN, and -0 is not 0.
  if (typeof a === 'number' && typeof b === 'number') return Object.is(a, b);
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (!isObj(a) || !isObj(b) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
}
