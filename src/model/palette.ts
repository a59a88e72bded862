import { contrast, fromHsl, luminance, mix, reachContrast, readableOn, toHsl } from './color.js';
import { DEFAULT_PRIMARY } from './settings.js';
import { accentSurfaces, HOVER_SHADE, type Surface, TEXT_CONTRAST } from './surfaces.js';
import type { Site } from '../types/site.js';

export type ThemeSpec = NonNullable<Site['settings']['theme']>;
type SchemeColor = ThemeSpec['primary'];

/** An accent colour, the text drawn on it, and the shade it takes under the pointer. */
interface Accent {
  main: string;
  contrastText: string;
  /** The hover shade, set only when MUI's own (30% darker) would leave its text below AA. */
  dark?: string;
}

/** The colours of one scheme that text is drawn in and on. */
export interface Scheme {
  primary: Accent;
  secondary: Accent;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  success: string;
  warning: string;
  divider: string;
}

/**
 * An accent with the text it carries. A button darkens under the pointer
 * (MUI's hover shade), which helps white text; when dark text on a light
 * accent would fall below AA on the darker shade, the accent lightens instead.
 */
function withText(main: string): Accent {
  const contrastText = readableOn(main);
  const darker = mix(main, '#000000', HOVER_SHADE);
  return contrast(contrastText, darker) >= TEXT_CONTRAST ? { main, contrastText } : { main, contrastText, dark: mix(main, '#ffffff', HOVER_SHADE) };
}

const LIGHT_PRIMARY = withText(DEFAULT_PRIMARY);
const DARK_PRIMARY = withText('#a5b4fc');

/**
 * The default look. An unset theme gives exactly these colours; a site's
 * primary and secondary colours replace the accents and tint the neutrals
 * (neutralsOf). The secondary accent is the primary one until a site names
 * its own.
 */
export const DEFAULT_SCHEMES: { light: Scheme; dark: Scheme } = {
  light: {
    primary: LIGHT_PRIMARY,
    secondary: LIGHT_PRIMARY,
    background: { default: '#f7f8fc', paper: '#ffffff' },
    text: { primary: '#161a2e', secondary: '#474d66' },
    success: '#15803d',
    warning: '#b45309',
    divider: '#c9cedd',
  },
  dark: {
    primary: DARK_PRIMARY,
    secondary: DARK_PRIMARY,
    background: { default: '#0f1222', paper: '#181c31' },
    text: { primary: '#eef0fa', secondary: '#b6bbd4' },
    success: '#86efac',
    warning: '#fcd34d',
    divider: '#2c3252',
  },
};

/**
 * The dark scheme's shade of a colour given once: the nearest lighter mix of
 * it that reads on every dark surface the accent is drawn on, including the
 * tinted ones (the header's current link), so one colour passes AA in both
 * schemes.
 */
function darkShade(color: string, role: 'primary' | 'secondary', dark: Scheme): string {
  const reads = (candidate: string) => accentSurfaces(role, 'dark', dark, candidate).every((s) => contrast(candidate, s.background) >= TEXT_CONTRAST);
  for (let share = 0; share <= 1.0001; share += 0.05) {
    const candidate = mix(color, '#ffffff', share);
    if (reads(candidate)) return candidate;
  }
  return '#ffffff';
}

/** One accent in both schemes. A single colour is the light scheme's; the dark scheme gets its derived shade. */
function accent(color: NonNullable<SchemeColor>, role: 'primary' | 'secondary', dark: Scheme): { light: Accent; dark: Accent } {
  const light = typeof color === 'string' ? color : color.light;
  const darkColor = typeof color === 'string' ? darkShade(light, role, dark) : color.dark;
  return { light: withText(light), dark: withText(darkColor) };
}

type Neutrals = Omit<Scheme, 'primary' | 'secondary'>;
type SchemeName = 'light' | 'dark';

/**
 * A colour turned round the colour wheel and its saturation scaled, at the
 * same luminance: a warm or green hue is brighter than a blue one at the same
 * HSL lightness, so the lightness is searched for again, and every contrast
 * the default neutrals give stays as it was.
 */
function turned(color: string, turn: number, saturation: number): string {
  const [h, s] = toHsl(color);
  const target = luminance(color);
  const at = (l: number) => fromHsl([(h + turn + 360) % 360, Math.min(1, s * saturation), l]);
  let [low, high] = [0, 1];
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (luminance(at(mid)) < target) low = mid;
    else high = mid;
  }
  return at((low + high) / 2);
}

/** The colour a theme gives for one scheme: a single colour is the light scheme's. */
function given(color: SchemeColor | undefined, scheme: SchemeName): string | undefined {
  if (color === undefined) return undefined;
  if (typeof color === 'string') return scheme === 'light' ? color : undefined;
  return color[scheme];
}

/**
 * The backgrounds, text, borders and status colours of one scheme. The
 * default neutrals are tinted towards the default primary's hue; a site's
 * are the same lightnesses turned to its own primary's hue (a greyer primary
 * gives greyer neutrals), unless it gives its background or surface. Text and
 * status colours are then moved towards black (or white in the dark scheme)
 * just until they read on every background, so only a background that suits
 * neither can fail (neutralPairs).
 */
function neutralsOf(spec: ThemeSpec | undefined, scheme: SchemeName): Neutrals {
  const base = DEFAULT_SCHEMES[scheme];
  const primary = given(spec?.primary, 'light') ?? DEFAULT_PRIMARY;
  const [hue, saturation] = toHsl(primary);
  const [baseHue, baseSaturation] = toHsl(DEFAULT_PRIMARY);
  const turn = hue - baseHue;
  const scale = Math.min(1, saturation / baseSaturation);
  const own = (color: string) => (turn === 0 && scale === 1 ? color : turned(color, turn, scale));
  const page = given(spec?.background, scheme) ?? own(base.background.default);
  const pageGiven = given(spec?.background, scheme) !== undefined;
  // A dark page given without its surface gets a surface a shade lighter, as the default's is.
  const paper = given(spec?.surface, scheme) ?? (pageGiven && scheme === 'dark' ? mix(page, '#ffffff', 0.05) : own(base.background.paper));
  const background = { default: page, paper };
  const towards = scheme === 'light' ? '#000000' : '#ffffff';
  // Status colours (a rating's tone) are drawn on the page and on cards only.
  const readable = (color: string, surfaces = textSurfaces(scheme, { background })) =>
    surfaces.reduce((c, surface) => reachContrast(c, surface.background, TEXT_CONTRAST, towards), color);
  const plain = textSurfaces(scheme, { background }).slice(0, 2);
  return {
    background,
    text: { primary: readable(own(base.text.primary)), secondary: readable(own(base.text.secondary)) },
    success: readable(base.success, plain),
    warning: readable(base.warning, plain),
    divider: own(base.divider),
  };
}

/**
 * The backgrounds body text is drawn on: the page, cards, both tinted (a box
 * on the page, a hovered row) and the header's current link, each with the
 * theme key that sets it.
 */
function textSurfaces(scheme: SchemeName, backgrounds: Pick<Scheme, 'background'>): Array<Surface & { color: 'background' | 'surface' }> {
  const keys = ['background', 'surface', 'background', 'surface', 'surface'] as const;
  return accentSurfaces('primary', scheme, backgrounds, backgrounds.background.default)
    .slice(0, keys.length)
    .map((surface, i) => ({ ...surface, color: keys[i] }));
}

/** The light and dark schemes a theme produces. */
export function schemesOf(spec: ThemeSpec | undefined): { light: Scheme; dark: Scheme } {
  const { light, dark } = DEFAULT_SCHEMES;
  const neutral = { light: neutralsOf(spec, 'light'), dark: neutralsOf(spec, 'dark') };
  const darkBase = { ...dark, ...neutral.dark };
  const primary = spec?.primary === undefined ? { light: light.primary, dark: dark.primary } : accent(spec.primary, 'primary', darkBase);
  const secondary = spec?.secondary === undefined ? primary : accent(spec.secondary, 'secondary', darkBase);
  return {
    light: { ...neutral.light, primary: primary.light, secondary: secondary.light },
    dark: { ...neutral.dark, primary: primary.dark, secondary: secondary.dark },
  };
}

/** Body text on a background the theme gives, where it fails 4.5:1 even in black or white. */
export interface NeutralPair {
  scheme: SchemeName;
  /** The theme key that sets the background. */
  color: 'background' | 'surface';
  what: string;
  foreground: string;
  background: string;
  ratio: number;
}

/**
 * Body and muted text on each background in both schemes, for the
 * backgrounds the theme gives: a light scheme's background too dark for
 * dark text (or a dark one too light for light text) is the one mistake
 * the derived text colours cannot mend.
 */
export function neutralPairs(spec: ThemeSpec | undefined): NeutralPair[] {
  const schemes = schemesOf(spec);
  const pairs: NeutralPair[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const s = schemes[scheme];
    for (const surface of textSurfaces(scheme, s)) {
      const { color } = surface;
      if (given(spec?.[color], scheme) === undefined) continue;
      for (const [what, foreground] of [
        ['body text', s.text.primary],
        ['muted text', s.text.secondary],
      ] as const) {
        const ratio = contrast(foreground, surface.background);
        if (ratio < TEXT_CONTRAST)
          pairs.push({ scheme, color, what: `${what} ${surface.what.replace(/^(text and )?links /, '')}`, foreground, background: surface.background, ratio });
      }
    }
  }
  return pairs;
}

/** Where a colour is used as text, or text on it, and the contrast it needs there. */
export interface ContrastPair {
  scheme: 'light' | 'dark';
  accent: 'primary' | 'secondary';
  what: string;
  foreground: string;
  background: string;
  ratio: number;
  needed: number;
  /** The text is drawn on the accent (a button), rather than in it. */
  onAccent: boolean;
  /** The accent is drawn in the shade it takes under the pointer, not as given. */
  hover: boolean;
}

/**
 * Every text/background pair the theme's accents take part in, in both
 * schemes: the accent as text on each surface it is drawn on, and text on
 * the accent. (Outlines and borders need 3:1, which a pair at 4.5:1 already meets.)
 */
export function contrastPairs(spec: ThemeSpec | undefined): ContrastPair[] {
  const schemes = schemesOf(spec);
  const pairs: ContrastPair[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const s = schemes[scheme];
    for (const name of ['primary', 'secondary'] as const) {
      const color = s[name];
      const add = (what: string, foreground: string, background: string, onAccent: boolean, hover = false) =>
        pairs.push({ scheme, accent: name, what, foreground, background, ratio: contrast(foreground, background), needed: TEXT_CONTRAST, onAccent, hover });
      for (const surface of accentSurfaces(name, scheme, s, color.main)) add(surface.what, color.main, surface.background, false);
      add(`text on the ${name} colour (buttons, badges)`, color.contrastText, color.main, true);
      if (name === 'primary')
        add(`button text on the ${name} colour under the pointer`, color.contrastText, color.dark ?? mix(color.main, '#000000', HOVER_SHADE), true, true);
    }
  }
  return pairs;
}
