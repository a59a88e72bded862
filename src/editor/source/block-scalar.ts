/**
 * New text for an existing block scalar (`>-` folded or `|` literal) that keeps
 * its header and indent and, for folded text, the owner's own line breaks: a word
 * changed in the middle of a paragraph changes only the line that holds it.
 */
import type { Scalar } from 'yaml';
import { CONTROL } from './quote.js';
import { backOverSpace } from './text.js';

const HEADER = /^([|>])([-+]?)(\s+#.*)?$/;

/**
 * Header line and content lines (with `\n`, no trailing line break) for `value`,
 * or undefined when the value needs another style (leading spaces, more than one
 * trailing line break, control characters, empty text).
 */
export function renderBlockScalar(src: string, node: Scalar, value: string, foldWidth: number): string | undefined {
  const start = node.range![0];
  const old = src.slice(start, backOverSpace(src, node.range![1], start)).replace(/\r\n/g, '\n');
  const lines = old.split('\n');
  const header = HEADER.exec(lines[0]);
  const firstContent = lines.slice(1).find((l) => l.trim() !== '');
  if (!header || firstContent === undefined) return undefined;
  const indent = firstContent.search(/\S/);
  const folded = header[1] === '>';
  const parts = blockBody(value, folded);
  if (!parts) return undefined;
  const { body, trailing } = parts;
  const head = `${header[1]}${trailing === 1 ? '' : '-'}${header[3] ?? ''}`;
  const out = folded ? foldedLines(body, oldFolds(lines.slice(1), indent, node), indent, foldWidth) : body.split('\n');
  return joinBlock(head, out, indent);
}

/**
 * The text before its final line break, when a block scalar can hold it:
 * at most one trailing line break, no control characters, no lines of only
 * spaces and, folded, no line that starts with a space (those would need an
 * indentation indicator, or fold differently).
 */
function blockBody(value: string, folded: boolean): { body: string; trailing: number } | undefined {
  const trailing = /\n*$/.exec(value)![0].length;
  const body = value.slice(0, value.length - trailing);
  if (trailing > 1 || body === '' || body.includes('\r') || CONTROL.test(body)) return undefined;
  const rows = body.split('\n');
  if (rows.some((r) => /^[ \t]+$/.test(r))) return undefined;
  if (folded ? rows.some((r) => /^[ \t]/.test(r)) : /^[ \t]/.test(rows.find((r) => r !== '') ?? '')) return undefined;
  return { body, trailing };
}

const joinBlock = (head: string, lines: string[], indent: number) => [head, ...lines.map((l) => (l === '' ? '' : ' '.repeat(indent) + l))].join('\n');

/**
 * A new folded block (`>-` and the text wrapped at `width` columns, its lines
 * at column `indent`), for text whose neighbours are written so; undefined
 * when folded style cannot hold the text.
 */
export function newFoldedBlock(value: string, indent: number, width: number): string | undefined {
  const parts = blockBody(value, true);
  if (!parts) return undefined;
  return joinBlock(parts.trailing === 1 ? '>' : '>-', foldedLines(parts.body, undefined, indent, width), indent);
}

interface OldFolds {
  body: string;
  /** Offsets in body of the spaces that the source wrote as line breaks. */
  folds: number[];
  /** The longest line, when the text was wrapped at all. */
  width: number | undefined;
}

/** Where the old folded text broke its lines, if its lines can be mapped back to its value exactly. */
function oldFolds(content: string[], indent: number, node: Scalar): OldFolds | undefined {
  let body = '';
  const folds: number[] = [];
  let pending = 0;
  let inParagraph = false;
  for (const line of content) {
    if (line.trim() === '') {
      pending++;
      continue;
    }
    const text = line.slice(indent);
    if (/^[ \t]/.test(text) || line.slice(0, indent).trim() !== '') return undefined;
    if (inParagraph && pending === 0) {
      folds.push(body.length);
      body += ' ';
    } else body += '\n'.repeat(pending);
    body += text;
    pending = 0;
    inParagraph = true;
  }
  const width = folds.length > 0 ? Math.max(...content.map((l) => l.trimEnd().length)) : undefined;
  return String(node.value).replace(/\n$/, '') === body ? { body, folds, width } : undefined;
}

/** Lines of a folded block for body, breaking where the old text broke, and wrapping only changed lines that grew too long. */
function foldedLines(body: string, old: OldFolds | undefined, indent: number, foldWidth: number): string[] {
  const canFold = (i: number) => body[i] === ' ' && i > 0 && i < body.length - 1 && !/\s/.test(body[i - 1]) && !/\s/.test(body[i + 1]);
  const folds = new Set<number>();
  // The changed stretch is what lies between the common beginning and the common end.
  let p = 0;
  let s = 0;
  if (old) {
    while (p < body.length && p < old.body.length && body[p] === old.body[p]) p++;
    while (s < body.length - p && s < old.body.length - p && body[body.length - 1 - s] === old.body[old.body.length - 1 - s]) s++;
    for (const f of old.folds) {
      const at = f < p ? f : f >= old.body.length - s ? f + body.length - old.body.length : -1;
      if (at >= 0 && canFold(at)) folds.add(at);
    }
  }
  // A paragraph keeps its own width; one that was never wrapped takes the file's.
  const width = old?.width ?? foldWidth;
  const changeEnd = old ? body.length - s : body.length;
  const out: string[] = [];
  let offset = 0;
  let seenText = false;
  for (const segment of body.split('\n')) {
    const a = offset;
    const b = offset + segment.length;
    offset = b + 1;
    if (segment === '') {
      out.push('');
      continue;
    }
    // k line breaks between two paragraphs are written as k empty lines.
    if (seenText) out.push('');
    seenText = true;
    const breaks = [...folds].filter((f) => f > a && f < b).sort((x, y) => x - y);
    const lines: Array<[number, number]> = [];
    let from = a;
    for (const f of [...breaks, b]) {
      lines.push([from, f]);
      from = f + 1;
    }
    for (const [x, y] of lines) {
      // Only lines the change touched are rewrapped, so the others keep their bytes.
      const touched = x <= changeEnd && y >= p;
      const cuts = touched ? wrap(x, y) : [];
      let c = x;
      for (const cut of [...cuts, y]) {
        out.push(body.slice(c, cut));
        c = cut + 1;
      }
    }
  }
  return out;

  function wrap(a: number, b: number): number[] {
    const cuts: number[] = [];
    let start = a;
    let last = -1;
    for (let j = a; j <= b; j++) {
      if (j < b && !canFold(j)) continue;
      if (indent + j - start > width && last >= start) {
        cuts.push(last);
        start = last + 1;
      }
      if (j < b) last = j;
    }
    return cuts;
  }
}
