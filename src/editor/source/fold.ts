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
import { scalarRegion } from './scalar.js';
import { column, splice, withNl } from './text.js';
import { check } from './verify.js';
import type { DataPath } from './types.js';

/** Texts looked at to judge a value's neighbours; enough to see how the file writes them. */
const ENOUGH = 40;

/** The nodes at `rest` under a node, any entry of a list standing for a number. */
function collect(node: unknown, rest: DataPath, out: Node[]): void {
  if (out.length >= ENOUGH || node === null || node === undefined) return;
  if (rest.length === 0) {
    out.push(node as Node);
    return;
  }
  const [step, ...more] = rest;
  if (typeof step === 'number') {
    if (isSeq(node)) for (const item of node.items) collect(item, more, out);
  } else if (isMap(node)) collect(node.get(step, true), more, out);
}

/**
 * The texts beside the value at path: the other entries of its list, else
 * the same field of the other entries of the nearest list around it (the
 * other questions' answers, the other pages' descriptions), else further
 * out (the paragraphs of other pages' blocks, for the first paragraph of a
 * new block).
 */
function neighbours(parsed: Parsed, path: DataPath): Node[] {
  for (let level = path.length - 1; level >= 0; level--) {
    const index = path[level];
    if (typeof index !== 'number') continue;
    const list = locate(parsed.doc, path.slice(0, level)).node;
    if (!isSeq(list)) continue;
    const found: Node[] = [];
    list.items.forEach((entry, i) => i !== index && collect(entry, path.slice(level + 1), found));
    const texts = found.filter((n) => isScalar(n) && typeof n.value === 'string' && n.value !== '');
    if (texts.length > 0) return texts;
  }
  return [];
}

/** Most of the texts beside the value at path are folded blocks. */
function foldedAround(parsed: Parsed, path: DataPath): boolean {
  const texts = neighbours(parsed, path);
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

/** The paths of the texts inside a value, relative to it. */
function textsIn(value: unknown, at: DataPath = []): DataPath[] {
  if (typeof value === 'string') return value ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => textsIn(v, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => textsIn(v, [...at, k]));
  return [];
}

/**
 * A value just written whole (a new page, a new entry) has its prose folded
 * like its neighbours, one text at a time; a text whose folded form would
 * not read back as it is stays as it was written.
 */
export function foldNewTexts(parsed: Parsed, at: DataPath, value: unknown): Parsed {
  let current = parsed;
  for (const rel of textsIn(value)) {
    const path = [...at, ...rel];
    const located = locate(current.doc, path);
    const node = located.node;
    if (!isScalar(node) || !located.parent || located.parent.flow || node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL') continue;
    const folded = foldedLikeNeighbours(current, path, node.value, valueIndent(current, located.parent, located.index));
    if (!folded) continue;
    const [start, end] = scalarRegion(current.source, node);
    const result = check(splice(current.source, start, end, withNl(folded, current.nl)), current.data);
    if (result.ok) current = result.parsed;
  }
  return current;
}
