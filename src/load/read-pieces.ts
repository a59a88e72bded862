import { sortProblems, type Problem } from '../problem.js';
import { isObj } from '../is-obj.js';
import { DEFAULT_LIMITS } from './guard-cst.js';
import { ControlCharacter, FileEmpty, TooManyEntries, UnclosedBracket, UnclosedQuote } from '../problem-catalogue.js';
import { findControlCharacter, guardOrSyntax, longValueProblem, MAX_BYTES, parseSource, valuesProblem, type LoadedSource, type PieceOf } from './load-site.js';
import { locate, type DataPath, type Position, type Within } from './locate.js';
import { cutPieces, ownsLine, pieceText, type Cut, type Piece } from './pieces.js';
import { quickLoad } from './quick-load.js';
import { overLimit } from './size-limit.js';
import { MAX_PROBLEMS } from './yaml-errors.js';

/**
 * Pieces of about this many characters: the slow path's syntax tree and
 * document of one take a few tens of megabytes.
 */
export const PIECE_BUDGET = 1024 * 1024;

/** The kinds of problem of an opener (a quote, a '[' or '{') that the piece's text never closes. */
const UNCLOSED = new Set([UnclosedQuote.code, UnclosedBracket.code]);

/** Where in the file a data path is written (validate-site.ts's Locator). */
type Locate = (path: DataPath, mode: 'key' | 'value', within?: Within) => Position;

export interface ReadPieces {
  /** The file's problems of reading: what the slow path reports for the whole file, found piece by piece. */
  problems: Problem[];
  /** The data, when it reads. */
  data?: unknown;
  /** Where a data path is written, reading only the piece it is in. */
  locate?: Locate;
  /**
   * A piece found a '[', '{' or quote never closed. In the whole file it runs
   * on over the lines of the pieces after it, which can change what the yaml
   * library reports, so a caller that can afford it reads the file whole.
   */
  unclosed?: boolean;
}

/**
 * Reads a large file a piece at a time (pieces.ts), with what the slow
 * path would report for the whole file: the problems of the first stage
 * that finds any, as parseSource runs them (long values and control
 * characters, looked for in the whole text, which costs no parse; the
 * guards, with the syntax errors that come before them; syntax errors;
 * commas inside { }), each reported by the piece whose own line it is on.
 * A piece whose quick read succeeds has none. Undefined, for the caller to
 * read the file whole, when the pieces read but their data cannot be put
 * together, which a file the cut reads as the yaml library does never gives.
 */
export function readInPieces(text: string, budget = PIECE_BUDGET): ReadPieces | undefined {
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) return { problems: [{ line: 1, col: 1, ...overLimit('the file', bytes, MAX_BYTES) }] };
  const values = valuesProblem(text);
  if (values) return { problems: [values] };
  if (text.trim() === '') return { problems: [{ line: 1, col: 1, ...FileEmpty() }] };
  const long = longValueProblem(text);
  if (long) return { problems: [long] };
  const cut = cutPieces(text, budget);
  const control = findControlCharacter(text);
  if (control) return { problems: [{ ...positionIn(cut, control.offset), ...ControlCharacter(control.code) }] };

  const found = new Found();
  cut.lists.forEach((list) => {
    if (list.starts.length <= DEFAULT_LIMITS.maxEntries) return;
    // As guard-cst.ts reports it, at the list's first entry.
    let line = list.starts[0];
    while (!cut.lines.content(line)) line++;
    found.guard.push({ line: line + 1, col: cut.lines.indent(line) + 1, ...TooManyEntries(list.starts.length, DEFAULT_LIMITS.maxEntries) });
    found.limit = true;
  });
  const own: unknown[] = [];
  cut.pieces.forEach((piece, index) => {
    const { text: pieceSource, lineOf } = pieceText(cut.lines, piece);
    const quick = quickLoad(pieceSource, DEFAULT_LIMITS, true);
    if (quick !== undefined) {
      if (!found.any) own[index] = ownData(cut, piece, quick);
      return;
    }
    const careful = parseSource(pieceSource, DEFAULT_LIMITS, { lineOf, longChecked: true });
    if (careful.stage === 'read') {
      if (!found.any) own[index] = ownData(cut, piece, careful.data);
      return;
    }
    found.add(careful, piece);
    // Once the file has a problem its data is not needed: let what was read go.
    if (found.any) own.length = 0;
  });
  if (found.any) return { problems: found.problems(), unclosed: found.unclosed };
  const data = assemble(cut, own);
  return data && { problems: [], data: data.value, locate: new Locator(cut, data.paths).at };
}

/** The line and column of an offset in the whole text. */
function positionIn(cut: Cut, offset: number): Position {
  const { starts } = cut.lines;
  let [lo, hi] = [0, starts.length - 1];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, col: offset - starts[lo] + 1 };
}

/** The problems the pieces found, each by the piece whose own line it is on, by the stage that found it. */
class Found {
  guard: Problem[] = [];
  limit = false;
  unclosed = false;
  private readonly syntax: Problem[] = [];
  private readonly commas: Problem[] = [];

  get any(): boolean {
    return this.guard.length + this.syntax.length + this.commas.length > 0;
  }

  add(read: LoadedSource, piece: Piece): void {
    const mine = (problems: Problem[]) => {
      const own = problems.filter((p) => ownsLine(piece, p.line));
      this.unclosed ||= own.some((p) => UNCLOSED.has(p.code));
      return own;
    };
    if (read.guard) {
      this.guard.push(...mine(read.guard.problems));
      this.limit ||= mine(read.guard.limits).length > 0;
      this.syntax.push(...mine(read.guard.syntax));
    } else if (read.stage === 'syntax') this.syntax.push(...mine(read.problems));
    else if (read.stage === 'commas') this.commas.push(...mine(read.problems));
    else this.syntax.push(...mine(read.problems));
  }

  /** What the whole file would report: guard problems, or the syntax errors before them; syntax errors; commas. */
  problems(): Problem[] {
    const syntax = sortProblems(this.syntax).slice(0, MAX_PROBLEMS);
    if (this.guard.length > 0) return guardOrSyntax(sortProblems(this.guard), this.limit, syntax);
    return syntax.length > 0 ? syntax : sortProblems(this.commas);
  }
}

// ---------------------------------------------------------------------------
// The data, put together from the pieces.

/**
 * What a piece adds: for the root, the whole of its data; for a group, its
 * own entries, found below its header (each key line there by its key,
 * each entry the first of its list), and the data path of the list in its
 * text, with each entry of a list above it counted as the first. Undefined
 * when the data does not have the header's shape.
 */
function ownData(cut: Cut, piece: Piece, data: unknown): { entries: unknown[]; keys: Array<string | 0> } | { root: unknown } | undefined {
  if (!piece.group) return { root: data };
  const { header } = cut.lists[piece.group.list];
  let value: unknown = data;
  const keys: Array<string | 0> = [];
  // By the header line's own key: the line after the last group, a key of its own, can come after it in the same mapping.
  const down = (line: number) => {
    const key = headerKey(cut, line);
    if (!isObj(value) || key === undefined || !Object.hasOwn(value, key)) return false;
    keys.push(key);
    value = value[key];
    return true;
  };
  for (const line of header) {
    if (cut.lines.dashAt(line, cut.lines.indent(line))) {
      if (!Array.isArray(value)) return undefined;
      keys.push(0);
      value = value[0];
    } else if (!down(line)) return undefined;
  }
  // A list opened on an entry's own line ('- blocks:') is under that line's key.
  if (isObj(value) && !down(header[header.length - 1])) return undefined;
  if (!Array.isArray(value)) return undefined;
  const { before, count } = piece.group;
  return { entries: value.slice(before, before + count), keys };
}

/** The key a header line opens its block with ('  posts:', '- blocks:'), read from the line alone as the quick road reads keys. */
function headerKey(cut: Cut, line: number): string | undefined {
  const { lines } = cut;
  let col = lines.indent(line);
  if (lines.dashAt(line, col)) col = lines.afterDash(line, col);
  const read = quickLoad(`${lines.text.slice(lines.starts[line] + col, lines.end(line)).trimEnd()}\n`);
  return isObj(read) ? Object.keys(read)[0] : undefined;
}

interface Assembled {
  value: unknown;
  /** Each cut list's data path in the file. */
  paths: Array<DataPath | undefined>;
}

/** The file's data: the root's, with each cut list's entries put back in place of its last, which the root keeps, outer lists first. */
function assemble(cut: Cut, own: unknown[]): Assembled | undefined {
  const root = own[0] as { root: unknown } | undefined;
  if (!root) return undefined;
  const value = root.root;
  const paths: Array<DataPath | undefined> = cut.lists.map(() => undefined);
  const groups = cut.pieces.map((piece, i) => ({ piece, read: own[i] as { entries: unknown[]; keys: Array<string | 0> } | undefined })).slice(1);
  for (let index = 0; index < cut.lists.length; index++) {
    const list = cut.lists[index];
    const mine = groups.filter((g) => g.piece.group!.list === index);
    if (mine.length === 0) continue;
    if (mine.some((g) => !g.read)) return undefined;
    const path = realPath(cut, index, mine[0].read!.keys);
    if (!path) return undefined;
    paths[index] = path;
    const parent = path.length === 0 ? undefined : at(value, path.slice(0, -1));
    const key = path[path.length - 1];
    const kept = parent === undefined ? undefined : (parent as Record<string | number, unknown>)[key];
    if (!Array.isArray(kept) || kept.length !== 1 || mine.reduce((n, g) => n + g.read!.entries.length, 0) !== list.starts.length) return undefined;
    const entries = mine.flatMap((g) => g.read!.entries);
    // Defined, not assigned: a key may be '__proto__'.
    Object.defineProperty(parent, key, { value: entries, enumerable: true, writable: true, configurable: true });
  }
  return { value, paths };
}

/** The value at a data path, or undefined. */
function at(value: unknown, path: DataPath): unknown {
  let here = value;
  for (const segment of path) {
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, segment)) return undefined;
    here = (here as Record<string | number, unknown>)[segment];
  }
  return here;
}

/** A cut list's data path in the file: its text's keys, with each entry above it counted where it is in its own list. */
function realPath(cut: Cut, index: number, keys: Array<string | 0>): DataPath | undefined {
  const { header } = cut.lists[index];
  const path: DataPath = [];
  let line = 0;
  for (const key of keys) {
    if (key !== 0) {
      path.push(key);
      continue;
    }
    // An entry: which of its list's entries it is.
    while (!cut.lines.dashAt(header[line], cut.lines.indent(header[line]))) line++;
    const dash = header[line];
    const outer = cut.lists.find((l) => l.header.length === line && l.header.every((h, i) => h === header[i]));
    if (!outer) return undefined;
    let entry = 0;
    while (entry + 1 < outer.starts.length && outer.starts[entry + 1] <= dash) entry++;
    path.push(entry);
    line++;
  }
  return path;
}

// ---------------------------------------------------------------------------
// Where a data path is written: read with positions in the piece it is in.

/** Pieces read with positions at a time, the most recently used kept: problems come in the file's order, a few pieces at a time. */
const KEPT = 4;

class Locator {
  private readonly read = new Map<number, LoadedSource & { lineOf: PieceOf['lineOf'] }>();

  constructor(
    private readonly cut: Cut,
    private readonly paths: Array<DataPath | undefined>,
  ) {}

  at = (path: DataPath, mode: 'key' | 'value', within?: Within): Position => {
    const { piece, inPiece } = this.where(path, mode);
    const loaded = this.loaded(piece);
    if (!loaded.doc) return { line: loaded.lineOf(1), col: 1 };
    const pos = locate(loaded.doc, loaded.counter, inPiece, mode, within, loaded.source);
    return { line: loaded.lineOf(pos.line), col: pos.col };
  };

  /** The piece a path is in, and the path in that piece's text. */
  private where(path: DataPath, mode: 'key' | 'value'): { piece: number; inPiece: DataPath } {
    const { cut, paths } = this;
    let best: { list: number; entry: number } | undefined;
    paths.forEach((listPath, list) => {
      if (!listPath || listPath.length > path.length || !listPath.every((s, i) => s === path[i])) return;
      if (best && paths[best.list]!.length >= listPath.length) return;
      // The list itself is where its first entry is; each entry is in a group.
      if (listPath.length === path.length) {
        if (mode === 'value') best = { list, entry: 0 };
      } else {
        const entry = path[listPath.length];
        if (typeof entry === 'number' && entry < cut.lists[list].starts.length) best = { list, entry };
      }
    });
    const found =
      best && cut.pieces.findIndex((p) => p.group?.list === best!.list && best!.entry >= p.group.first && best!.entry < p.group.first + p.group.count);
    const piece = found && found > 0 ? found : 0;
    const group = cut.pieces[piece].group;
    // Each list index on the path, as the piece's text has it.
    const inPiece = path.map((segment, i) => {
      if (typeof segment !== 'number') return segment;
      const list = paths.findIndex((p) => p && p.length === i && p.every((s, j) => s === path[j]));
      if (list < 0) return segment;
      if (group && list === group.list) return segment - group.first + group.before;
      // A list around the piece's own holds it as its first entry.
      return 0;
    });
    return { piece, inPiece };
  }

  private loaded(index: number): LoadedSource & { lineOf: PieceOf['lineOf'] } {
    let loaded = this.read.get(index);
    if (loaded) {
      this.read.delete(index);
    } else {
      const { text, lineOf } = pieceText(this.cut.lines, this.cut.pieces[index]);
      loaded = { ...parseSource(text, DEFAULT_LIMITS, { lineOf, longChecked: true }), lineOf };
      if (this.read.size >= KEPT) this.read.delete(this.read.keys().next().value!);
    }
    this.read.set(index, loaded);
    return loaded;
  }
}
