import { VALUE_COST, valuesBeforeLines } from './value-count.js';

/**
 * A large file cut into pieces by its lines, so that the careful road
 * reads one piece at a time and its memory follows the largest piece, not
 * the file: the yaml library's syntax tree and document cost about 27
 * bytes for each byte of a broken file.
 *
 * What is cut are long block lists (a site's routes, a collection's items,
 * a long page's blocks): any list whose text costs more than the budget. Its
 * entries are packed into groups, and each group is read as a text of its
 * own made of
 * - the lines above the list that hold it (`routes:`, or `collections:`,
 *   `  posts:`, `    items:`), so its depth and its context are the file's;
 * - the entry before the group and the entry after it, so that what an
 *   explanation looks at around a mistake (the lines above and below it) is
 *   what the whole file has there; their own problems are their own
 *   pieces', and are left out;
 * - the group's entries.
 * What is left of the file, with each cut list holding only its last entry
 * (so the line after the list is read after the lines it follows in the
 * file), is a piece too, the root. Every line of the file is one piece's
 * own, so every mistake is reported once, by the piece that holds it.
 *
 * The cut looks only at each line's indentation and first characters:
 * a list's entries are its lines at the first entry's column that start
 * with '- '. A line out of place inside a list (less indented than the
 * entries, or at their column without a '- ') stays in the entry above
 * it, where reading that entry finds it, as the whole file would.
 */

/** Lines of the file, 0-based, from and to (exclusive). */
type Span = [number, number];

/** A list the cut takes apart. */
interface CutList {
  /** The lines that hold it, outermost first: keys that open a block, and the entries of lists around it. */
  header: number[];
  /** The line each entry starts on; the first starts where the list's lines do, with any comment before its '- '. */
  starts: number[];
  /** Where its last entry ends. */
  end: number;
}

export interface Piece {
  /** Its text, as the file's lines. */
  spans: Span[];
  /** The lines whose problems are this piece's to report (the rest of its text is context). */
  own: Span[];
  /** For a group: the list it holds entries of (an index into Cut.lists), the first of them, how many, and how many entries of context come before them. */
  group?: { list: number; first: number; count: number; before: number };
}

export interface Cut {
  lines: Lines;
  lists: CutList[];
  pieces: Piece[];
}

/** Where each line of a text starts, and what its first characters are. */
export class Lines {
  readonly starts: number[] = [0];
  private valuesBefore?: Float64Array;

  constructor(readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
    // A text ending in a line break has no line after it.
    if (this.starts[this.starts.length - 1] === text.length && this.starts.length > 1) this.starts.pop();
  }

  get count(): number {
    return this.starts.length;
  }

  /** Where a line ends, its line break included. */
  end(line: number): number {
    return line + 1 < this.starts.length ? this.starts[line + 1] : this.text.length;
  }

  /** The characters of lines from..to-1, line breaks included. */
  size(from: number, to: number): number {
    return (to < this.starts.length ? this.starts[to] : this.text.length) - this.starts[from];
  }

  /** What reading lines from..to-1 on the careful road costs, in characters (value-count.ts). */
  cost(from: number, to: number): number {
    this.valuesBefore ??= valuesBeforeLines(this.text, this.starts);
    return this.size(from, to) + VALUE_COST * (this.valuesBefore[to] - this.valuesBefore[from]);
  }

  /** The line's leading spaces, and tabs, which YAML refuses there but which still put a line inside the block above it. */
  indent(line: number): number {
    const start = this.starts[line];
    let at = start;
    for (let c = this.text.charCodeAt(at); c === SPACE || c === TAB; c = this.text.charCodeAt(++at));
    return at - start;
  }

  /** Whether a line holds anything but spaces and a comment. */
  content(line: number): boolean {
    const c = this.text.charCodeAt(this.starts[line] + this.indent(line));
    return !(Number.isNaN(c) || c === LF || c === CR || c === HASH);
  }

  /** Whether a line's content, from `col`, is a list entry's '- ' (or a '-' alone). */
  dashAt(line: number, col: number): boolean {
    const at = this.starts[line] + col;
    if (this.text.charCodeAt(at) !== DASH) return false;
    const next = this.text.charCodeAt(at + 1);
    return Number.isNaN(next) || next === SPACE || next === LF || next === CR;
  }

  /** Where the content after a line's '- ' starts, as a column. */
  afterDash(line: number, col: number): number {
    const start = this.starts[line];
    let at = start + col + 1;
    while (this.text.charCodeAt(at) === SPACE) at++;
    return at - start;
  }

  /** Whether the line, from `col`, is a key with nothing after its ':' but a comment: a key that opens a block. */
  opensBlock(line: number, col: number): boolean {
    const text = this.text.slice(this.starts[line] + col, Math.min(this.end(line), this.starts[line] + col + 1100));
    return OPENS_BLOCK.test(text);
  }
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const HASH = 0x23;
const DASH = 0x2d;

/** A key (plain or quoted) and its ':', then only spaces or a comment to the end of the line. */
const OPENS_BLOCK = /^(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\n]|'')*'|[^\s#"'{[\]},&*!|>%@`-][^#\n]*?|-[^\s#][^#\n]*?)[ \t]*:(?:[ \t]+#[^\n]*)?[ \t]*\r?\n?$/;

/**
 * Cuts a text into pieces that cost about `budget` characters or fewer to
 * read, each value counted as VALUE_COST characters more (value-count.ts),
 * so that a piece of many small values is as small in memory as a piece
 * of prose (a piece is larger when one entry, with the lists inside it cut, is).
 */
export function cutPieces(text: string, budget: number): Cut {
  const lines = new Lines(text);
  const lists: CutList[] = [];
  new Finder(lines, budget, lists).map(0, lines.count, firstContentIndent(lines, 0, lines.count) ?? 0, []);
  lists.sort((a, b) => a.starts[0] - b.starts[0]);
  return { lines, lists, pieces: piecesOf(lines, lists, budget) };
}

function firstContentIndent(lines: Lines, from: number, to: number): number | undefined {
  for (let line = from; line < to; line++) if (lines.content(line)) return lines.indent(line);
  return undefined;
}

/** Finds the lists over the budget, going down only into what is over it. */
class Finder {
  constructor(
    private readonly lines: Lines,
    private readonly budget: number,
    private readonly lists: CutList[],
  ) {}

  /** The keys of a mapping at column `col`, in lines from..to-1, and the blocks they open. */
  map(from: number, to: number, col: number, header: number[]): void {
    const { lines } = this;
    for (let line = from; line < to; ) {
      if (!lines.content(line) || lines.indent(line) !== col) {
        line++;
        continue;
      }
      const end = this.blockEnd(line + 1, to, col);
      if (lines.cost(line, end) > this.budget && lines.opensBlock(line, col)) this.value(line + 1, end, col, [...header, line]);
      line = end;
    }
  }

  /**
   * Where the block under a key at column `col` ends: at the first line with
   * content indented as far as the key or less, but for a list at the key's
   * own column, which YAML allows, whose entries' lines go on.
   */
  private blockEnd(from: number, to: number, col: number): number {
    const { lines } = this;
    let list = false;
    let first = true;
    for (let line = from; line < to; line++) {
      if (!lines.content(line)) continue;
      const indent = lines.indent(line);
      if (first && indent === col && lines.dashAt(line, col)) list = true;
      first = false;
      if (indent < col || (indent === col && !(list && lines.dashAt(line, col)))) return line;
    }
    return to;
  }

  /** The block under a key that opens one: a list, or a mapping. */
  private value(from: number, to: number, keyCol: number, header: number[]): void {
    const { lines } = this;
    let first = from;
    while (first < to && !lines.content(first)) first++;
    if (first === to) return;
    const col = lines.indent(first);
    if (!lines.dashAt(first, col)) {
      if (col > keyCol) this.map(from, to, col, header);
      return;
    }
    const starts = [from];
    for (let line = first + 1; line < to; line++) if (lines.content(line) && lines.indent(line) === col && lines.dashAt(line, col)) starts.push(line);
    this.lists.push({ header, starts, end: to });
    starts.forEach((start, i) => {
      const end = starts[i + 1] ?? to;
      if (lines.cost(start, end) > this.budget) this.entry(i === 0 ? first : start, end, col, header);
    });
  }

  /** A list entry's lines, from its '- ': the mapping it holds, whose first key is on that line. */
  private entry(dashLine: number, to: number, dashCol: number, header: number[]): void {
    const { lines } = this;
    const col = lines.afterDash(dashLine, dashCol);
    // '- - …' and '- ' alone hold a list or a block below: not cut further.
    const c = lines.text.charCodeAt(lines.starts[dashLine] + col);
    if (lines.dashAt(dashLine, col) || Number.isNaN(c) || c === LF || c === CR || c === HASH) return;
    const inside = [...header, dashLine];
    const end = this.blockEnd(dashLine + 1, to, col);
    if (lines.opensBlock(dashLine, col) && lines.cost(dashLine, end) > this.budget) this.value(dashLine + 1, end, col, inside);
    this.map(end, to, col, inside);
  }
}

/**
 * The pieces: the groups of each list's entries, and the root, the rest.
 * A group also reads the lines around it as the file has them: the entry
 * before it, and the entry after it or, after the last, the line that
 * ends the list. The root keeps each list's last entry, so the line after
 * the list is read after the lines it follows in the file; that entry is
 * its group's to report.
 */
function piecesOf(lines: Lines, lists: CutList[], budget: number): Piece[] {
  // Each list's entries are read in groups, not where the list is; the root keeps the last.
  const removed: Span[] = lists.filter((list) => list.starts.length > 1).map((list) => [list.starts[0], list.starts[list.starts.length - 1]]);
  const trimmed = (from: number, to: number) => without(from, to, removed);
  const costOf = (spans: Span[]) => spans.reduce((sum, [from, to]) => sum + lines.cost(from, to), 0);
  const root = trimmed(0, lines.count);
  const lastOf = (list: CutList): Span => [list.starts[list.starts.length - 1], list.end];
  const lasts = lists.filter((list) => list.starts.length > 1).map(lastOf);
  const pieces: Piece[] = [{ spans: root, own: subtract(root, lasts) }];
  lists.forEach((list, index) => {
    const n = list.starts.length;
    if (n < 2) return;
    const entry = (i: number) => trimmed(list.starts[i], i + 1 < n ? list.starts[i + 1] : list.end);
    // The last entries of lists inside this one's entries are kept here as the root keeps them, and are their own groups' to report.
    const inner = lasts.filter(([from]) => from > list.starts[0] && from < list.end && from !== lastOf(list)[0]);
    for (let first = 0; first < n; ) {
      const own: Span[] = [...entry(first)];
      let size = costOf(own);
      let next = first + 1;
      for (; next < n; next++) {
        const more = entry(next);
        const grown = size + costOf(more);
        if (grown > budget) break;
        own.push(...more);
        size = grown;
      }
      const before = first > 0 ? entry(first - 1) : [];
      const after: Span[] = next < n ? entry(next) : list.end < lines.count ? [[list.end, list.end + 1]] : [];
      const spans: Span[] = [...list.header.map((line): Span => [line, line + 1]), ...before, ...own, ...after];
      pieces.push({ spans: merged(spans), own: subtract(merged(own), inner), group: { list: index, first, count: next - first, before: first > 0 ? 1 : 0 } });
      first = next;
    }
  });
  return pieces;
}

/**
 * Lines from..to-1 without the removed stretches inside them (the outermost,
 * each once). A stretch that begins where the range does is the range's own
 * list's, not one inside it.
 */
function without(from: number, to: number, removed: Span[]): Span[] {
  const spans: Span[] = [];
  let at = from;
  for (const [start, end] of removed) {
    if (start <= from || end > to || start < at) continue;
    spans.push([at, start]);
    at = end;
  }
  spans.push([at, to]);
  return spans.filter(([a, b]) => b > a);
}

/** The lines of spans that are in none of `cut`. */
function subtract(spans: Span[], cut: Span[]): Span[] {
  let out = spans;
  for (const [from, to] of cut)
    out = out.flatMap(([a, b]): Span[] =>
      to <= a || from >= b
        ? [[a, b]]
        : [
            [a, Math.max(a, from)],
            [Math.min(b, to), b],
          ],
    );
  return out.filter(([a, b]) => b > a);
}

/** Spans with the ones that touch joined. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    if (last && last[1] === span[0]) last[1] = span[1];
    else out.push([...span]);
  }
  return out;
}

/** A piece's text, and the file's line (1-based) of each of its lines. */
export function pieceText(lines: Lines, piece: Piece): { text: string; lineOf: (line: number) => number } {
  const parts: string[] = [];
  const firsts: number[] = [];
  let count = 0;
  for (const [from, to] of piece.spans) {
    let part = lines.text.slice(lines.starts[from], lines.end(to - 1));
    // Every line ends with a break inside a piece, the file's last one too.
    if (!part.endsWith('\n')) part += '\n';
    parts.push(part);
    firsts.push(count);
    count += to - from;
  }
  const lineOf = (line: number) => {
    // The last span that starts at or before the line (1-based in the text).
    let [lo, hi] = [0, firsts.length - 1];
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (firsts[mid] <= line - 1) lo = mid;
      else hi = mid - 1;
    }
    return piece.spans[lo][0] + (line - 1 - firsts[lo]) + 1;
  };
  return { text: parts.join(''), lineOf };
}

/** Whether a file line (1-based) is one of the piece's own. */
export function ownsLine(piece: Piece, line: number): boolean {
  return piece.own.some(([from, to]) => line - 1 >= from && line - 1 < to);
}
