import { FAILSAFE_SCHEMA, load, Type } from 'js-yaml';
import { CST, Lexer } from 'yaml';
import { DEFAULT_LIMITS, isClosed, type GuardLimits } from './guard-cst.js';
import { findControlCharacter, MAX_BYTES, MAX_VALUES } from './load-site.js';
import { countValues } from './value-count.js';
import { findLongValue } from './long-value.js';
import { onlyPlainLines } from './plain-lines.js';

/**
 * The fast way through a file with nothing wrong in it, which is almost
 * every run: CI, every build, every save in the dev server. Positions are
 * only needed to report problems, and building the position-keeping
 * document costs five times as long as js-yaml's plain parse. So a clean
 * file is read here, on the fast path, and anything this path is not sure of (a syntax error,
 * an anchor, alias, tag or directive, a limit, a key the two parsers could
 * read differently) returns undefined: the caller then takes the slow
 * path in load-site.ts, which finds and places every problem.
 *
 * This path must never accept a file the slow path rejects, nor read
 * one differently; tests/unit/quick-load.test.ts checks both on real,
 * fixture and fuzzed files.
 */

/** The YAML 1.2 core schema exactly as the yaml library resolves it, so both paths give the same values. */
const core = FAILSAFE_SCHEMA.extend({
  implicit: [
    new Type('tag:yaml.org,2002:null', { kind: 'scalar', resolve: (s: string | null) => /^(?:~|[Nn]ull|NULL)?$/.test(s ?? ''), construct: () => null }),
    new Type('tag:yaml.org,2002:bool', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s),
      construct: (s: string) => s[0] === 't' || s[0] === 'T',
    }),
    new Type('tag:yaml.org,2002:int', {
      kind: 'scalar',
      resolve: (s: string) => /^(?:0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+)$/.test(s),
      construct: (s: string) => (s.startsWith('0o') ? parseInt(s.slice(2), 8) : s.startsWith('0x') ? parseInt(s.slice(2), 16) : Number(s)),
    }),
    new Type('tag:yaml.org,2002:float', {
      kind: 'scalar',
      resolve: (s: string) =>
        /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/.test(s),
      construct: (s: string) => (/nan$/i.test(s) ? NaN : /inf$/i.test(s) ? (s[0] === '-' ? -Infinity : Infinity) : Number(s)),
    }),
  ],
});

/** Tokens that begin a node, and so possibly an implicit key. */
const NODE_START = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'flow-map-start', 'flow-seq-start']);

/** Tokens the slow path refuses wherever they appear, and explicit '? ' keys, which site.yaml never needs. */
const REFUSED = new Set(['anchor', 'alias', 'tag', 'directive-line', 'explicit-key-ind']);

/**
 * True when the lexer sees something the slow path refuses or js-yaml
 * reads more leniently: an anchor, alias, tag, directive or explicit key
 * outside scalar text; a quote the lexer found unclosed (js-yaml accepts
 * badly indented continuation lines); a comment stuck to the token before it
 * ('}#'); a flow collection in key position (js-yaml makes it a string);
 * a flow collection the lexer had to end early; a ':' over 1,000
 * characters after its key began (YAML caps implicit keys at 1,024); or an
 * entry of a { } mapping with no ':', which the slow path reports as a
 * comma that ended a value (flow-commas.ts).
 */
export function hasRefusedToken(source: string): boolean {
  let scalarNext = false;
  let previous: string | null = 'newline';
  let lastSolid: string | null = null;
  const flows: string[] = [];
  // For each open { }: whether its current entry has a node, and its ':'.
  const entries: Array<{ node: boolean; colon: boolean }> = [];
  const keyWithoutColon = () => flows[flows.length - 1] === 'flow-map-start' && entries[entries.length - 1].node && !entries[entries.length - 1].colon;
  let offset = 0;
  let keyStart = 0;
  for (const token of new Lexer().lex(source)) {
    // The token after the scalar marker is scalar text, whatever it starts with.
    const type = scalarNext ? 'scalar-text' : CST.tokenType(token);
    scalarNext = token === CST.SCALAR;
    if (flows.length === 0 && NODE_START.has(type ?? '')) keyStart = offset;
    // The lexer's own markers are not in the source.
    if (type !== 'scalar' && type !== 'doc-mode' && type !== 'flow-error-end') offset += token.length;
    if (type === 'flow-error-end') return true;
    if (type === 'map-value-ind' && flows.length === 0 && offset - keyStart > 1000) return true;
    if (REFUSED.has(type ?? '')) return true;
    if ((type === 'single-quoted-scalar' || type === 'double-quoted-scalar') && !isClosed(token)) return true;
    if (type === 'comment' && previous !== 'space' && previous !== 'newline' && previous !== 'doc-mode') return true;
    if (type === 'map-value-ind' && (lastSolid === 'flow-seq-end' || lastSolid === 'flow-map-end')) return true;
    if (NODE_START.has(type ?? '') && entries.length > 0) entries[entries.length - 1].node = true;
    if (type === 'map-value-ind' && entries.length > 0) entries[entries.length - 1].colon = true;
    if ((type === 'comma' || type === 'flow-map-end') && keyWithoutColon()) return true;
    if (type === 'comma' && entries.length > 0) entries[entries.length - 1] = { node: false, colon: false };
    if (type === 'flow-map-start' || type === 'flow-seq-start') {
      if (flows[flows.length - 1] === 'flow-map-start' && lastSolid !== 'map-value-ind') return true;
      flows.push(type);
      entries.push({ node: false, colon: false });
    }
    if (type === 'flow-map-end' || type === 'flow-seq-end') {
      flows.pop();
      entries.pop();
    }
    previous = type;
    if (type !== 'space') lastSolid = type;
  }
  return false;
}

/** A key js-yaml may have made from a number, null or boolean, where the slow path keeps the source text. */
const AMBIGUOUS_KEY = /^(?:__proto__|null|true|false|NaN|-?Infinity|[-+]?[0-9.][0-9a-fA-Fxo.eE+-]*)$/;

/** Depth and size limits and key forms, checked without recursion. */
function withinLimits(data: unknown, limits: GuardLimits): boolean {
  const stack: Array<[unknown, number]> = [[data, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > limits.maxDepth) return false;
    const entries = Array.isArray(value) ? value : Object.keys(value);
    if (entries.length > limits.maxEntries) return false;
    if (Array.isArray(value)) for (const item of value) stack.push([item, depth + 1]);
    else
      for (const [key, item] of Object.entries(value)) {
        if (AMBIGUOUS_KEY.test(key)) return false;
        stack.push([item, depth + 1]);
      }
  }
  return true;
}

/**
 * The file's data when it is certainly well-formed and within limits;
 * otherwise undefined. `longChecked` for a piece of a file whose long values
 * were looked for, and values counted, in the whole file (load/pieces.ts).
 */
export function quickLoad(source: string, limits: GuardLimits = DEFAULT_LIMITS, longChecked = false): unknown {
  if (
    Buffer.byteLength(source) > MAX_BYTES ||
    (!longChecked && (findLongValue(source) || countValues(source, MAX_VALUES).overAt !== undefined)) ||
    findControlCharacter(source) ||
    // Most of a site file is in shapes the lexer finds nothing to refuse in: only the rest is lexed.
    (!onlyPlainLines(source) && hasRefusedToken(source))
  )
    return undefined;
  let data: unknown;
  try {
    data = load(source, { schema: core });
  } catch {
    // Syntax errors, duplicate keys and overly deep nesting alike: the slow path explains them.
    return undefined;
  }
  if (data === null || data === undefined || typeof data !== 'object') return undefined;
  return withinLimits(data, limits) ? data : undefined;
}
