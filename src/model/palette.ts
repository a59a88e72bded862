import { contrast, mix, readableOn } from './color.js';
import { DEFAULT_PRIMARY } from './settings.js';
import { accentSurfaces, HOVER_SHADE, TEXT_CONTRAST } from './surfaces.js';
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
 * primary and secondary colours replace the accents, and the text and
 * backgrounds stay, so only the accents need checking. The secondary accent
 * is the primary one until a site names its own.
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
function accent(color: NonNullable<SchemeColor>, role: 'primary' | 'secondary'): { light: Accent; dark: Accent } {
  const light = typeof color === 'string' ? color : color.light;
  const dark = typeof color === 'string' ? darkShade(light, role, DEFAULT_SCHEMES.dark) : color.dark;
  return { light: withText(light), dark: withText(dark) };
}

/** The light and dark schemes a theme produces. */
export function schemesOf(spec: ThemeSpec | undefined): { light: Scheme; dark: Scheme } {
  const { light, dark } = DEFAULT_SCHEMES;
  const primary = spec?.primary === undefined ? { light: light.primary, dark: dark.primary } : accent(spec.primary, 'primary');
  const secondary = spec?.secondary === undefined ? primary : accent(spec.secondary, 'secondary');
  return { light: { ...light, primary: primary.light, secondary: secondary.light }, dark: { ...dark, primary: primary.dark, secondary: secondary.dark } };
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
