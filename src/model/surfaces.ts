import { mix } from './color.js';

/** Text needs 4.5:1 against its background (WCAG 2.2 AA, 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** MUI darkens a filled button by this share under the pointer (its palette's `dark` shade). */
export const HOVER_SHADE = 0.3;

/**
 * The tints MUI lays over a surface, as its palette's action.hover and
 * action.selected: black over light, white over dark. They are constants
 * here because validation never loads MUI; a test holds them to MUI's own.
 */
export const TINTS = {
  light: { ink: '#000000', hover: 0.04, selected: 0.08 },
  dark: { ink: '#ffffff', hover: 0.08, selected: 0.16 },
} as const;

interface Backgrounds {
  background: { default: string; paper: string };
}

/** A background an accent is drawn on as text, and what draws it there. */
export interface Surface {
  what: string;
  background: string;
}

/**
 * Every background the renderers draw an accent on as text, in one scheme.
 * The primary colour is links, the accordion's open question, the header's
 * current link and group, a 'good' rating and outlined buttons; the
 * secondary colour is the eyebrow above a hero's title. A renderer that
 * draws an accent somewhere new adds its background here, so validation
 * checks it.
 */
export function accentSurfaces(role: 'primary' | 'secondary', scheme: 'light' | 'dark', { background }: Backgrounds, accent: string): Surface[] {
  if (role === 'secondary') return [{ what: 'eyebrows above hero titles, on the page background', background: background.default }];
  const tint = TINTS[scheme];
  const over = (base: string, share: number) => mix(base, tint.ink, share);
  return [
    { what: 'text and links on the page background', background: background.default },
    { what: 'text and links on cards and panels', background: background.paper },
    { what: 'links in a tinted box on the page (a newsletter box)', background: over(background.default, tint.hover) },
    { what: 'links in a highlighted table row and a hovered open question', background: over(background.paper, tint.hover) },
    { what: "the header's link to the current page", background: over(background.paper, tint.selected) },
    { what: 'an outlined button under the pointer, on the page', background: mix(background.default, accent, tint.hover) },
    { what: 'an outlined button under the pointer, on a card', background: mix(background.paper, accent, tint.hover) },
  ];
}
