import type { SiteBytes } from './site-bytes.js';

/**
 * How many values a text can hold, counted on its characters before any
 * parser sees it. What a command's memory follows is the number of values
 * a file makes, not its bytes: a file of `- {}` lines makes a value every
 * five bytes, and each one costs the parsers tens to hundreds of bytes, so a
 * few megabytes of it took more memory than 60 MB of prose. Every value of
 * a site file begins with one of these characters, or lies on a line of its
 * own, so the count is never below the number of values:
 * - ':' ends a key and begins its value (two values, counted 2);
 * - '-' may begin a list entry (counted 2, as an entry is often also a mapping);
 * - ',' '{' and a line break begin an item, a mapping, a line's value (1);
 * - '[' begins a list, and a '- ' right after a '- ' a list inside a list
 *   (counted 8: a list costs the parsers several times what a mapping does).
 * A hyphen or a colon inside prose counts too, which costs a page of text
 * little beside its length.
 */
const WEIGHT = new Uint8Array(256);
WEIGHT[0x3a] = 2; // ':'
WEIGHT[0x2d] = 2; // '-'
WEIGHT[0x2c] = 1; // ','
WEIGHT[0x7b] = 1; // '{'
WEIGHT[0x0a] = 1; // line break
WEIGHT[0x5b] = 8; // '['
const NESTED_LIST = 8;
const DASH = 0x2d;
const SPACE = 0x20;

/** The bytes of the site file, on average, that each value it holds is allowed: SITE_MAX_BYTES caps both. */
export const BYTES_PER_VALUE = 32;

/**
 * What one value adds to the memory the careful road (the yaml library's
 * syntax tree and document) takes to read a text, in characters of plain
 * text that cost the same: how large a text it reads at once is counted in
 * characters plus this for each value, so a piece of `- {}` lines is as
 * cheap to read as a piece of prose.
 */
export const VALUE_COST = 16;

/** What reading a text on the careful road costs, in characters (see VALUE_COST). */
export const readingCost = (text: string) => text.length + VALUE_COST * countValues(text, Number.POSITIVE_INFINITY).count;

/** The most values a file may hold under a byte limit. */
export const maxValues = (maxBytes: number) => Math.floor(maxBytes / BYTES_PER_VALUE);

/** The count of a text or its bytes, and where it first went over a limit. */
export interface ValueCount {
  count: number;
  /** Where the count first went over the limit: an offset in the text's characters, or in the bytes for SiteBytes. */
  overAt?: number;
}

/** What indexOf and the code at an offset are, for a text or for bytes alike (the characters counted are ASCII, which no byte of a longer UTF-8 sequence can be). */
interface Codes {
  length: number;
  indexOf(code: number, from: number): number;
  at(i: number): number;
}

const CHARS = [...WEIGHT.keys()].filter((c) => WEIGHT[c] > 0);

/** What the character c at `at` counts: a '- ' right after a '- ' begins a list inside a list. */
const weightAt = (codes: Codes, c: number, at: number) =>
  c === DASH && at >= 2 && codes.at(at - 1) === SPACE && codes.at(at - 2) === DASH ? NESTED_LIST : WEIGHT[c];

/** The total, each counted character found by indexOf, which runs at memory speed where a loop over every character would not. */
function total(codes: Codes): number {
  let count = 0;
  for (const c of CHARS) {
    for (let at = codes.indexOf(c, 0); at !== -1; at = codes.indexOf(c, at + 1)) {
      count += weightAt(codes, c, at);
    }
  }
  return count;
}

/** Where, character by character, the count first goes over the limit: asked only of a text known to. */
function crossing(codes: Codes, limit: number, before: number): number {
  let count = before;
  for (let i = 0; i < codes.length; i++) {
    const c = codes.at(i);
    count += c === DASH && i >= 2 && codes.at(i - 1) === SPACE && codes.at(i - 2) === DASH ? NESTED_LIST : c < 256 ? WEIGHT[c] : 0;
    if (count > limit) return i;
  }
  return codes.length;
}

function count(codes: Codes, limit: number): ValueCount {
  // The document itself is a value, though a lone scalar has no character counted.
  const counted = 1 + total(codes);
  return counted > limit ? { count: counted, overAt: crossing(codes, limit, 1) } : { count: counted };
}

/**
 * The values on lines before each line, for lines that start at `starts`
 * (and after the last, the text's total): entry i is the count on lines 0..i-1.
 */
export function valuesBeforeLines(text: string, starts: readonly number[]): Float64Array {
  const before = new Float64Array(starts.length + 1);
  const codes = codesOfText(text);
  for (const c of CHARS) {
    let line = 0;
    for (let at = text.indexOf(String.fromCharCode(c)); at !== -1; at = text.indexOf(String.fromCharCode(c), at + 1)) {
      while (line + 1 < starts.length && starts[line + 1] <= at) line++;
      before[line + 1] += weightAt(codes, c, at);
    }
  }
  for (let line = 1; line < before.length; line++) before[line] += before[line - 1];
  return before;
}

/** The values a text holds, and where it first holds more than `limit`. */
export function countValues(text: string, limit: number): ValueCount {
  return count(codesOfText(text), limit);
}

const codesOfText = (text: string): Codes => ({
  length: text.length,
  indexOf: (c, from) => text.indexOf(String.fromCharCode(c), from),
  at: (i) => text.charCodeAt(i),
});

const codesOf = (bytes: Buffer): Codes => ({ length: bytes.length, indexOf: (c, from) => bytes.indexOf(c, from), at: (i) => bytes[i] });

/** The values a part of a file's bytes holds that begins at a line's start (the document's own value not included). */
export const valuesIn = (bytes: Buffer): number => total(codesOf(bytes));

/** The same count over a file's bytes, a block of whole lines at a time (so no '- -' is cut); overAt is a byte offset. */
export function countValuesInBytes(bytes: SiteBytes, limit: number): ValueCount {
  let counted = 1;
  bytes.blocks((block) => (counted += total(codesOf(block))));
  if (counted <= limit) return { count: counted };
  let before = 1;
  let overAt: number | undefined;
  bytes.blocks((block, offset) => {
    if (overAt !== undefined) return;
    const codes = codesOf(block);
    const here = total(codes);
    if (before + here > limit) overAt = offset + crossing(codes, limit, before);
    before += here;
  });
  return { count: counted, overAt };
}
