import { describe, expect, it } from 'vitest';
import { contrast, mix, toHex, toHsl, type Rgb } from '../../src/model/color.js';
import { contrastPairs, DEFAULT_SCHEMES, schemesOf, type ContrastPair, type ThemeSpec } from '../../src/model/palette.js';
import { contrastMessage } from '../../src/validate/site-settings.js';
import { HOVER_SHADE, TINTS } from '../../src/model/surfaces.js';
import { themeFor } from '../../src/ui/theme.js';
import { lineOf, validateEdited } from '../helpers.js';

describe.each(['light', 'dark'] as const)('the default %s colour scheme', (scheme) => {
  const s = DEFAULT_SCHEMES[scheme];
  const pairs: Array<[string, string, string, string]> = [];
  for (const surface of ['default', 'paper'] as const) {
    const bg = s.background[surface];
    pairs.push(
      ['text.primary', s.text.primary, `background.${surface}`, bg],
      ['text.secondary', s.text.secondary, `background.${surface}`, bg],
      ['primary (links)', s.primary.main, `background.${surface}`, bg],
      ['success (rating labels)', s.success, `background.${surface}`, bg],
      ['warning (rating labels)', s.warning, `background.${surface}`, bg],
    );
  }
  pairs.push(['primary.contrastText', s.primary.contrastText, 'primary (buttons)', s.primary.main]);
  it.each(pairs)('%s on %s meets WCAG AA', (_fg, fg, _bg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

/** A CSS colour MUI writes (#rrggbb, rgb() or rgba()) as #rrggbb, laid over a background when translucent. */
function solid(css: string, under: string): string {
  if (css.startsWith('#')) return css;
  const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
  return mix(under, toHex([r, g, b] as Rgb), a);
}

/**
 * What the pages draw with a theme, read from the MUI theme that renders
 * them rather than from the validator's own list: the accent as text on the
 * page and on cards, plain and under MUI's hover tint (a newsletter box, a
 * highlighted row, the open question hovered) and its selected tint (the
 * header's current link), on an outlined button's hover tint, and text on
 * the accent and its hover shade;
 * the secondary accent as the hero's eyebrow and as badges.
 */
function drawnPairsPass(spec: ThemeSpec): boolean {
  const { theme } = themeFor(spec);
  const ratios: number[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const p = theme.colorSchemes[scheme]!.palette;
    const { default: page, paper: card } = p.background;
    const primary = p.primary.main;
    const outlinedHover = (base: string) => mix(base, primary, p.action.hoverOpacity);
    // The header (current link, group) and the accordion are cards; the newsletter box is a tint on the page.
    const backgrounds = [
      page,
      card,
      solid(p.action.hover, page),
      solid(p.action.hover, card),
      solid(p.action.selected, card),
      outlinedHover(page),
      outlinedHover(card),
    ];
    for (const background of backgrounds) ratios.push(contrast(primary, background));
    ratios.push(contrast(p.primary.contrastText, primary), contrast(p.primary.contrastText, solid(p.primary.dark, primary)));
    ratios.push(contrast(p.secondary.main, p.background.default), contrast(p.secondary.contrastText, p.secondary.main));
  }
  return ratios.every((r) => r >= 4.5);
}

describe('a site theme', () => {
  it('looks exactly like the default when unset', () => {
    expect(schemesOf(undefined)).toEqual(DEFAULT_SCHEMES);
  });

  it('knows the tints and the hover shade MUI draws with', () => {
    const { theme } = themeFor(undefined);
    for (const scheme of ['light', 'dark'] as const) {
      const { action } = theme.colorSchemes[scheme]!.palette;
      const paper = DEFAULT_SCHEMES[scheme].background.paper;
      expect(solid(action.hover, paper)).toBe(mix(paper, TINTS[scheme].ink, TINTS[scheme].hover));
      expect(solid(action.selected, paper)).toBe(mix(paper, TINTS[scheme].ink, TINTS[scheme].selected));
      expect(action.hoverOpacity).toBe(TINTS[scheme].hover);
    }
    const { primary } = themeFor({ primary: '#0a5c99' }).theme.colorSchemes.light!.palette;
    expect(solid(primary.dark, '#000000')).toBe(mix('#0a5c99', '#000000', HOVER_SHADE));
  });

  // Single colours the dark scheme derives a shade for, pairs given explicitly, and colours that cannot pass.
  const samples: ThemeSpec[] = [
    { primary: '#0f766e' },
    { primary: '#1f6f43' },
    { primary: '#0a5c99' },
    { primary: '#3b3fc7' },
    { primary: '#b91c1c' },
    { primary: '#6d28d9' },
    { primary: '#c2410c' },
    { primary: '#be185d' },
    { primary: '#0e7490' },
    { primary: '#4d7c0f' },
    { primary: '#7dd3fc' },
    { primary: '#6b7280' },
    { primary: { light: '#0a5c99', dark: '#548db8' } },
    { primary: { light: '#0a5c99', dark: '#8cc2ee' } },
    { primary: { light: '#6f4e37', dark: '#d9a878' } },
    { primary: { light: '#0f766e', dark: '#2dd4bf' }, secondary: '#b6412b' },
    { primary: '#1f6f43', secondary: '#f59e0b' },
    { primary: '#1f6f43', secondary: { light: '#b4531c', dark: '#7c2d12' } },
  ];

  it.each(samples.map((spec) => [JSON.stringify(spec), spec] as const))(
    'with %s, validates exactly when every pair the pages draw reads at 4.5:1',
    (_name, spec) => {
      const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', `  themeColor: "#3b3fc7"\n  theme: ${JSON.stringify(spec)}\n`);
      expect(problems.length === 0).toBe(drawnPairsPass(spec));
    },
  );

  it("derives a dark shade from one colour that reads on every dark surface, the header's current link included", () => {
    for (const primary of ['#0f766e', '#1f6f43', '#0a5c99', '#b91c1c', '#0b3d91', '#6d28d9']) {
      expect(drawnPairsPass({ primary }), primary).toBe(true);
      expect(
        contrastPairs({ primary }).filter((p) => p.ratio < p.needed),
        primary,
      ).toEqual([]);
      expect(schemesOf({ primary }).dark.primary.main).not.toBe(primary);
    }
  });

  it('rejects a colour too light for text on the light background, at the colour, with its ratio', () => {
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', '  themeColor: "#3b3fc7"\n  theme: { primary: "#7dd3fc" }\n');
    expect(problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^in the light scheme, the header's link to the current page #7dd3fc on #ebebeb has a contrast of 1\.\d\d:1; WCAG AA needs 4\.5:1, so choose a darker colour or give \{ light, dark \}$/,
        ),
      }),
    ]);
  });

  it("rejects a dark-scheme colour that reads on cards but not on the header's current link", () => {
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', '  themeColor: "#3b3fc7"\n  theme: { primary: { light: "#0a5c99", dark: "#548db8" } }\n');
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^in the dark scheme, the header's link to the current page #548db8 on #384348 has a contrast of 2\.8\d:1; WCAG AA needs 4\.5:1, so choose a lighter colour$/,
      ),
    ]);
  });

  it('never prints a failing ratio as one that passes: 4.496 reads 4.49, not 4.50', () => {
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', '  themeColor: "#3b3fc7"\n  theme: { primary: "#207580" }\n');
    expect(contrastPairs({ primary: '#207580' }).find((p) => p.ratio < 4.5)!.ratio).toBeGreaterThan(4.495);
    expect(problems.map((p) => p.message)).toEqual([
      "in the light scheme, the header's link to the current page #207580 on #ebebeb has a contrast of 4.49:1; WCAG AA needs 4.5:1, so choose a darker colour or give { light, dark }",
    ]);
  });

  it('names the colour written beside the shade of it that is drawn', () => {
    const pair = (over: Partial<ContrastPair>): ContrastPair => ({
      scheme: 'dark',
      accent: 'primary',
      what: 'links on cards and panels',
      foreground: '#5f9fd0',
      background: '#181c31',
      ratio: 4.4999,
      needed: 4.5,
      onAccent: false,
      hover: false,
      ...over,
    });
    expect(contrastMessage(pair({}), '#0a5c99').message).toBe(
      'in the dark scheme, links on cards and panels #5f9fd0 (your #0a5c99, lightened for the dark scheme) on #181c31 has a contrast of 4.49:1; WCAG AA needs 4.5:1, so choose a lighter colour or give { light, dark }',
    );
    expect(
      contrastMessage(
        pair({ scheme: 'light', what: 'button text under the pointer', foreground: '#ffffff', background: '#4a7fa8', onAccent: true, hover: true }),
        { light: '#5f9fd0', dark: '#8cc2ee' },
      ).message,
    ).toBe(
      'in the light scheme, button text under the pointer #ffffff on #4a7fa8 (your #5f9fd0, as it turns under the pointer) has a contrast of 4.49:1; WCAG AA needs 4.5:1, so choose another colour',
    );
  });

  it('keeps button text readable under the pointer: a light accent with dark text lightens instead of darkening', () => {
    const dark = schemesOf({ primary: { light: '#6f4e37', dark: '#d9a878' } }).dark.primary;
    expect(contrast(dark.contrastText, mix(dark.main, '#000000', HOVER_SHADE))).toBeLessThan(4.5);
    expect(contrast(dark.contrastText, dark.dark!)).toBeGreaterThanOrEqual(4.5);
  });

  it("tints a site's neutrals with its primary's hue: a terracotta site gets warm surfaces, not the default's navy dark mode", () => {
    const warm = schemesOf({ primary: '#b5502f' });
    for (const scheme of ['light', 'dark'] as const) {
      const { background, text, divider } = warm[scheme];
      expect(background.default).not.toBe(DEFAULT_SCHEMES[scheme].background.default);
      for (const color of [background.default, text.primary, text.secondary, divider]) {
        const hue = toHsl(color)[0];
        // Warm: between magenta-red and yellow, as far from the default's indigo (about 230) as the primary is.
        expect(hue < 40 || hue > 340, `${scheme} ${color}`).toBe(true);
      }
    }
    // A grey primary gives grey neutrals.
    expect(toHsl(schemesOf({ primary: '#6b7280' }).dark.background.default)[1]).toBeLessThan(toHsl(DEFAULT_SCHEMES.dark.background.default)[1]);
  });

  it('keeps body, muted and status text readable on every derived background, for primaries of every hue', () => {
    for (let hue = 0; hue < 360; hue += 15) {
      const primary = toHex([0, 0, 0].map((_, i) => 127 + 100 * Math.cos(((hue - i * 120) * Math.PI) / 180)) as Rgb);
      const s = schemesOf({ primary });
      for (const scheme of ['light', 'dark'] as const) {
        const { background, text, success, warning } = s[scheme];
        for (const bg of [background.default, background.paper]) {
          for (const fg of [text.primary, text.secondary, success, warning])
            expect(contrast(fg, bg), `${primary} ${scheme} ${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('draws the background and surface a theme gives, and checks text and accents on them', () => {
    const spec: ThemeSpec = { primary: '#a34a2a', background: { light: '#fbf4ec', dark: '#1c1410' }, surface: { light: '#fffdf9', dark: '#2a1f19' } };
    const { theme } = themeFor(spec);
    expect(theme.colorSchemes.light!.palette.background).toMatchObject({ default: '#fbf4ec', paper: '#fffdf9' });
    expect(theme.colorSchemes.dark!.palette.background).toMatchObject({ default: '#1c1410', paper: '#2a1f19' });
    expect(drawnPairsPass(spec)).toBe(true);
    const { problems } = validateEdited('  themeColor: "#3b3fc7"\n', `  themeColor: "#3b3fc7"\n  theme: ${JSON.stringify(spec)}\n`);
    expect(problems).toEqual([]);
  });

  it('rejects a light-scheme background no text reads on, at the background, with its ratio', () => {
    const { problems, paths, source } = validateEdited(
      '  themeColor: "#3b3fc7"\n',
      '  themeColor: "#3b3fc7"\n  theme:\n    primary: "#b5502f"\n    background: { light: "#5a4a40", dark: "#1c1410" }\n',
    );
    const i = problems.findIndex((p) => p.message.includes('even in black'));
    expect(problems[i].message).toMatch(
      /^in the light scheme, (body|muted) text .* is #000000 on #[0-9a-f]{6}, a contrast of [0-4]\.\d\d:1 even in black; WCAG AA needs 4\.5:1, so choose a lighter page background$/,
    );
    expect(paths[i]).toEqual(['settings', 'theme', 'background', 'light']);
    const line = lineOf(source, 'light: "#5a4a40"');
    expect(problems[i]).toMatchObject({ line, col: source.split('\n')[line - 1].indexOf('"#5a4a40"') + 1 });
  });
});
