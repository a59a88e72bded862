/**
 * Inserting and moving sequence items. A moved item carries its exact text
 * (comments, quoting, folded lines), so moving it back restores the file.
 */
import { isSeq, type YAMLSeq } from 'yaml';
import { entryText, insertBlockEntry, insertFlowEntry, removeEntry } from './collection.js';
import { entryStart, holderEnd, locate, type Located } from './locate.js';
import { foldedLikeNeighbours } from './fold.js';
import { column } from './text.js';
import { parseSite, type Parsed } from './parse.js';
import { replaceValue } from './replace.js';
import { flowLikeSiblings, renderFlow, renderNew } from './render.js';
import { fileStyle } from './style.js';
import { SourceEditError, formatPath, type DataPath } from './types.js';

function sequenceAt(parsed: Parsed, path: DataPath): { seq: YAMLSeq; located: Located } {
  const located = locate(parsed.doc, path);
  if (!isSeq(located.node)) throw new SourceEditError(`${formatPath(path)} is not a sequence in the file's text`);
  return { seq: located.node, located };
}

/** The new source with value inserted before item index of the sequence at path (which exists). */
export function insertItem(parsed: Parsed, path: DataPath, index: number, value: unknown): string {
  const { source: src, nl } = parsed;
  const style = fileStyle(parsed);
  const { seq, located } = sequenceAt(parsed, path);
  if (seq.flow) {
    // `key: []` in block context becomes a block sequence under the key.
    const inBlock = located.parent ? !located.parent.flow : false;
    if (seq.items.length === 0 && inBlock) return replaceValue(src, nl, located, [value], style, path);
    return insertFlowEntry(src, seq, index, renderFlow(value, style), style.seqPadding);
  }
  // A new paragraph among folded ones is folded too, its lines at their column.
  const col = seq.items.length > 0 ? column(src, entryStart(seq, 0)) : -1;
  const folded = col >= 0 ? foldedLikeNeighbours(parsed, [...path, -1], value, col + style.indent) : undefined;
  if (folded) return insertBlockEntry(src, nl, seq, index, `- ${folded}`, col);
  const text = flowLikeSiblings(seq.items, value) ? `- ${renderFlow(value, style)}` : renderNew(value, { item: true }, style);
  return insertBlockEntry(src, nl, seq, index, text, 0);
}

/** The new source with item from moved so that it ends up at index to. */
export function moveItem(parsed: Parsed, path: DataPath, from: number, to: number): string {
  const { seq, located } = sequenceAt(parsed, path);
  const { text, col } = entryText(parsed.source, seq, from);
  const without = removeEntry(parsed.source, seq, from, holderEnd(parsed.source, located));
  // The removal shifts every offset after it, so the insertion point is found in a fresh parse.
  const again = parseSite(without);
  const { seq: rest } = sequenceAt(again, path);
  if (rest.items.length === 0) throw new SourceEditError(`${formatPath(path)}: a sequence of one item cannot be moved within`);
  if (rest.flow) return insertFlowEntry(without, rest, to, text, fileStyle(again).seqPadding);
  return insertBlockEntry(without, again.nl, rest, to, text, col);
}
