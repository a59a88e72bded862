/** The folder beside the site file that holds its pictures. */
export const IMAGE_DIR = 'images';

export interface ImageValue {
  src: string;
  alt?: string;
  decorative?: boolean;
}

/** How wide a portrait at the top of an item's page is drawn: on a phone (above the title), from 600 px and from 900 px (beside it). */
export const PORTRAIT_WIDTHS = { xs: 160, sm: 200, md: 240 } as const;

/**
 * Where a picture is drawn: how wide it needs to be to stay sharp there,
 * and the sizes attribute that tells the browser how wide it will be shown.
 */
export const PLACES = {
  hero: { minWidth: 1000, sizes: '(min-width: 1200px) 1152px, 100vw', what: 'a hero picture' },
  // Beside the title from 600 px, in two fifths of the row: at most 442 px there, and 567 px across a phone
  // just under 600 px; the minimum keeps the large hero's share of the widest it is drawn.
  compactHero: { minWidth: 500, sizes: '(min-width: 1200px) 442px, (min-width: 600px) 40vw, 100vw', what: 'a picture in a compact hero' },
  header: { minWidth: 700, sizes: '(min-width: 900px) 852px, 100vw', what: "a picture at the top of an item's page" },
  portrait: {
    minWidth: 2 * PORTRAIT_WIDTHS.md,
    sizes: `(min-width: 900px) ${PORTRAIT_WIDTHS.md}px, (min-width: 600px) ${PORTRAIT_WIDTHS.sm}px, ${PORTRAIT_WIDTHS.xs}px`,
    what: "a portrait at the top of an item's page",
  },
  article: { minWidth: 700, sizes: '(min-width: 900px) 760px, 100vw', what: 'a picture in an article' },
  card: { minWidth: 400, sizes: '(min-width: 1200px) 370px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw', what: 'a card picture' },
  list: { minWidth: 160, sizes: '(min-width: 600px) 160px, 100vw', what: 'a picture in a list' },
  thumb: { minWidth: 96, sizes: '96px', what: 'a small picture in a table or list of facts' },
} as const;
export type Place = keyof typeof PLACES;

/**
 * Where an item header draws its picture: a wide one across the reading
 * column, anything squarer (a portrait, a product shot) as a portrait beside
 * the title, since a square drawn 852 px wide fills the screen.
 */
export function headerPlace(size: { width: number; height: number }): Place {
  return size.width > size.height * 1.25 ? 'header' : 'portrait';
}

/** How a picture is written into a page: its sources by format, the fallback, and its intrinsic size. */
export interface EncodedImage {
  width: number;
  height: number;
  sources: Array<{ type: string; srcset: string }>;
  src: string;
  srcset: string;
  /** The picture cut to 1200×630 as a JPEG, for link previews (og:image); the original where nothing is encoded (the dev server). */
  social: string;
}

/** The size link previews draw a page's picture at (og:image): what Facebook, LinkedIn and X ask for. */
export const SOCIAL_SIZE = { width: 1200, height: 630 } as const;

/**
 * Widths up to this are made of every picture before its pages are drawn;
 * a wider one only for a picture some page draws that wide (on a 2× screen),
 * once the pages are drawn: most places never need one.
 */
export const MADE_FIRST = 1280;

/** The screens a place is drawn for are at most this dense: a place shown at most N px wide needs no picture wider than 2N. */
const DENSITY = 2;

/**
 * The widest a sizes attribute draws a picture, in CSS pixels: each entry's
 * length at the widest viewport it applies to, with media conditions of
 * min-width in decreasing order, as every place writes them (a viewport
 * width, vw, counts at the next wider entry's min-width). Infinity when it
 * cannot tell, so nothing is left out.
 */
export function widestDrawn(sizes: string): number {
  let upper = Number.POSITIVE_INFINITY;
  let widest = 0;
  for (const entry of sizes.split(/,(?![^(]*\))/).map((e) => e.trim())) {
    const media = /^\(min-width:\s*(\d+(?:\.\d+)?)px\)\s*(.+)$/.exec(entry);
    if (!media && entry.startsWith('(')) return Number.POSITIVE_INFINITY;
    const length = cssLength(media ? media[2] : entry, upper);
    if (!(length >= 0)) return Number.POSITIVE_INFINITY;
    widest = Math.max(widest, length);
    if (!media) break;
    upper = Number(media[1]);
  }
  return widest;
}

/** A CSS length of px and vw, with calc() of + - * / and brackets, at a viewport `viewport` px wide; NaN when it is anything else. */
function cssLength(text: string, viewport: number): number {
  const tokens = text.replace(/^calc/, '').match(/\d+(?:\.\d+)?(?:px|vw)?|[-+*/()]|\S/g) ?? [];
  let at = 0;
  const value = (): number => {
    const token = tokens[at++];
    if (token === '(') {
      const inner = sum();
      return tokens[at++] === ')' ? inner : Number.NaN;
    }
    const number = /^(\d+(?:\.\d+)?)(px|vw)?$/.exec(token ?? '');
    if (!number) return Number.NaN;
    return number[2] === 'vw' ? (Number(number[1]) * viewport) / 100 : Number(number[1]);
  };
  const product = (): number => {
    let result = value();
    while (tokens[at] === '*' || tokens[at] === '/') result = tokens[at++] === '*' ? result * value() : result / value();
    return result;
  };
  const sum = (): number => {
    let result = product();
    while (tokens[at] === '+' || tokens[at] === '-') result = tokens[at++] === '+' ? result + product() : result - product();
    return result;
  };
  const result = sum();
  return at === tokens.length ? result : Number.NaN;
}

/**
 * The entries of a srcset ("url 640w, …") a place drawn by `sizes` can use:
 * every width below what its widest drawing needs on a dense screen, and the
 * first at or above it.
 */
export function srcsetFor(srcset: string, sizes: string): string {
  const need = DENSITY * widestDrawn(sizes);
  const entries = srcset.split(', ');
  const enough = entries.findIndex((entry) => Number(entry.slice(entry.lastIndexOf(' ') + 1, -1)) >= need);
  return enough < 0 ? srcset : entries.slice(0, enough + 1).join(', ');
}

/** The widest width a srcset lists. */
export function widestListed(srcset: string): number {
  return Math.max(...srcset.split(', ').map((entry) => Number(entry.slice(entry.lastIndexOf(' ') + 1, -1))));
}
