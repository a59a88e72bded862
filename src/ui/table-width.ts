/**
 * How wide a table must be to show every column readably, worked out from
 * its text when the page is rendered: the page has no script to measure it,
 * and a container query (scroll-table.tsx) turns the rows into cards below
 * that width. An estimate that errs wide costs a table that could just have
 * fitted being shown as cards, which still reads well; one that errs narrow
 * would squeeze or hide a column, so the figures are generous.
 */

/** Width of a character of table text (0.875rem), a little over the system fonts' average in bold, which row headings are. */
const CHAR = 9.5;
/** A cell's padding on either side at phone widths (scroll-table.tsx). */
const PAD = 12;
/** What a cell of a sentence or more needs to read as lines, not words (scroll-table.tsx keeps this much in a scrolling table too). */
const SENTENCE = 144;
const PARAGRAPH = 192;

/** One column: its heading, the text of each of its cells, and what it needs whatever its text. */
export interface ColumnText {
  heading: string;
  cells: string[];
  /** Its cells keep to one line. */
  nowrap?: boolean;
  /** Its cells are at least this wide (a rating's stars, a picture, a row heading's set width). */
  least?: number;
}

const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map((word) => [...word].length));

/** The width one cell needs: all of it on one line, its longest word, or a readable measure for prose. */
function cellWidth(text: string, nowrap: boolean): number {
  if (nowrap) return [...text].length * CHAR;
  if (text.length >= 200) return PARAGRAPH;
  if (text.length >= 60) return SENTENCE;
  return longestWord(text) * CHAR;
}

/** The narrowest a table can be with every column readable: each column's widest need, with its padding, summed. */
export function tableWidth(columns: ColumnText[]): number {
  let total = 0;
  for (const column of columns) {
    const heading = longestWord(column.heading) * CHAR;
    const cells = Math.max(0, ...column.cells.map((text) => cellWidth(text, column.nowrap === true)));
    total += Math.max(heading, cells, column.least ?? 0) + 2 * PAD;
  }
  return Math.ceil(total);
}
