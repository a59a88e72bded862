/**
 * Removing and adding one entry of a mapping or sequence as a splice of lines
 * (block style) or of `, entry` text (flow style). Block entries keep the blank
 * lines that separate them from their siblings, so adding an entry and
 * removing it again gives back the original bytes.
 */
import { isSeq } from 'yaml';
import { entryContentEnd, entryStart, span, type Collection } from './locate.js';
import { blankLinesAbove, blankLinesBelow, lineStart, nextLineStart, splice, withNl } from './text.js';

/**
 * Removes entry i. holder is the offset just after the `:` or `-` that holds the
 * collection (-1 at the root or inside a flow collection).
 */
export function removeEntry(src: string, coll: Collection, i: number, holder: number): string {
  if (coll.flow) return removeFlowEntry(src, coll, i);
  const n = coll.items.length;
  const s = span(src, coll, i);
  const empty = isSeq(coll) ? '[]' : '{}';
  if (n === 1 && (s.compact || holder < 0)) return splice(src, s.start, s.end, empty); // `- {}`
  if (s.compact) {
    // `- type: hero` loses `type: hero`: the next entry moves up onto the `-` line,
    // unless comments sit in between, which then stay below a bare `-`.
    const next = entryStart(coll, 1);
    if (src.slice(s.end, next).trim() === '') return splice(src, s.start, next, '');
    let from = s.start;
    while (from > 0 && (src[from - 1] === ' ' || src[from - 1] === '\t')) from--;
    return splice(src, from, s.end, '');
  }
  let a = lineStart(src, s.start);
  let b = nextLineStart(src, s.end);
  // One separator goes with the entry: the blank lines above it, or below the first entry.
  if (i > 0) a = blankLinesAbove(src, a);
  else if (n > 1) b = blankLinesBelow(src, s.end);
  // At the end of a file without a final line break, take the break before instead.
  if (b === src.length && !src.endsWith('\n') && a > 0) a -= src[a - 2] === '\r' ? 2 : 1;
  const out = splice(src, a, b, '');
  // The last entry of a block collection leaves `key: []` or `key: {}`.
  return n === 1 ? splice(out, holder, holder, ` ${empty}`) : out;
}

function removeFlowEntry(src: string, coll: Collection, i: number): string {
  const n = coll.items.length;
  if (n === 1) {
    const close = coll.range![1] - 1;
    return splice(src, coll.range![0] + 1, close, '');
  }
  if (i < n - 1) return splice(src, entryStart(coll, i), entryStart(coll, i + 1), '');
  return splice(src, entryContentEnd(src, coll, i - 1), entryContentEnd(src, coll, i), '');
}

/** Blank lines directly above entry k's first line. */
function blanksAbove(src: string, coll: Collection, k: number): number {
  const start = lineStart(src, entryStart(coll, k));
  return src.slice(blankLinesAbove(src, start), start).split('\n').length - 1;
}

/**
 * Adds a block entry at index k (k may equal the length). text is the entry as
 * written at column textCol: its first line has no indent, later lines keep theirs.
 */
export function insertBlockEntry(src: string, nl: string, coll: Collection, k: number, text: string, textCol: number): string {
  const n = coll.items.length;
  const col = span(src, coll, 0).col;
  // The new entry is separated from its neighbours as they are from each other.
  const sep = n >= 2 ? blanksAbove(src, coll, k > 0 && k < n ? k : k === 0 ? 1 : n - 1) : 0;
  const body = shift(text.replace(/\r\n/g, '\n'), col - textCol);
  const gap = '\n'.repeat(sep);
  if (k === 0) return splice(src, entryStart(coll, 0), entryStart(coll, 0), withNl(`${body}\n${gap}${' '.repeat(col)}`, nl));
  const at = span(src, coll, k - 1).end;
  return splice(src, at, at, withNl(`\n${gap}${' '.repeat(col)}${body}`, nl));
}

/** Moves every line after the first by delta columns; blank and whitespace-only lines are left alone. */
export function shift(text: string, delta: number): string {
  if (delta === 0) return text;
  return text
    .split('\n')
    .map((line, i) => (i === 0 || line.trim() === '' ? line : delta > 0 ? ' '.repeat(delta) + line : line.slice(Math.min(-delta, line.search(/\S/)))))
    .join('\n');
}

/** Adds `text` as flow entry k: `[a, b]` → `[a, text, b]`, `{}` → `{ text }`. */
export function insertFlowEntry(src: string, coll: Collection, k: number, text: string, padding: boolean): string {
  const n = coll.items.length;
  if (n === 0) {
    const open = coll.range![0] + 1;
    const pad = padding ? ' ' : '';
    return splice(src, open, coll.range![1] - 1, `${pad}${text}${pad}`);
  }
  if (k < n) {
    const at = entryStart(coll, k);
    return splice(src, at, at, `${text}, `);
  }
  const at = entryContentEnd(src, coll, n - 1);
  return splice(src, at, at, `, ${text}`);
}

/** The exact source text of entry i, as a move carries it, with the column it was written at. */
export function entryText(src: string, coll: Collection, i: number): { text: string; col: number } {
  if (coll.flow) return { text: src.slice(entryStart(coll, i), entryContentEnd(src, coll, i)), col: 0 };
  const s = span(src, coll, i);
  return { text: src.slice(s.start, s.end), col: s.col };
}
