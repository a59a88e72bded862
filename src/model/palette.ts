import { contrast, readableOn, reachContrast } from './color.js';
import { DEFAULT_PRIMARY } from './settings.js';
import type { Site } from '../types/site.js';

export type ThemeSpec = NonNullable<Site['settings']['theme']>;
type SchemeColor = ThemeSpec['primary'];

/** The colours of one scheme that text is drawn in and on. */
export interface Scheme {
  primary: { main: string; contrastText: string };
  secondary: { main: string; contrastText: string };
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
  success: string;
  warning: string;
  divider: string;
}

/**
 * The default look. An unset theme gives exactly these colours; a site's
 * primary and secondary colours replace the accents, and the text and
 * backgrounds stay, so only the accents need checking.
 */
export const DEFAULT_SCHEMES: { light: Scheme; dark: Scheme } = {
  light: {
    primary: { main: DEFAULT_PRIMARY, contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    background: { default: '#f7f8fc', paper: '#ffffff' },
    text: { primary: '#161a2e', secondary: '#474d66' },
    success: '#15803d',
    warning: '#b45309',
    divider: '#c9cedd',
  },
  dark: {
    primary: { main: '#a5b4fc', contrastText: '#11132a' },
    secondary: { main: '#5eead4', contrastText: '#06201d' },
    background: { default: '#0f1222', paper: '#181c31' },
    text: { primary: '#eef0fa', secondary: '#b6bbd4' },
    success: '#86efac',
    warning: '#fcd34d',
    divider: '#2c3252',
  },
};

/** Text needs 4.5:1 against its background (WCAG 2.2 AA, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/**
 * One accent in both schemes. A single colour is the light scheme's; the
 * dark scheme gets the nearest lighter shade of it that reads on the dark
 * background, so a site that names one colour still passes AA in both.
 */
function accent(color: SchemeColor, fallback: { light: Scheme['primary']; dark: Scheme['primary'] }, darkPaper: string): { light: Scheme['primary']; dark: Scheme['primary'] } {
  if (color === undefined) return fallback;
  const light = typeof color === 'string' ? color : color.light;
  const dark = typeof color === 'string' ? reachContrast(light, darkPaper, TEXT_CONTRAST) : color.dark;
  return { light: { main: light, contrastText: readableOn(light) }, dark: { main: dark, contrastText: readableOn(dark) } };
}

/** The light and dark schemes a theme produces. */
export function schemesOf(spec: ThemeSpec | undefined): { light: Scheme; dark: Scheme } {
  const { light, dark } = DEFAULT_SCHEMES;
  const primary = accent(spec?.primary, { light: light.primary, dark: dark.primary }, dark.background.paper);
  const secondary = accent(spec?.secondary, { light: light.secondary, dark: dark.secondary }, dark.background.paper);
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
}

/**
 * Every text/background pair the accents take part in: links and
 * highlighted text on both backgrounds, and button text on the accent.
 * (Outlines and borders need 3:1, which a pair at 4.5:1 already meets.)
 */
export function contrastPairs(spec: ThemeSpec | undefined): ContrastPair[] {
  const schemes = schemesOf(spec);
  const pairs: ContrastPair[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const s = schemes[scheme];
    for (const name of ['primary', 'secondary'] as const) {
      const color = s[name];
      const add = (what: string, foreground: string, background: string) => pairs.push({ scheme, accent: name, what, foreground, background, ratio: contrast(foreground, background), needed: TEXT_CONTRAST });
      add('text and links on the page background', color.main, s.background.default);
      add('text and links on cards and panels', color.main, s.background.paper);
      add(`button text on the ${name} colour`, color.contrastText, color.main);
    }
  }
  return pairs;
}
