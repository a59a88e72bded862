import { describe, expect, it } from 'vitest';
import { theme } from '../../src/ui/theme.js';

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type Palette = { [k: string]: { [k: string]: string } };

describe.each(['light', 'dark'] as const)('the %s colour scheme', (scheme) => {
  const palette = (theme as unknown as { colorSchemes: Record<string, { palette: Palette }> }).colorSchemes[scheme].palette;
  const pairs: Array<[string, string, string, string, number]> = [];
  for (const surface of ['default', 'paper']) {
    const bg = palette.background[surface];
    pairs.push(
      ['text.primary', palette.text.primary, `background.${surface}`, bg, 4.5],
      ['text.secondary', palette.text.secondary, `background.${surface}`, bg, 4.5],
      ['primary.main (links)', palette.primary.main, `background.${surface}`, bg, 4.5],
      ['success.main (Excellent)', palette.success.main, `background.${surface}`, bg, 4.5],
      ['warning.main (Good)', palette.warning.main, `background.${surface}`, bg, 4.5],
    );
  }
  pairs.push(['primary.contrastText', palette.primary.contrastText, 'primary.main (buttons)', palette.primary.main, 4.5]);

  it.each(pairs)('%s on %s meets WCAG AA', (_fg, fg, _bg, bg, minimum) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});
