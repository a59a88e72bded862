/**
 * The indents, quotes, flow padding and wrap width a file already uses, so text
 * this library writes looks like the lines around it.
 */
import { isMap, isScalar, isSeq, visit, type Scalar } from 'yaml';
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
  /** The width folded paragraphs are wrapped at (the median of their longest lines), for rewrapping a grown line. */
  foldWidth: number;
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
  const widths: number[] = [];
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
        if (node.type === 'BLOCK_FOLDED') {
          const lines = src.slice(node.range![0], node.range![1]).trimEnd().split('\n').slice(1);
          if (lines.length > 1) widths.push(Math.max(...lines.map((l) => l.trimEnd().length)));
        }
        if (node.type === 'QUOTE_DOUBLE') double++;
        if (node.type === 'QUOTE_SINGLE') single++;
      }
    },
  });
  const style: FileStyle = {
    indent: indent > 0 ? indent : 2,
    indentSeq: indentSeq ?? true,
    quote: single > double ? 'single' : 'double',
    mapPadding: mapPadding ?? true,
    seqPadding: seqPadding ?? mapPadding ?? false,
    foldWidth: widths.sort((a, b) => a - b)[widths.length >> 1] ?? 80,
  };
  styles.set(parsed, style);
  return style;
}
