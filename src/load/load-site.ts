import { isAbsolute, relative } from 'node:path';
import { Composer, LineCounter, Parser, type Document } from 'yaml';
import { sortProblems, type Problem } from '../problem.js';
import { flowCommaProblems } from './flow-commas.js';
import { DEFAULT_LIMITS, guardCst, type GuardLimits } from './guard-cst.js';
import { PARSE_OPTIONS } from './parse-options.js';
import { settledSync } from '../files/settled.js';
import { findLongValue, MAX_VALUE_LENGTH } from './long-value.js';
import { FileBytes, type AlternatingReader, type BufferBytes } from './site-bytes.js';
import { overLimit, readMaxBytes } from './size-limit.js';
import { ControlCharacter, FileEmpty, FileUnreadable, ValueTooLong } from '../problem-catalogue.js';
import { yamlProblems } from './yaml-errors.js';

/**
 * The cap on the site file (see size-limit.ts). The commands refuse an
 * unreadable SITE_MAX_BYTES before they read a file (src/cli/args.ts); this
 * module cannot, since it is imported before they start, so it keeps the default.
 */
export const MAX_BYTES = readMaxBytes(process.env.SITE_MAX_BYTES).bytes;

export interface LoadedSource {
  /** The parsed data, or undefined when the YAML itself is broken. */
  data: unknown;
  doc?: Document.Parsed;
  counter: LineCounter;
  problems: Problem[];
  /** The text parsed, where problems inside a value are found (locate's within). */
  source?: string;
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

export function parseSource(source: string, limits: GuardLimits = DEFAULT_LIMITS): LoadedSource {
  const counter = new LineCounter();
  const at = (offset: number) => counter.linePos(offset);
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_BYTES) {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, ...overLimit('the file', bytes, MAX_BYTES) }] };
  }
  if (source.trim() === '') {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, ...FileEmpty() }] };
  }
  // Before any parser makes strings of it: one value of 100 MB ran every command out of memory.
  const long = findLongValue(source);
  if (long) {
    const before = source.slice(0, long.offset);
    const line = before.split('\n').length;
    return {
      data: undefined,
      counter,
      problems: [{ line, col: long.offset - before.lastIndexOf('\n'), ...ValueTooLong(long.length, MAX_VALUE_LENGTH) }],
    };
  }
  // Newlines must be counted before any position is asked for.
  const tokens = [...new Parser(counter.addNewLine).parse(source)];
  const control = findControlCharacter(source);
  if (control) {
    return {
      data: undefined,
      counter,
      problems: [{ ...at(control.offset), ...ControlCharacter(control.code) }],
    };
  }
  const guarded = guardCst(tokens, at, limits);
  if (guarded.length > 0) {
    const problems = sortProblems(guarded.map(({ limit: _, ...problem }) => problem));
    // Past a limit, composing is what the limit prevents.
    if (guarded.some((p) => p.limit)) return { data: undefined, counter, problems };
    // A syntax error at or before a refused token explains it: a line of text out of place that starts with '**' reads as an alias.
    const syntax = yamlProblems(source, { besidesGuarded: true });
    const early = syntax.length > 0 && (syntax[0].line < problems[0].line || (syntax[0].line === problems[0].line && syntax[0].col <= problems[0].col));
    return { data: undefined, counter, problems: early ? syntax : problems };
  }

  const docs = [...new Composer(PARSE_OPTIONS).compose(tokens)];
  const doc = docs[0];
  // A file of nothing but comments holds no document at all.
  if (!doc || doc.contents === null) {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, ...FileEmpty() }] };
  }
  if (doc.errors.length + doc.warnings.length > 0) return { data: undefined, doc, counter, problems: yamlProblems(source) };
  const commas = flowCommaProblems(doc, source, at);
  if (commas.length > 0) return { data: undefined, doc, counter, problems: commas };
  return { data: doc.toJS({ maxAliasCount: 0 }), doc, counter, problems: [], source };
}

/** C0 controls other than tab, LF and CR, DEL, C1 controls and unpaired surrogates. */
export function findControlCharacter(source: string): { offset: number; code: number } | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this function's purpose
  const match = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(
    source,
  );
  return match ? { offset: match.index, code: match[0].charCodeAt(0) } : undefined;
}
