/**
 * Candidate texts for replacing one scalar with another, best first. The first
 * keeps the old style (plain, quoted, folded block); later ones quote more
 * safely. The caller writes each over exactly the old scalar's bytes and keeps
 * the first whose result reads back as intended.
 */
import type { Scalar } from 'yaml';
import { renderBlockScalar } from './block-scalar.js';
import { doubleQuoted, plainSafe, plainValue, quoted, singleQuoted } from './quote.js';
import type { FileStyle } from './style.js';

export type ScalarValue = string | number | boolean | null;

/**
 * The bytes a scalar edit may replace: the scalar itself, without comments
 * or the lines after it. A block scalar ends with its last line of text,
 * spaces at its end included: they are part of the text, and left behind
 * they would trail whatever replaces it.
 */
export function scalarRegion(src: string, node: Scalar): [number, number] {
  const [start, end] = node.range!;
  const block = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  return [start, block ? lastTextEnd(src, start, end) : end];
}

/** The end of the last line between start and end that holds more than spaces. */
function lastTextEnd(src: string, start: number, end: number): number {
  let at = end;
  for (;;) {
    while (at > start && (src[at - 1] === '\n' || src[at - 1] === '\r')) at--;
    const lineStart = Math.max(start, src.lastIndexOf('\n', at - 1) + 1);
    if (at === start || src.slice(lineStart, at).trim() !== '') return at;
    at = lineStart;
  }
}

export function scalarCandidates(src: string, node: Scalar, value: ScalarValue, inFlow: boolean, style: FileStyle): string[] {
  const [start, end] = scalarRegion(src, node);
  const old = src.slice(start, end);
  let list: Array<string | undefined>;
  if (typeof value !== 'string') {
    list = [keepDecimals(old, value), plainValue(value)];
  } else {
    switch (node.type) {
      case 'BLOCK_FOLDED':
      case 'BLOCK_LITERAL':
        list = [renderBlockScalar(src, node, value, style.foldWidth), quoted(value, style)];
        break;
      case 'QUOTE_DOUBLE':
      case 'QUOTE_SINGLE': {
        // Quotes the old text needed (an empty value, a date) are not kept for text that needs none;
        // quotes the owner chose for plain words are.
        const needed = typeof node.value !== 'string' || !plainSafe(node.value, inFlow);
        const same = node.type === 'QUOTE_DOUBLE' ? doubleQuoted(value) : singleQuoted(value);
        list = [needed && plainSafe(value, inFlow) ? value : undefined, same, doubleQuoted(value)];
        break;
      }
      default:
        list = [plainSafe(value, inFlow) ? value : undefined, quoted(value, style)];
    }
    // The last resort: JSON-style double quotes hold any string.
    list.push(doubleQuoted(value));
  }
  return [...new Set(list.filter((c): c is string => c !== undefined))];
}

/** `3.0` edited to 4 is written `4.0`, as the file's own numbers are. */
function keepDecimals(old: string, value: number | boolean | null): string | undefined {
  const places = /^[-+]?\d+\.(\d+)$/.exec(old)?.[1].length;
  if (typeof value !== 'number' || places === undefined || !Number.isFinite(value)) return undefined;
  const text = value.toFixed(places);
  return Object.is(Number(text), value) ? text : undefined;
}
