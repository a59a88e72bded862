/**
 * How large to draw a brand mark of up to four characters so that it fits
 * inside a round badge with a margin, whatever its letters: 'HD' at the
 * badge's full size, 'T26' or 'M&T' smaller, 'WWWW' smaller still. The page
 * cannot measure text without a script, so each character's width is taken
 * from a table a little wider than the widest common sans-serif bold
 * (DejaVu Sans, which Linux draws system-ui in), so any font fits.
 */

/** Widths in em of bold letters by kind. */
const WIDE = /[WMmw@%ЖШЩЮФЫŒÆœæ]/;
const NARROW = /[IiJjl1.,'’!|:;\-frt]/;
const CAPITAL_OR_DIGIT = /[\p{Lu}\p{Nd}&#+?]/u;
const LETTER = /\p{Ll}/u;

function charWidth(c: string): number {
  if (WIDE.test(c)) return 1.1;
  if (NARROW.test(c)) return 0.45;
  if (CAPITAL_OR_DIGIT.test(c)) return 0.88;
  if (LETTER.test(c)) return 0.72;
  // Anything else (a symbol, a letter of another script) as a full square.
  return 1.05;
}

/** Half the height of capitals and digits, in em, which the mark is centred on. */
export const HALF_CAP = 0.37;

/**
 * The font size in px for a mark centred in a circle of this diameter, with
 * this margin to its edge: the largest at which the corners of its letters'
 * box stay inside the circle, and no larger than `most`.
 */
export function markFontSize(mark: string, diameter: number, margin: number, most: number): number {
  const width = [...mark].reduce((sum, c) => sum + charWidth(c), 0);
  const room = diameter / 2 - margin;
  return Math.min(most, Math.floor((room / Math.sqrt((width / 2) ** 2 + HALF_CAP ** 2)) * 10) / 10);
}
