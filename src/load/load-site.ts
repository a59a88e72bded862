import { readFileSync, statSync } from 'node:fs';
import { Composer, LineCounter, Parser, type Document } from 'yaml';
import type { Problem } from '../problem.js';
import { DEFAULT_LIMITS, guardCst, type GuardLimits } from './guard-cst.js';
import { PARSE_OPTIONS } from './parse-options.js';
import { overLimitMessage, readMaxBytes } from './size-limit.js';

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
}

/** The file's text, or the problem that stops it being read (missing, over the size limit). */
export function readSource(file: string): { source?: string; problem?: Problem } {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    return { problem: { line: 1, col: 1, message: `cannot read the file; check that ${file} exists` } };
  }
  if (size > MAX_BYTES) {
    return { problem: { line: 1, col: 1, message: overLimitMessage('the file', size, MAX_BYTES) } };
  }
  return { source: readFileSync(file, 'utf8') };
}

export function parseSource(source: string, limits: GuardLimits = DEFAULT_LIMITS): LoadedSource {
  const counter = new LineCounter();
  const at = (offset: number) => counter.linePos(offset);
  const bytes = Buffer.byteLength(source);
  if (bytes > MAX_BYTES) {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, message: overLimitMessage('the file', bytes, MAX_BYTES) }] };
  }
  if (source.trim() === '') {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, message: 'the file is empty; start from the example in the README' }] };
  }
  // Newlines must be counted before any position is asked for.
  const tokens = [...new Parser(counter.addNewLine).parse(source)];
  const control = findControlCharacter(source);
  if (control) {
    return {
      data: undefined,
      counter,
      problems: [
        {
          ...at(control.offset),
          message: `control character U+${control.code.toString(16).toUpperCase().padStart(4, '0')} is not allowed; remove it (if there are many, the file is binary or damaged)`,
        },
      ],
    };
  }
  const guarded = guardCst(tokens, at, limits);
  if (guarded.length > 0) return { data: undefined, counter, problems: guarded };

  const docs = [...new Composer(PARSE_OPTIONS).compose(tokens)];
  const doc = docs[0];
  // A file of nothing but comments holds no document at all.
  if (!doc || doc.contents === null) {
    return { data: undefined, counter, problems: [{ line: 1, col: 1, message: 'the file is empty; start from the example in the README' }] };
  }
  const problems: Problem[] = [];
  const seen = new Set<number>();
  for (const issue of [...doc.errors, ...doc.warnings]) {
    // The parser often reports one mistake twice at the same spot.
    if (seen.has(issue.pos[0])) continue;
    seen.add(issue.pos[0]);
    problems.push({ ...at(issue.pos[0]), message: yamlMessage(issue.code, issue.message) });
  }
  if (problems.length > 0) return { data: undefined, doc, counter, problems };
  return { data: doc.toJS({ maxAliasCount: 0 }), doc, counter, problems };
}

/** C0 controls other than tab, LF and CR, DEL, C1 controls and unpaired surrogates. */
export function findControlCharacter(source: string): { offset: number; code: number } | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this function's purpose
  const match = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(
    source,
  );
  return match ? { offset: match.index, code: match[0].charCodeAt(0) } : undefined;
}

/** The yaml library's messages, reworded to say what to do. */
function yamlMessage(code: string, message: string): string {
  const first = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'this key appears twice in the same mapping; delete or rename one of them';
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation; YAML indents with spaces only';
    case 'BAD_DQ_ESCAPE':
      return `${first}; inside double quotes write a backslash as \\\\`;
    default:
      return `${first}; check the indentation and punctuation of this line against the lines above it`;
  }
}
