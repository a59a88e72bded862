/**
 * Rewrites what an older site file says the old way, changing only those
 * bytes: a renamed key has its key's text replaced, a changed value goes
 * through the visual editor's byte-exact edits, and every step is read back
 * and compared with the data it meant to produce, as the editor's saves are.
 */
import { isMap, isScalar, type Node, type Pair } from 'yaml';
import { applyEdits, type DataPath } from '../editor/source/edit.js';
import { locate } from '../editor/source/locate.js';
import { parseSite } from '../editor/source/parse.js';
import { plainSafe } from '../editor/source/quote.js';
import { check } from '../editor/source/verify.js';
import { formatPath, SourceEditError } from '../editor/source/types.js';
import type { Change, Migration } from './migrations.js';

/** A place an older form was found: the migration, the change, and where it is in the file. */
export interface Found {
  migration: Migration;
  change: Change;
  line: number;
  col: number;
}

/** Every place the file says something the old way, in file order. Throws SourceEditError when the file cannot be read. */
export function findOldForms(source: string, migrations: readonly Migration[]): Found[] {
  const parsed = parseSite(source);
  const lines = lineStarts(source);
  const found = migrations.flatMap((migration) =>
    migration.find(parsed.data).map((change) => {
      const { line, col } = position(lines, keyNode(parsed.doc, change.path)?.range?.[0] ?? 0);
      return { migration, change, line, col };
    }),
  );
  return found.sort((a, b) => a.line - b.line || a.col - b.col);
}

/**
 * Applies every migration in order, each to the result of the one before;
 * returns the new text and what was changed. The text is unchanged when
 * nothing is old.
 */
export function migrateSource(source: string, migrations: readonly Migration[]): { source: string; changed: Found[] } {
  let text = source;
  const changed: Found[] = [];
  for (const migration of migrations) {
    const found = findOldForms(text, [migration]);
    // Later places first, so each change leaves the places before it where they were.
    for (const place of [...found].reverse()) text = apply(text, place.change);
    changed.push(...found);
  }
  return { source: text, changed };
}

function apply(source: string, change: Change): string {
  if (change.op === 'set') return applyEdits(source, [{ op: 'set', path: change.path, value: change.value }]);
  const parsed = parseSite(source);
  const key = keyNode(parsed.doc, change.path);
  if (!key?.range || !isScalar(key) || !plainSafe(change.to, false))
    throw new SourceEditError(`${formatPath(change.path)}: the key cannot be renamed to '${change.to}' in place; rename it by hand`);
  const next = source.slice(0, key.range[0]) + change.to + source.slice(key.range[1]);
  const result = check(next, renamed(parsed.data, change.path, change.to));
  if (!result.ok) throw new SourceEditError(`${formatPath(change.path)}: the rename was not written, because ${result.why}; rename it by hand`);
  return next;
}

/** The key node of the mapping entry at path, if the path ends in a key the file has. */
function keyNode(doc: ReturnType<typeof parseSite>['doc'], path: DataPath): Node | undefined {
  if (path.length === 0) return undefined;
  const { parent, index } = locate(doc, path);
  return parent && isMap(parent) && index >= 0 ? ((parent.items[index] as Pair).key as Node) : undefined;
}

/** The data with one key renamed, in place in its mapping's order. */
function renamed(data: unknown, path: DataPath, to: string): unknown {
  if (path.length === 0 || typeof data !== 'object' || data === null) return data;
  const [head, ...rest] = path;
  if (Array.isArray(data)) return data.map((item, i) => (i === head ? renamed(item, rest, to) : item));
  const entries = Object.entries(data as Record<string, unknown>);
  if (rest.length > 0) return Object.fromEntries(entries.map(([k, v]) => [k, k === head ? renamed(v, rest, to) : v]));
  return Object.fromEntries(entries.map(([k, v]) => [k === head ? to : k, v]));
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function position(starts: number[], offset: number): { line: number; col: number } {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, col: offset - starts[low] + 1 };
}

/**
 * What validate adds under a file's problems when some come from an older
 * blocksite: each place in the owner's words, then the command that rewrites
 * them. None when the file says nothing the old way, or cannot be read.
 */
export function oldFormNotes(display: string, source: () => string, migrations: readonly Migration[], migrate: string): string[] {
  if (migrations.length === 0) return [];
  let found: Found[];
  try {
    found = findOldForms(source(), migrations);
  } catch {
    return [];
  }
  if (found.length === 0) return [];
  return [
    `Written for an older blocksite: ${found.length === 1 ? 'one place says' : `${found.length} places say`} something the old way.`,
    ...found.map((f) => `${display}:${f.line}:${f.col}  ${f.migration.explain}`),
    `\`${migrate}\` rewrites ${found.length === 1 ? 'it' : 'them'}, changing nothing else in the file.`,
  ];
}
