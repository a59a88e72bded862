/**
 * Text for values the file does not hold yet: block entries written by the yaml
 * library with the file's indents, and flow entries written here with its padding.
 * Scalars are quoted by the rules in quote.ts.
 */
import { Document, isMap, isSeq, Scalar, visit } from 'yaml';
import { CONTROL, plainSafe, plainValue, quoted, singleQuoted } from './quote.js';
import type { FileStyle } from './style.js';

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
