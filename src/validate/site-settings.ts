import type { DataPath } from '../load/locate.js';
import { fontProblem } from '../load/font-file.js';
import { contrastPairs, type ContrastPair, neutralPairs, type ThemeSpec } from '../model/palette.js';
import type { Report } from './bindings.js';
import {
  AddressMissing,
  CopyrightYearMissing,
  FontNotInStack,
  LowContrast,
  MenuLabelMissing,
  NewTabMessageMissing,
  UnreadableBackground,
} from '../problem-catalogue.js';
import type { Said } from '../problem.js';
import { isObj, type Obj } from '../is-obj.js';
import { TEXT_CONTRAST } from '../model/surfaces.js';

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * WCAG AA for every text/background pair the theme's accents are drawn in,
 * in both schemes (model/surfaces.ts lists where): a pair below 4.5:1 is
 * reported at the colour that causes it, with its ratio.
 */
export function themeProblems(data: Obj, siteDir: string, report: Report): void {
  const settings = isObj(data.settings) ? data.settings : {};
  const theme = settings.theme;
  if (!isObj(theme)) return;
  const fontFile = isObj(theme.fontFile) ? theme.fontFile : undefined;
  const fontMessage = typeof fontFile?.src === 'string' ? fontProblem(siteDir, fontFile.src) : undefined;
  if (fontMessage) report(['settings', 'theme', 'fontFile', 'src'], fontMessage);
  if (fontFile && typeof fontFile.family === 'string' && typeof theme.font === 'string' && !theme.font.includes(fontFile.family)) {
    report(['settings', 'theme', 'font'], FontNotInStack(fontFile.family, theme.font));
  }
  const usable = (c: unknown) => (typeof c === 'string' ? COLOR.test(c) : isObj(c) && COLOR.test(String(c.light)) && COLOR.test(String(c.dark)));
  if (!['primary', 'secondary', 'background', 'surface'].every((key) => theme[key] === undefined || usable(theme[key]))) return;
  const spec = theme as ThemeSpec;
  // One message per background: the text that reads worst on it.
  const neutrals = new Map<string, ReturnType<typeof neutralPairs>[number]>();
  for (const pair of neutralPairs(spec)) {
    const key = `${pair.color}|${pair.scheme}`;
    if (!neutrals.has(key) || neutrals.get(key)!.ratio > pair.ratio) neutrals.set(key, pair);
  }
  for (const pair of neutrals.values()) {
    const at: DataPath = ['settings', 'theme', pair.color, ...(isObj(theme[pair.color]) ? [pair.scheme] : [])];
    const want = pair.scheme === 'light' ? 'a lighter' : 'a darker';
    report(
      at,
      UnreadableBackground(
        pair.scheme,
        pair.what,
        pair.foreground,
        pair.background,
        ratioText(pair.ratio),
        pair.scheme === 'light' ? 'black' : 'white',
        TEXT_CONTRAST,
        want,
        pair.color === 'background' ? 'page background' : 'surface',
      ),
    );
  }
  // One message per colour: the pair where it reads worst.
  const worst = new Map<string, { pair: ContrastPair; at: DataPath }>();
  for (const pair of contrastPairs(spec)) {
    // An unset accent is the default's or, for secondary, the primary's, which are checked as such.
    if (pair.ratio >= pair.needed || theme[pair.accent] === undefined) continue;
    const color = theme[pair.accent];
    const at: DataPath = ['settings', 'theme', pair.accent, ...(isObj(color) ? [pair.scheme] : [])];
    const key = `${at.join('.')}|${pair.scheme}`;
    if (!worst.has(key) || worst.get(key)!.pair.ratio > pair.ratio) worst.set(key, { pair, at });
  }
  for (const { pair, at } of worst.values()) report(at, contrastMessage(pair, theme[pair.accent] as ThemeSpec['primary']));
}

/**
 * What is wrong with one pair: the colours drawn, and, where the accent is
 * drawn in a shade of the colour written (the dark scheme's lighter shade of
 * a single colour, or the shade under the pointer), the colour written too.
 */
export function contrastMessage(pair: ContrastPair, given: ThemeSpec['primary']): Said {
  const single = typeof given === 'string';
  const written = typeof given === 'string' ? given : given?.[pair.scheme];
  const shade = pair.onAccent ? pair.background : pair.foreground;
  const derived = single && pair.scheme === 'dark' ? ', lightened for the dark scheme' : '';
  const origin = shade === written ? '' : ` (your ${written}${derived}${pair.hover ? ', as it turns under the pointer' : ''})`;
  const [foreground, background] = pair.onAccent ? [pair.foreground, `${pair.background}${origin}`] : [`${pair.foreground}${origin}`, pair.background];
  const fix = pair.onAccent ? 'another' : pair.scheme === 'light' ? 'a darker' : 'a lighter';
  return LowContrast({ scheme: pair.scheme, what: pair.what, foreground, background, ratio: ratioText(pair.ratio), needed: pair.needed, fix, pair: single });
}

/** A ratio cut, not rounded, to two decimals: 4.496 is 4.49, so a ratio below what is needed never reads as enough. */
const ratioText = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** Kinds of LocalBusiness, which search engines need an address for. */
const LOCAL = new Set([
  'LocalBusiness',
  'Dentist',
  'MedicalClinic',
  'Physician',
  'Restaurant',
  'CafeOrCoffeeShop',
  'Store',
  'LegalService',
  'ProfessionalService',
  'HealthAndBeautyBusiness',
]);

/** Settings that are optional unless the site uses what they are for. */
export function usedSettingsProblems(data: Obj, hasExternalLinks: boolean, report: Report): void {
  const settings = isObj(data.settings) ? data.settings : {};
  const messages = isObj(settings.messages) ? settings.messages : undefined;
  const navigation = isObj(data.navigation) ? data.navigation : {};
  const footer = isObj(data.footer) ? data.footer : {};
  if (messages && Array.isArray(navigation.links) && navigation.links.length > 0 && messages.menu === undefined) {
    report(['settings', 'messages'], MenuLabelMissing());
  }
  if (messages && hasExternalLinks && messages.newTab === undefined) {
    report(['settings', 'messages'], NewTabMessageMissing());
  }
  const organization = isObj(settings.organization) ? settings.organization : undefined;
  if (organization && LOCAL.has(String(organization.type)) && organization.address === undefined) {
    report(['settings', 'organization'], AddressMissing(String(organization.type)));
  }
  if (typeof footer.copyright === 'string' && footer.copyright.includes('{year}') && settings.copyrightYear === undefined) {
    report(['footer', 'copyright'], CopyrightYearMissing());
  }
}
