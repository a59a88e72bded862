/**
 * Finds the node an edit names, and the exact text span of an entry in a
 * collection: where it starts (its `-` or key), where its content ends, and
 * which following comment lines still belong to it.
 */
import { isMap, isScalar, isSeq, type Document, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';
import { formatPath, SourceEditError, type DataPath } from './types.js';
import { backOverSpace, column, lineAt, lineEnd, nextLineStart, sharesLine, skipSpaces } from './text.js';

export type Collection = YAMLMap | YAMLSeq;

export interface Located {
  /** The node at the path; undefined when the last key is missing from its mapping. */
  node: Node | undefined;
  /** The collection holding it, or undefined at the root. */
  parent: Collection | undefined;
  /** Its index in parent.items (-1 when missing). */
  index: number;
}

export function locate(doc: Document.Parsed, path: DataPath): Located {
  let node = doc.contents as Node | null;
  let parent: Collection | undefined;
  let index = -1;
  for (let i = 0; i < path.length; i++) {
    if (!node || !(isMap(node) || isSeq(node))) throw lost(path);
    parent = node;
    index = isMap(node) ? node.items.findIndex((p) => isScalar(p.key) && String(p.key.value) === String(path[i])) : Number(path[i]);
    const item = node.items[index] as Pair | Node | undefined;
    if (index < 0 || item === undefined) {
      if (i === path.length - 1 && isMap(node)) return { node: undefined, parent, index: -1 };
      throw lost(path);
    }
    node = isMap(node) ? ((item as Pair).value as Node | null) : (item as Node | null);
  }
  return { node: node ?? undefined, parent, index };
}

// The data check runs first and names missing paths, so reaching this means the
// document and its data disagree (an alias or an explicit key, which the site never uses).
const lost = (path: DataPath) => new SourceEditError(`${formatPath(path)} cannot be found in the file's text; edit this part of the file by hand`);

export const isBlock = (node: Node | null | undefined): boolean => (isMap(node) || isSeq(node)) && !node.flow;

/** Offsets of each block-sequence item's `-`, from the source tokens. */
export function dashes(seq: YAMLSeq): number[] {
  const token = seq.srcToken;
  if (token?.type !== 'block-seq') throw new SourceEditError('a block sequence has lost its source tokens');
  const found = token.items.flatMap((item) => item.start.filter((t) => t.type === 'seq-item-ind').map((t) => t.offset));
  if (found.length !== seq.items.length) throw new SourceEditError('a block sequence could not be matched to its text');
  return found;
}

/** The offset just after a key's `:`, or -1. */
export function colonAfter(src: string, key: Node): number {
  const at = skipSpaces(src, key.range![1]);
  return src[at] === ':' ? at + 1 : -1;
}

/** End of the node's last character of content (not comments or trailing lines); -1 for an empty value. */
export function contentEnd(src: string, node: Node | null | undefined): number {
  if (!node) return -1;
  const [start, end] = node.range!;
  if (isScalar(node)) {
    if (start === end) return -1;
    return node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL' ? backOverSpace(src, end, start) : end;
  }
  if (!isBlock(node)) return end;
  const coll = node as Collection;
  return entryContentEnd(src, coll, coll.items.length - 1);
}

/** Where entry i starts: its `-` in a sequence, its key in a mapping (block or flow). */
export function entryStart(coll: Collection, i: number): number {
  if (isSeq(coll)) return coll.flow ? (coll.items[i] as Node).range![0] : dashes(coll)[i];
  return ((coll.items[i] as Pair).key as Node).range![0];
}

export function entryContentEnd(src: string, coll: Collection, i: number): number {
  if (isSeq(coll)) {
    const after = coll.flow ? -1 : dashes(coll)[i] + 1;
    return Math.max(after, contentEnd(src, coll.items[i] as Node));
  }
  const pair = coll.items[i] as Pair;
  const key = pair.key as Node;
  return Math.max(key.range![1], colonAfter(src, key), contentEnd(src, pair.value as Node));
}

export interface Span {
  start: number;
  col: number;
  contentEnd: number;
  /** End of the entry's last line: its content, a comment after it, and deeper comment lines below. */
  end: number;
  /** The entry shares its first line with its parent's `-` (e.g. `- type: hero`). */
  compact: boolean;
}

/** The text span of a block collection's entry i. */
export function span(src: string, coll: Collection, i: number): Span {
  const start = entryStart(coll, i);
  const col = column(src, start);
  const cEnd = entryContentEnd(src, coll, i);
  let end = lineEnd(src, cEnd);
  // Comment lines indented deeper than the entry sit inside it; blank lines between
  // them and the content come along, blank lines after the last one do not.
  for (let at = nextLineStart(src, end); at < src.length; at = nextLineStart(src, at)) {
    const line = lineAt(src, at);
    if (line.indent < 0) continue;
    if (!line.comment || line.indent <= col) break;
    end = line.end;
  }
  return { start, col, contentEnd: cEnd, end, compact: sharesLine(src, start) };
}

/**
 * Where the text that holds this collection ends: just after the `:` of its key or
 * the `-` of its item. Used to write `[]` or `{}` there when the collection empties.
 */
export function holderEnd(src: string, located: Located): number {
  const { parent, index } = located;
  if (!parent) return -1;
  if (isSeq(parent)) return parent.flow ? -1 : dashes(parent)[index] + 1;
  return colonAfter(src, (parent.items[index] as Pair).key as Node);
}
