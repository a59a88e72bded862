/**
 * Text for values the file does not hold yet. Scalars are quoted whenever a
 * YAML 1.2 or 1.1 reader could take them for something else (the site file
 * double-quotes dates for this reason); collections follow the file's indents.
 */
import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, visit } from 'yaml';
import { PARSE_OPTIONS } from '../../load/parse-options.js';
import { dashes } from './locate.js';
import type { Parsed } from './parse.js';
import { column } from './text.js';

export interface FileStyle {
  indent: number;
  /** `key:\n  - item` (true) or `key:\n- item` (false). */
  indentSeq: boolean;
  quote: 'double' | 'single';
  /** `{ a: 1 }` (true) or `{a: 1}` (false); the site file pads mappings but not lists. */
  mapPadding: boolean;
  seqPadding: boolean;
}

const styles = new WeakMap<Parsed, FileStyle>();

/** The indents, quotes and flow padding the file itself uses, so new text looks like its neighbours. */
export function fileStyle(parsed: Parsed): FileStyle {
  const known = styles.get(parsed);
  if (known) return known;
  const src = parsed.source;
  let indent = 0;
  let indentSeq: boolean | undefined;
  let mapPadding: boolean | undefined;
  let seqPadding: boolean | undefined;
  let double = 0;
  let single = 0;
  visit(parsed.doc, {
    Pair(_, pair) {
      const key = pair.key as Scalar;
      const value = pair.value;
      if (isMap(value) && !value.flow && value.items.length > 0 && indent === 0) {
        indent = column(src, (value.items[0].key as Scalar).range![0]) - column(src, key.range![0]);
      } else if (isSeq(value) && !value.flow && indentSeq === undefined) {
        indentSeq = column(src, dashes(value)[0]) > column(src, key.range![0]);
      }
    },
    Node(_, node) {
      if (isMap(node) && node.flow && node.items.length > 0) mapPadding ??= src[node.range![0] + 1] === ' ';
      if (isSeq(node) && node.flow && node.items.length > 0) seqPadding ??= src[node.range![0] + 1] === ' ';
      if (isScalar(node)) {
        if (node.type === 'QUOTE_DOUBLE') double++;
        if (node.type === 'QUOTE_SINGLE') single++;
      }
    },
  });
  const style: FileStyle = { indent: indent > 0 ? indent : 2, indentSeq: indentSeq ?? true, quote: single > double ? 'single' : 'double', mapPadding: mapPadding ?? true, seqPadding: seqPadding ?? mapPadding ?? false };
  styles.set(parsed, style);
  return style;
}

/** Characters the loader refuses raw (C0 except tab/LF/CR, DEL, C1, noncharacters): written only as escapes. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF\u2028\u2029]/;
const INDICATOR = /^[,[\]{}#&*!|>'"%@`]|^[?:-]$|^[?:-][ \t]|: |\s#|:$|^(---|\.\.\.)/;
const readers = [PARSE_OPTIONS, { version: '1.1' } as const];

/** A string that reads back as itself when written plain, in 1.2 core and in YAML 1.1. */
export function plainSafe(s: string, inFlow: boolean): boolean {
  if (s === '' || s.trim() !== s || /[\n\r\t]/.test(s) || CONTROL.test(s) || INDICATOR.test(s)) return false;
  if (inFlow && /[[\]{},]/.test(s)) return false;
  return readers.every((options) => {
    const doc = parseDocument(s, options);
    return doc.errors.length === 0 && doc.warnings.length === 0 && isScalar(doc.contents) && doc.contents.value === s;
  });
}

/** JSON's escapes are valid YAML; the loader's refused characters are escaped too. */
export function doubleQuoted(s: string): string {
  return JSON.stringify(s).replace(new RegExp(CONTROL.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Single quotes hold any one-line text without escapes; undefined when the text needs them. */
export function singleQuoted(s: string): string | undefined {
  return /[\n\r]/.test(s) || CONTROL.test(s) ? undefined : `'${s.replace(/'/g, "''")}'`;
}

export const quoted = (s: string, style: FileStyle): string => (style.quote === 'single' ? singleQuoted(s) : undefined) ?? doubleQuoted(s);

/** A number, true/false or null written as the core schema reads it. */
export function plainValue(v: number | boolean | null): string {
  if (typeof v !== 'number') return String(v);
  if (Number.isNaN(v)) return '.nan';
  if (!Number.isFinite(v)) return v > 0 ? '.inf' : '-.inf';
  return String(v);
}

/**
 * A new node as block YAML text with `\n` line ends and no trailing line break,
 * written as an item (`- …`) or a pair (`key: …`). Lines after the first are
 * indented from column 0.
 */
export function renderNew(value: unknown, wrap: { item: true } | { key: string }, style: FileStyle): string {
  const root = 'item' in wrap ? [value] : { [wrap.key]: value };
  const doc = new Document(root, { version: '1.2', schema: 'core' });
  visit(doc, {
    Map: (_, node) => void (node.flow = node.items.length === 0),
    Seq: (_, node) => void (node.flow = node.items.length === 0),
    Scalar(key, node) {
      if (typeof node.value !== 'string') return;
      // Multi-line text as a value becomes a literal block (`|-`), which the library picks.
      const multiLineValue = node.value.includes('\n') && key !== 'key' && !CONTROL.test(node.value);
      if (!multiLineValue && !plainSafe(node.value, false)) {
        node.type = style.quote === 'single' && singleQuoted(node.value) ? Scalar.QUOTE_SINGLE : Scalar.QUOTE_DOUBLE;
      }
    },
  });
  const text = doc.toString({ lineWidth: 0, indent: style.indent, indentSeq: style.indentSeq }).replace(/\n$/, '');
  // The library escapes C0 controls but writes C1 and noncharacters raw; only double-quoted
  // scalars can hold them (see above), so escaping them here is always inside quotes.
  return text.replace(new RegExp(CONTROL.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value in flow style (`{ label: X, to: /y }`, `[a, b]`), padded as the file pads its own. */
export function renderFlow(value: unknown, style: FileStyle): string {
  if (typeof value === 'string') return plainSafe(value, true) ? value : quoted(value, style);
  if (value === null || typeof value !== 'object') return plainValue(value as number | boolean | null);
  const list = Array.isArray(value);
  const parts = list ? value.map((v) => renderFlow(v, style)) : Object.entries(value).map(([k, v]) => renderFlowPair(k, v, style));
  if (parts.length === 0) return list ? '[]' : '{}';
  const pad = (list ? style.seqPadding : style.mapPadding) ? ' ' : '';
  return list ? `[${pad}${parts.join(', ')}${pad}]` : `{${pad}${parts.join(', ')}${pad}}`;
}

/** `key: value` for a flow mapping. */
export function renderFlowPair(key: string, value: unknown, style: FileStyle): string {
  return `${plainSafe(key, true) ? key : quoted(key, style)}: ${renderFlow(value, style)}`;
}

/**
 * A new flat list or mapping is written `{ … }` / `[ … ]` when every sibling of
 * the same kind is written that way (navigation links, table columns), so a new
 * entry looks like the ones around it. Nested values stay block: one long line
 * would be hard to read.
 */
export function flowLikeSiblings(siblings: unknown[], value: unknown): boolean {
  const isList = Array.isArray(value);
  if (value === null || typeof value !== 'object') return false;
  const parts = isList ? value : Object.values(value);
  if (parts.length === 0 || parts.some((v) => v !== null && typeof v === 'object')) return false;
  const same = siblings.filter((n) => (isList ? isSeq(n) : isMap(n))) as Array<{ flow?: boolean }>;
  return same.length > 0 && same.every((n) => n.flow);
}
