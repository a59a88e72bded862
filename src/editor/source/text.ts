/**
 * Offsets and lines in the source text. Every edit is a splice of the original
 * string, so these helpers decide exactly which bytes an edit may touch.
 * A line's "end" is where its content stops, before `\n` or `\r\n`.
 */

export const lineStart = (src: string, pos: number): number => src.lastIndexOf('\n', pos - 1) + 1;

export function lineEnd(src: string, pos: number): number {
  let end = src.indexOf('\n', pos);
  if (end < 0) end = src.length;
  return end > pos && src[end - 1] === '\r' ? end - 1 : end;
}

/** Start of the line after pos's line, or the end of the file when there is none. */
export function nextLineStart(src: string, pos: number): number {
  const end = src.indexOf('\n', pos);
  return end < 0 ? src.length : end + 1;
}

export const column = (src: string, pos: number): number => pos - lineStart(src, pos);

/** Moves back over spaces, tabs and line breaks, but not below floor. */
export function backOverSpace(src: string, pos: number, floor = 0): number {
  while (pos > floor && /\s/.test(src[pos - 1])) pos--;
  return pos;
}

/** Moves forward over spaces and tabs on the same line. */
export function skipSpaces(src: string, pos: number): number {
  while (src[pos] === ' ' || src[pos] === '\t') pos++;
  return pos;
}

export interface Line {
  start: number;
  end: number;
  /** Column of the first non-space character, or -1 for a blank line. */
  indent: number;
  comment: boolean;
}

export function lineAt(src: string, start: number): Line {
  const end = lineEnd(src, start);
  const text = src.slice(start, end);
  const first = text.search(/\S/);
  return { start, end, indent: first, comment: first >= 0 && text[first] === '#' };
}

/** Text of the same line before pos holds something other than indentation. */
export const sharesLine = (src: string, pos: number): boolean => src.slice(lineStart(src, pos), pos).trim() !== '';

/** Blank lines directly above the line holding pos: [start of the first, start of pos's line). */
export function blankLinesAbove(src: string, pos: number): number {
  let start = lineStart(src, pos);
  while (start > 0) {
    const prev = lineStart(src, start - 1);
    if (src.slice(prev, start).trim() !== '') break;
    start = prev;
  }
  return start;
}

/** Blank lines directly below the line holding pos: returns the start of the first non-blank line (or EOF). */
export function blankLinesBelow(src: string, pos: number): number {
  let next = nextLineStart(src, pos);
  while (next < src.length && lineAt(src, next).indent < 0) next = nextLineStart(src, next);
  return next;
}

export const splice = (src: string, start: number, end: number, text: string): string => src.slice(0, start) + text + src.slice(end);

/** Text rendered with `\n` written in the file's own line ending. */
export const withNl = (text: string, nl: string): string => (nl === '\n' ? text : text.replace(/\r?\n/g, nl));
