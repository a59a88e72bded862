/**
 * Prose written like the prose around it: a new or edited text is folded
 * (`>-`, wrapped at the file's width) when the texts beside it are, such as
 * the other paragraphs of a list or the same field of the other items.
 */
import { isMap, isScalar, isSeq, parse, type Node } from 'yaml';
import { newFoldedBlock } from './block-scalar.js';
import { dashes, locate } from './locate.js';
import type { Parsed } from './parse.js';
import { fileStyle } from './style.js';
import { column } from './text.js';
import type { DataPath } from './types.js';

/** The texts beside the value at path: the other entries of its list, or the same key in the other entries of the list its mapping is in. */
function neighbours(parsed: Parsed, path: DataPath): Node[] {
  if (path.length === 0) return [];
  const last = path[path.length - 1];
  const parent = locate(parsed.doc, path.slice(0, -1)).node;
  if (isSeq(parent)) return parent.items.filter((_, i) => i !== last) as Node[];
  if (!isMap(parent) || path.length < 2 || typeof path[path.length - 2] !== 'number') return [];
  const list = locate(parsed.doc, path.slice(0, -2)).node;
  if (!isSeq(list)) return [];
  return list.items.flatMap((entry) => (isMap(entry) && entry !== parent ? [entry.get(last, true) as Node | undefined] : [])).filter((n) => n !== undefined);
}

/** Most of the texts beside the value at path are folded blocks. */
function foldedAround(parsed: Parsed, path: DataPath): boolean {
  const texts = neighbours(parsed, path).filter((n) => isScalar(n) && typeof n.value === 'string' && n.value !== '');
  const folded = texts.filter((n) => isScalar(n) && n.type === 'BLOCK_FOLDED').length;
  return folded > 0 && folded * 2 >= texts.length;
}

/**
 * The value as a folded block whose lines sit at column `indent`, when its
 * neighbours are folded, it is too long for one line (or has line breaks),
 * and the block reads back as the value; else undefined. Short text stays on
 * its key's line, as the owner writes it.
 */
export function foldedLikeNeighbours(parsed: Parsed, path: DataPath, value: unknown, indent: number): string | undefined {
  const width = fileStyle(parsed).foldWidth;
  if (typeof value !== 'string' || (indent + value.length <= width && !value.includes('\n')) || !foldedAround(parsed, path)) return undefined;
  const block = newFoldedBlock(value, indent, width);
  if (block === undefined) return undefined;
  // The block's own reading, before it goes anywhere near the file.
  return indent > 0 && parse(`x: ${block}`)?.x === value ? block : undefined;
}

/** The column a block value's lines sit at under the key or `-` that holds entry `index` of `parent`. */
export function valueIndent(parsed: Parsed, parent: Node, index: number): number {
  const style = fileStyle(parsed);
  if (isSeq(parent)) return column(parsed.source, dashes(parent)[index]) + style.indent;
  const key = (parent as unknown as { items: Array<{ key: Node }> }).items[index].key;
  return column(parsed.source, key.range![0]) + style.indent;
}
