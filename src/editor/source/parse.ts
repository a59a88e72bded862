/**
 * Reads site.yaml the way the validator does (same options, same guard), and
 * keeps the source tokens and node ranges that the text edits are cut from.
 */
import { Composer, LineCounter, Parser, type Document } from 'yaml';
import { guardCst } from '../../load/guard-cst.js';
import { PARSE_OPTIONS } from '../../load/parse-options.js';
import { yamlProblems } from '../../load/yaml-errors.js';
import { SourceEditError } from './types.js';
import { Memo } from '../../memo.js';

export interface Parsed {
  source: string;
  doc: Document.Parsed;
  /** The data as read. Shared by callers inside this library: never mutate it. */
  data: unknown;
  /** The file's own line ending, used for every line this library writes. */
  nl: '\n' | '\r\n';
}

// Parsing the real site.yaml takes tens of milliseconds. applyEdits re-reads its own
// output to check it, and the editor then reads the same text again, so the last few
// results are kept. Nothing handed out of this module is shared with the cache.
const cache = new Memo<string, Parsed>('parsed editor sources', 4);

/** Parses source or throws SourceEditError at the first problem, as the validator would report it. */
export function parseSite(source: string): Parsed {
  const hit = cache.get(source);
  if (hit) return hit;
  const counter = new LineCounter();
  const at = (offset: number) => counter.linePos(offset);
  const tokens = [...new Parser(counter.addNewLine).parse(source)];
  // The guard caps depth and size before composing, which is where a hostile file
  // could exhaust memory; it also refuses anchors, aliases, tags and directives.
  const guarded = guardCst(tokens, at);
  if (guarded.length > 0) {
    const [p] = guarded;
    throw new SourceEditError(`the file cannot be read: ${p.message} (line ${p.line}, column ${p.col})`);
  }
  const doc = [...new Composer({ ...PARSE_OPTIONS, keepSourceTokens: true }).compose(tokens)][0];
  if (!doc) throw new SourceEditError('the file cannot be read: it is empty or holds only comments; start from the example in the README');
  // Warnings count as errors, as in the validator: an unknown tag would silently become a string.
  if (doc.errors.length + doc.warnings.length > 0) {
    const [p] = yamlProblems(source, { max: 1 });
    throw new SourceEditError(`the file cannot be read: ${p.message} (line ${p.line}, column ${p.col})`);
  }
  const data = doc.toJS({ maxAliasCount: 0 });
  const nl = /\r\n/.test(source.slice(0, source.indexOf('\n') + 1)) ? '\r\n' : '\n';
  const parsed: Parsed = { source, doc, data, nl };
  return cache.set(source, parsed);
}

/** The data the source reads as, parsed with the site options (what the validator sees). */
export function readData(source: string): unknown {
  // A fresh copy each time, so a caller that changes it cannot change the cache.
  return parseSite(source).doc.toJS({ maxAliasCount: 0 });
}
