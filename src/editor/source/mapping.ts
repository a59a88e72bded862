/**
 * Adding a key that a mapping does not have yet, in the mapping's own style
 * (`key: value` lines at its indent, or `, key: value` inside `{ … }`), at
 * the place the schema's order of keys gives it; and renaming a key where it
 * is written.
 */
import { isMap, isScalar, type Node, type Pair, type YAMLMap } from 'yaml';
import { insertBlockEntry, insertFlowEntry } from './collection.js';
import { entryStart, locate } from './locate.js';
import { foldedLikeNeighbours } from './fold.js';
import type { Parsed } from './parse.js';
import { plainSafe, quoted } from './quote.js';
import { flowLikeSiblings, renderFlow, renderFlowPair, renderNew } from './render.js';
import { fileStyle } from './style.js';
import { replaceValue } from './replace.js';
import { column, splice } from './text.js';
import { formatPath, SourceEditError, type DataPath } from './types.js';

/**
 * Where a new key goes among a mapping's keys: before the first key that
 * `order` ranks after it, so a field filled in the form takes the place the
 * schema gives it; at the end when it or they are not ranked.
 */
function placeOf(map: YAMLMap, key: string, order: string[] | undefined): number {
  const rank = order?.indexOf(key) ?? -1;
  if (rank < 0) return map.items.length;
  const after = map.items.findIndex((pair) => {
    const other = order!.indexOf(String((pair.key as { value?: unknown } | null)?.value));
    return other > rank;
  });
  return after < 0 ? map.items.length : after;
}

/** The new source with key added to the mapping at mapPath. */
export function addKey(parsed: Parsed, mapPath: DataPath, key: string, value: unknown, order?: string[]): string {
  const { source: src, nl } = parsed;
  const style = fileStyle(parsed);
  const located = locate(parsed.doc, mapPath);
  if (!isMap(located.node)) throw new SourceEditError(`${formatPath(mapPath)} is not a mapping in the file's text`);
  const map: YAMLMap = located.node;
  const at = placeOf(map, key, order);
  if (map.flow) {
    // `note: {}` in block context becomes a block mapping under its key.
    const inBlock = located.parent ? !located.parent.flow : false;
    if (map.items.length === 0 && inBlock) return replaceValue(src, nl, located, { [key]: value }, style, mapPath);
    return insertFlowEntry(src, map, at, renderFlowPair(key, value, style), style.mapPadding);
  }
  const keyText = plainSafe(key, false) ? key : quoted(key, style);
  // Prose folded like the same field of the neighbouring entries, its lines at their column.
  const col = map.items.length > 0 ? column(src, entryStart(map, 0)) : -1;
  const folded = col >= 0 ? foldedLikeNeighbours(parsed, [...mapPath, key], value, col + style.indent) : undefined;
  if (folded) return insertBlockEntry(src, nl, map, at, `${keyText}: ${folded}`, col);
  const text = flowLikeSiblings(
    map.items.map((p) => p.value),
    value,
  )
    ? `${keyText}: ${renderFlow(value, style)}`
    : renderNew(value, { key }, style);
  return insertBlockEntry(src, nl, map, at, text, 0);
}

/** The new source with the key at path written as `to`, in place. */
export function renameKey(parsed: Parsed, path: DataPath, to: string): string {
  const { parent, index } = locate(parsed.doc, path);
  if (!isMap(parent) || index < 0) throw new SourceEditError(`${formatPath(path)} is not a key of a mapping in the file's text`);
  const key = (parent.items[index] as Pair).key as Node;
  if (!isScalar(key)) throw new SourceEditError(`${formatPath(path)} has a key that is not plain text; rename it by hand`);
  const [start, end] = key.range!;
  return splice(parsed.source, start, end, plainSafe(to, parent.flow ?? false) ? to : quoted(to, fileStyle(parsed)));
}
