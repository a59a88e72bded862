/**
 * Adding a key that a mapping does not have yet, at the end of that mapping,
 * in the mapping's own style: `key: value` lines at its indent, or
 * `, key: value` inside `{ … }`.
 */
import { isMap, type YAMLMap } from 'yaml';
import { insertBlockEntry, insertFlowEntry } from './collection.js';
import { locate } from './locate.js';
import type { Parsed } from './parse.js';
import { plainSafe, quoted } from './quote.js';
import { flowLikeSiblings, renderFlow, renderFlowPair, renderNew } from './render.js';
import { fileStyle } from './style.js';
import { replaceValue } from './replace.js';
import { formatPath, SourceEditError, type DataPath } from './types.js';

/** The new source with key added to the mapping at mapPath. */
export function addKey(parsed: Parsed, mapPath: DataPath, key: string, value: unknown): string {
  const { source: src, nl } = parsed;
  const style = fileStyle(parsed);
  const located = locate(parsed.doc, mapPath);
  if (!isMap(located.node)) throw new SourceEditError(`${formatPath(mapPath)} is not a mapping in the file's text`);
  const map: YAMLMap = located.node;
  if (map.flow) {
    // `note: {}` in block context becomes a block mapping under its key.
    const inBlock = located.parent ? !located.parent.flow : false;
    if (map.items.length === 0 && inBlock) return replaceValue(src, nl, located, { [key]: value }, style, mapPath);
    return insertFlowEntry(src, map, map.items.length, renderFlowPair(key, value, style), style.mapPadding);
  }
  const text = flowLikeSiblings(
    map.items.map((p) => p.value),
    value,
  )
    ? `${plainSafe(key, false) ? key : quoted(key, style)}: ${renderFlow(value, style)}`
    : renderNew(value, { key }, style);
  return insertBlockEntry(src, nl, map, map.items.length, text, 0);
}
