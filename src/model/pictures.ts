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
