import { isAbsolute, relative } from 'node:path';
import { Composer, LineCounter, Parser, type Document } from 'yaml';
import { sortProblems, type Problem } from '../problem.js';
import { flowCommaProblems } from './flow-commas.js';
import { DEFAULT_LIMITS, guardCst, type GuardLimits } from './guard-cst.js';
import { PARSE_OPTIONS } from './parse-options.js';
import { settledSync } from '../files/settled.js';
import { findLongValue, MAX_VALUE_LENGTH } from './long-value.js';
import { FileBytes, type AlternatingReader, type BufferBytes } from './site-bytes.js';
import { overLimit, readMaxBytes, tooManyValues } from './size-limit.js';
import { countValues, maxValues } from './value-count.js';
import { ControlCharacter, FileEmpty, FileUnreadable, ValueTooLong } from '../problem-catalogue.js';
import { yamlProblems } from './yaml-errors.js';

/**
 * The cap on the site file (see size-limit.ts). The commands refuse an
 * unreadable SITE_MAX_BYTES before they read a file (src/cli/args.ts); this
 * module cannot, since it is imported before they start, so it keeps the default.
 */
export const MAX_BYTES = readMaxBytes(process.env.SITE_MAX_BYTES).bytes;

/** The most values the file may hold (value-count.ts): what the parsers' memory follows, capped with the bytes. */
export const MAX_VALUES = maxValues(MAX_BYTES);

/** How far reading a text got: the first of these that found a problem, in the order they run, or 'read'. */
type Stage = 'size' | 'values' | 'empty' | 'long' | 'control' | 'guard' | 'syntax' | 'commas' | 'read';

export interface LoadedSource {
  /** The parsed data, or undefined when the YAML itself is broken. */
  data: unknown;
  doc?: Document.Parsed;
  counter: LineCounter;
  problems: Problem[];
  /** The text parsed, where problems inside a value are found (locate's within). */
  source?: string;
  stage: Stage;
  /**
   * At the guard stage: every problem the guards found, whether one is past
   * a limit, and the syntax errors besides them. Which of these a file
   * reports depends on what comes first in the whole file, so a file read
   * in pieces (read-pieces.ts) decides from every piece's.
   */
  guard?: { problems: Problem[]; limits: Problem[]; syntax: Problem[] };
}

/**
 * Why the site file cannot be read, in the owner's terms, from the error opening or reading it gave. The file is
 * named from the working folder when it is inside it, as the owner would type it, else by its full path.
 */
function cannotRead(file: string, error: unknown): Problem {
  const near = relative(process.cwd(), file);
  const shown = near !== '' && !near.startsWith('..') && !isAbsolute(near) ? near : file;
  return { line: 1, col: 1, ...FileUnreadable(shown, (error as NodeJS.ErrnoException | undefined)?.code) };
}

/** The file's bytes, to read as they are needed, or the problem that stops it being read (missing, a folder, not permitted, over the size limit). */
export function openSite(file: string): { bytes?: FileBytes; problem?: Problem } {
  let bytes: FileBytes;
  // A file being saved in place (emptied, then written) is read once it is whole.
  settledSync(file);
  try {
    bytes = new FileBytes(file);
  } catch (error) {
    return { problem: cannotRead(file, error) };
  }
  if (bytes.size > MAX_BYTES) {
    bytes.close();
    return { problem: { line: 1, col: 1, ...overLimit('the file', bytes.size, MAX_BYTES) } };
  }
  return { bytes };
}

/** The whole file, read into memory the reader has touched before (the dev server's), or the problem that stops it being read. */
export function readSite(file: string, reader: AlternatingReader): { bytes?: BufferBytes; problem?: Problem } {
  const { bytes, problem } = openSite(file);
  if (!bytes) return { problem };
  bytes.close();
  try {
    return { bytes: reader.read(file) };
  } catch (error) {
    return { problem: cannotRead(file, error) };
  }
}

/** The file's text, or the problem that stops it being read. */
export function readSource(file: string): { source?: string; problem?: Problem } {
  const { bytes, problem } = openSite(file);
  if (!bytes) return { problem };
  try {
    return { source: bytes.slice(0, bytes.size).toString('utf8') };
  } finally {
    bytes.close();
  }
}

/** A text that is a piece of the file (load/pieces.ts). */
export interface PieceOf {
  /** The file's line number of each of the text's lines: problems, and the lines their messages name, are the file's. */
  lineOf: (line: number) => number;
  /** The file's long values were looked for in the file: a piece cut short of a list can look like one. */
  longChecked: true;
}

/** Reads a text with every position: the slow path. */
export function parseSource(source: string, limits: GuardLimits = DEFAULT_LIMITS, piece?: PieceOf): LoadedSource {
  const lineOf = piece?.lineOf ?? ((line: number) => line);
  const counter = new LineCounter();
  const at = (offset: number) => {
    const { line, col } = counter.linePos(offset);
    return { line: lineOf(line), col };
  };
  const stop = (stage: Stage, problems: Problem[], doc?: Document.Parsed): LoadedSource => ({ data: undefined, doc, counter, problems, stage });
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_BYTES) return stop('size', [{ line: 1, col: 1, ...overLimit('the file', bytes, MAX_BYTES) }]);
  // A piece's values were counted in the whole file.
  const values = piece ? undefined : valuesProblem(source);
  if (values) return stop('values', [values]);
  if (source.trim() === '') return stop('empty', [{ line: 1, col: 1, ...FileEmpty() }]);
  // Before any parser makes strings of it: one value of a hundred megabytes ran every command out of memory.
  const long = piece ? undefined : longValueProblem(source);
  if (long) return stop('long', [long]);
  // Newlines must be counted before any position is asked for.
  const tokens = [...new Parser(counter.addNewLine).parse(source)];
  const control = findControlCharacter(source);
  // Placed by the text's own line breaks: the lexer's count can run off in a text this broken (an open '[' before a NUL at a line's start).
  if (control) return stop('control', [{ ...textPosition(source, control.offset, lineOf), ...ControlCharacter(control.code) }]);
  const guarded = guardCst(tokens, at, limits);
  if (guarded.length > 0) {
    const plain = ({ limit: _, ...problem }: (typeof guarded)[number]): Problem => problem;
    const problems = sortProblems(guarded.map(plain));
    const limits = guarded.filter((p) => p.limit).map(plain);
    // Past a limit, composing is what the limit prevents.
    const syntax = limits.length > 0 ? [] : yamlProblems(source, { besidesGuarded: true, lineOf });
    return { ...stop('guard', guardOrSyntax(problems, limits.length > 0, syntax)), guard: { problems, limits, syntax } };
  }

  const docs = [...new Composer(PARSE_OPTIONS).compose(tokens)];
  const doc = docs[0];
  // A file of nothing but comments holds no document at all.
  if (!doc || doc.contents === null) return stop('empty', [{ line: 1, col: 1, ...FileEmpty() }]);
  if (doc.errors.length + doc.warnings.length > 0) return stop('syntax', yamlProblems(source, { lineOf }), doc);
  const commas = flowCommaProblems(doc, source, at);
  if (commas.length > 0) return stop('commas', commas, doc);
  return { data: doc.toJS({ maxAliasCount: 0 }), doc, counter, problems: [], source, stage: 'read' };
}

/**
 * What a file with guard problems reports: those problems, or, when a syntax
 * error comes at or before the first of them, the syntax errors, which
 * explain it (a line of text out of place that starts with '**' reads as an alias).
 */
export function guardOrSyntax(guarded: Problem[], limit: boolean, syntax: Problem[]): Problem[] {
  if (limit || syntax.length === 0) return guarded;
  const [first, guard] = [syntax[0], guarded[0]];
  return first.line < guard.line || (first.line === guard.line && first.col <= guard.col) ? syntax : guarded;
}

/** The problem of a text that holds more values than the limit, at the line where the count goes over it. */
export function valuesProblem(source: string): Problem | undefined {
  const { overAt } = countValues(source, MAX_VALUES);
  return overAt === undefined ? undefined : { ...positionOf(source, overAt), ...tooManyValues(MAX_VALUES, MAX_BYTES) };
}

/** The line and column of an offset, counted rather than split: it may come after a hundred megabytes of lines. */
function positionOf(source: string, offset: number): { line: number; col: number } {
  let line = 1;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) line++;
  return { line, col: offset - source.lastIndexOf('\n', offset - 1) };
}

/** The first value over the limit for one value, as a problem at its start. */
export function longValueProblem(source: string): Problem | undefined {
  const long = findLongValue(source);
  if (!long) return undefined;
  return {
    ...positionOf(source, long.offset),
    ...ValueTooLong(long.length, MAX_VALUE_LENGTH),
  };
}

/** The line and column of an offset, counted in the text itself. */
function textPosition(source: string, offset: number, lineOf: (line: number) => number): { line: number; col: number } {
  let line = 1;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) line++;
  return { line: lineOf(line), col: offset - (source.lastIndexOf('\n', offset - 1) + 1) + 1 };
}

/** C0 controls other than tab, LF and CR, DEL, C1 controls and unpaired surrogates. */
export function findControlCharacter(source: string): { offset: number; code: number } | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this function's purpose
  const match = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(
    source,
  );
  return match ? { offset: match.index, code: match[0].charCodeAt(0) } : undefined;
}
