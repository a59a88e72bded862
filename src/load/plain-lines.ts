/**
 * A quick look, line by line, for a text written only in the few shapes
 * most of a site file is: `key: value`, `- key: value`, `- value`, a key
 * that opens a block, a quoted value closed on its line, a block text
 * (`>-`, `|`) with its lines, and comment lines. In each the yaml lexer
 * finds only keys, plain or quoted values, indicators, spaces and comments
 * after a space: nothing quick-load.ts's refused-token check refuses. So
 * when this says yes, the lexer's pass over the text is skipped; that pass
 * was about half of reading a large file's routes from nothing. Anything
 * else (a flow collection, a tab, a value that runs on to the next line, a
 * comment after a value, an anchor, a tag) answers no, and the lexer
 * decides, as before. It must never say yes where the lexer refuses:
 * tests/unit/plain-lines.test.ts compares the two on real and fuzzed files.
 */

/** A key as site files write them, kept well under YAML's 1,024 characters for an implicit key. */
const KEY_PATTERN = '[A-Za-z_][A-Za-z0-9_-]{0,100}';
const KEY = new RegExp(`^${KEY_PATTERN}$`);
/** A key and its ': ' inside { }, where the match starts (sticky). */
const FLOW_KEY = new RegExp(`${KEY_PATTERN}: `, 'y');
/** A quoted value closed on its line, where the match starts (sticky). */
const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/y;
/** The header of a block text: no explicit indentation, no comment. */
const BLOCK_HEADER = /^[|>][-+]?$/;
/** What a plain value may not start with: YAML's indicators. */
const NOT_PLAIN_START = new Set('-?:,[]{}#&*!|>\'"%@`');

/** Whether a plain value can start here: not with an indicator, but with a '-' before a digit, as a negative number does. */
function plainStart(text: string, at: number): boolean {
  const c = text[at];
  if (c === undefined) return false;
  if (c === '-') return text.charCodeAt(at + 1) >= 0x30 && text.charCodeAt(at + 1) <= 0x39;
  return !NOT_PLAIN_START.has(c);
}

const SPACE = 0x20;

export function onlyPlainLines(source: string): boolean {
  if (source.includes('\t') || source.includes('\r')) return false;
  // Inside a block text: the column its lines must be indented past, and their indentation once known.
  let block: { past: number; indent: number } | undefined;
  // After a plain value: the column the next line must not be indented past, or the value would run on.
  let plainAt = -1;
  for (let start = 0; start < source.length; ) {
    const newline = source.indexOf('\n', start);
    const end = newline < 0 ? source.length : newline;
    const line = source.slice(start, end);
    start = end + 1;
    let indent = 0;
    while (line.charCodeAt(indent) === SPACE) indent++;
    const blank = indent === line.length;
    if (block) {
      // A line of spaces only is left to the lexer, which weighs its spaces against the text's indentation.
      if (blank && line.length > 0) return false;
      if (blank) continue;
      if (block.indent === 0 && indent > block.past) block.indent = indent;
      if (block.indent > 0 && indent >= block.indent) continue;
      block = undefined;
    }
    if (blank) continue;
    if (plainAt >= 0 && indent > plainAt) return false;
    plainAt = -1;
    const shape = lineShape(line, indent);
    if (shape === undefined) return false;
    if (shape.kind === 'block') block = { past: shape.at, indent: 0 };
    else if (shape.kind === 'plain') plainAt = shape.at;
  }
  return true;
}

type Shape = { kind: 'block' | 'plain'; at: number } | { kind: 'done' };

/**
 * What a line outside a block text holds: a block text's header or a plain
 * value, with the column of the node that holds it (its key, or its '-'),
 * or nothing that carries on past the line; undefined for any other shape.
 */
function lineShape(line: string, indent: number): Shape | undefined {
  if (line[indent] === '#') return { kind: 'done' };
  let at = indent;
  let dash = -1;
  while (line[at] === '-' && (at + 1 === line.length || line[at + 1] === ' ')) {
    dash = at;
    at++;
    while (line[at] === ' ') at++;
  }
  const rest = line.slice(at).trimEnd();
  if (rest === '') return dash >= 0 ? { kind: 'done' } : undefined;
  let holder = dash;
  let value = rest;
  const colon = rest.indexOf(':');
  if (colon > 0 && KEY.test(rest.slice(0, colon)) && (colon + 1 === rest.length || rest[colon + 1] === ' ')) {
    holder = at;
    value = rest.slice(colon + 1).trimStart();
    if (value === '') return { kind: 'done' };
  }
  // A value alone on its line, outside a list, is a document of one value or a line run on: the lexer's to read.
  if (holder < 0) return undefined;
  if (BLOCK_HEADER.test(value)) return { kind: 'block', at: holder };
  if (value[0] === '"' || value[0] === "'") return quotedEnd(value, 0) === value.length ? { kind: 'done' } : undefined;
  if (value[0] === '{' || value[0] === '[') return flowEnd(value, 0, 0) === value.length ? { kind: 'done' } : undefined;
  if (!plainStart(value, 0) || value.includes(': ') || value.endsWith(':') || value.includes(' #')) return undefined;
  return { kind: 'plain', at: holder };
}

// ---------------------------------------------------------------------------
// A flow collection closed on its line: `{ key: value, ... }` or `[ value, ... ]`.

/** Deeper than this, the lexer decides. */
const MAX_FLOW_DEPTH = 8;
/** Characters that end a plain value in a flow collection: its indicators. */
const FLOW_INDICATORS = new Set(',[]{}');

/**
 * Where the flow collection starting at `at` ends (just past its bracket,
 * then any spaces), or -1 when it is not one of the simple shapes: each
 * entry of a { } a key, ': ' and a value; each entry of a [ ] a value; a
 * value quoted, plain or a collection of its own; entries apart by commas,
 * with no comma after the last.
 */
function flowEnd(text: string, at: number, depth: number): number {
  if (depth >= MAX_FLOW_DEPTH) return -1;
  const map = text[at] === '{';
  const close = map ? '}' : ']';
  let i = spaces(text, at + 1);
  if (text[i] === close) return spaces(text, i + 1);
  for (;;) {
    if (map) {
      FLOW_KEY.lastIndex = i;
      if (!FLOW_KEY.test(text)) return -1;
      i = spaces(text, FLOW_KEY.lastIndex);
    }
    i = flowValueEnd(text, i, depth);
    if (i < 0) return -1;
    if (text[i] === close) return spaces(text, i + 1);
    if (text[i] !== ',') return -1;
    i = spaces(text, i + 1);
  }
}

/** Where a value inside a flow collection ends, with the spaces after it, or -1. */
function flowValueEnd(text: string, at: number, depth: number): number {
  const first = text[at];
  if (first === '{' || first === '[') return flowEnd(text, at, depth + 1);
  if (first === '"' || first === "'") {
    const end = quotedEnd(text, at);
    return end < 0 ? -1 : spaces(text, end);
  }
  if (!plainStart(text, at)) return -1;
  let i = at;
  for (; i < text.length && !FLOW_INDICATORS.has(text[i]); i++) {
    // ': ' or ':' before an indicator would make what comes before it a key; ' #' starts a comment.
    if (text[i] === ':' && (i + 1 === text.length || ' ,[]{}'.includes(text[i + 1]))) return -1;
    if (text[i] === '#' && text[i - 1] === ' ') return -1;
  }
  return i;
}

/** Where the quoted value starting at `at` ends, just past its closing quote, or -1 when it is not closed. */
function quotedEnd(text: string, at: number): number {
  QUOTED.lastIndex = at;
  return QUOTED.test(text) ? QUOTED.lastIndex : -1;
}

function spaces(text: string, at: number): number {
  while (text[at] === ' ') at++;
  return at;
}
