/**
 * Every written source is read back with the site options and compared with
 * the data the edit meant to produce. A mismatch is never returned to the caller.
 */
import { deepEqual } from './data.js';
import { parseSite, type Parsed } from './parse.js';
import { formatPath, SourceEditError, type DataPath } from './types.js';
import { isObj } from '../../is-obj.js';

export type Checked = { ok: true; parsed: Parsed } | { ok: false; why: string };

export function check(source: string, expected: unknown): Checked {
  let parsed: Parsed;
  try {
    parsed = parseSite(source);
  } catch (error) {
    if (error instanceof SourceEditError) return { ok: false, why: error.message.replace(/^the file cannot be read: /, 'it would not parse: ') };
    throw error;
  }
  if (deepEqual(parsed.data, expected)) return { ok: true, parsed };
  return { ok: false, why: `${formatPath(firstDifference(parsed.data, expected, []))} would read back differently` };
}

/** Like check, but a mismatch is an error naming the edit's path. */
export function commit(source: string, expected: unknown, path: DataPath, op: string): Parsed {
  const result = check(source, expected);
  if (result.ok) return result.parsed;
  throw refused(path, op, result.why);
}

export const refused = (path: DataPath, op: string, why: string): SourceEditError =>
  new SourceEditError(`${formatPath(path)}: the ${op} was not written, because the file would not read back as intended (${why}); nothing was changed`);

/** The path of the first place where two data trees differ, for error messages. */
function firstDifference(a: unknown, b: unknown, at: DataPath): DataPath {
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (!deepEqual(a[i], b[i])) return firstDifference(a[i], b[i], [...at, i]);
    return at;
  }
  if (isObj(a) && isObj(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!Object.hasOwn(a, key) || !Object.hasOwn(b, key)) return [...at, key];
      if (!deepEqual(a[key], b[key])) return firstDifference(a[key], b[key], [...at, key]);
    }
  }
  return at;
}
