import { describe, expect, it } from 'vitest';
import { contrast } from '../../src/model/color.js';
import { contrastPairs, DEFAULT_SCHEMES, schemesOf } from '../../src/model/palette.js';
import { validateEdited } from '../helpers.js';

describe.each(['light', 'dark'] as const)('the default %s colour scheme', (scheme) => {
  const s = DEFAULT_SCHEMES[scheme];
  const pairs: Array<[string, string, string, string]> = [];
  for (const surface of ['default', 'paper'] as const) {
    const bg = s.background[surface];
    pairs.push(['text.primary', s.text.primary, `background.${surface}`, bg], ['text.secondary', s.text.secondary, `background.${surface}`, bg], ['primary (links)', s.primary.main, `background.${surface}`, bg], ['success (rating labels)', s.success, `background.${surface}`, bg], ['warning (rating labels)', s.warning, `background.${surface}`, bg]);
  }
  pairs.push(['primary.contrastText', s.primary.contrastText, 'primary (buttons)', s.primary.main]);
  it.each(pairs)('%s on %s meets WCAG AA', (_fg, fg, _bg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a site theme', () => {
  it('looks exactly like the default when unset', () => {
    expect(schemesOf(undefined)).toEqual(DEFAULT_SCHEMES);
  });

  it('carries one colour into the dark scheme as a lighter shade that still reads, so every pair passes', () => {
    for (const primary of ['#1f6f43', '#b91c1c', '#0b3d91', '#6d28d9']) {
      const failing = contrastPairs({ primary, secondary: '#9a3412' }).filter((p) => p.ratio < p.needed);
      expect(failing, primary).toEqual([]);
      expect(schemesOf({ primary }).dark.primary.main).not.toBe(primary);
    }
  });

  it('rejects a colour too light for text on the light background, at the colour, with its ratio', () => {
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', '  themeColor: "#3b3fc7"\n  theme: { primary: "#7dd3fc" }\n');
    expect(problems).toEqual([expect.objectContaining({ message: expect.stringMatching(/^in the light scheme, text and links on the page background #7dd3fc on #f7f8fc has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1, so choose a darker colour or give \{ light, dark \}$/) })]);
  });

  it('rejects a dark-scheme colour given explicitly that does not read on dark backgrounds', () => {
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', '  themeColor: "#3b3fc7"\n  theme: { primary: { light: "#1f6f43", dark: "#14532d" } }\n');
    expect(problems[0].message).toMatch(/^in the dark scheme, text and links on cards and panels #14532d on #181c31 has a contrast of \d\.\d\d:1; WCAG AA needs 4\.5:1, so choose a lighter colour$/);
  });
});
