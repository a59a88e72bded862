import type { DataPath } from '../source.js';

/** The value at a path, or undefined. */
export function valueAt(data: unknown, path: DataPath): unknown {
  let node = data;
  for (const step of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

export const startsWith = (path: DataPath, prefix: DataPath) => prefix.length <= path.length && prefix.every((step, i) => path[i] === step);
export const pathKey = (path: DataPath) => JSON.stringify(path);
