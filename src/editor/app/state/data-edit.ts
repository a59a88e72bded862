import type { DataPath, SourceEdit } from '../source.js';

/**
 * The same edits as the source text gets, applied to the plain data. The
 * form and the preview read this at once; the text catches up in the same
 * step, and the source library checks the two agree.
 */
export function applyToData(data: unknown, edit: SourceEdit): unknown {
  switch (edit.op) {
    case 'set':
      return update(data, edit.path, () => clone(edit.value));
    case 'delete':
      return update(data, edit.path.slice(0, -1), (parent) => {
        const key = edit.path[edit.path.length - 1];
        if (Array.isArray(parent)) return parent.filter((_, i) => i !== key);
        const { [key]: _removed, ...rest } = parent as Record<string, unknown>;
        return rest;
      });
    case 'insert':
      return update(data, edit.path, (list) => {
        const next = Array.isArray(list) ? [...list] : [];
        next.splice(edit.index, 0, clone(edit.value));
        return next;
      });
    case 'move':
      return update(data, edit.path, (list) => {
        const next = [...(list as unknown[])];
        const [item] = next.splice(edit.from, 1);
        next.splice(edit.to, 0, item);
        return next;
      });
  }
}

/** A copy of `data` with the value at `path` replaced by `fn(old)`; parents are copied, siblings shared. */
function update(data: unknown, path: DataPath, fn: (old: unknown) => unknown): unknown {
  if (path.length === 0) return fn(data);
  const [head, ...rest] = path;
  if (Array.isArray(data)) {
    const next = [...data];
    next[head as number] = update(data[head as number], rest, fn);
    return next;
  }
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { ...record, [head]: update(record[head as string], rest, fn) };
}

const clone = <T,>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** The value at a path, or undefined. */
export function valueAt(data: unknown, path: DataPath): unknown {
  let node = data;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

export const samePath = (a: DataPath, b: DataPath) => a.length === b.length && a.every((step, i) => step === b[i]);
export const startsWith = (path: DataPath, prefix: DataPath) => prefix.length <= path.length && prefix.every((step, i) => path[i] === step);
export const pathKey = (path: DataPath) => JSON.stringify(path);
