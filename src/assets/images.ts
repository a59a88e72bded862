import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, parse, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';

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

const FORMATS = new Set(['jpg', 'png', 'webp', 'avif', 'gif']);
/** Widths the build makes of every picture, up to its own width. */
const LADDER = [320, 640, 960, 1280, 1920];

export interface ImageInfo {
  width: number;
  height: number;
  format: string;
}

/**
 * A picture's file, read from its header alone: its size and format, or
 * what is wrong with it. Synchronous, so validation stays one pass.
 */
export function readImageInfo(siteDir: string, src: string): ImageInfo | { problem: string } {
  const folder = resolve(siteDir, IMAGE_DIR);
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return { problem: `'${src}' is outside the ${IMAGE_DIR} folder; give a path inside it, e.g. team/anna.jpg` };
  if (!existsSync(file) || !statSync(file).isFile())
    return { problem: `there is no picture '${src}' in ${relative(process.cwd(), folder) || IMAGE_DIR}/; add the file or fix the name` };
  try {
    const size = imageSize(readFileSync(file));
    const format = size.type === 'jpeg' ? 'jpg' : String(size.type);
    if (!FORMATS.has(format) || !size.width || !size.height)
      return { problem: `'${src}' is not a picture format the build can use (${format}); save it as JPEG, PNG, WebP, AVIF or GIF` };
    return { width: size.width, height: size.height, format };
  } catch {
    return { problem: `'${src}' is not a picture the build can read; save it as JPEG, PNG, WebP, AVIF or GIF` };
  }
}

/** How a picture is written into a page: its sources by format, the fallback, and its intrinsic size. */
export interface EncodedImage {
  width: number;
  height: number;
  sources: Array<{ type: string; srcset: string }>;
  src: string;
  srcset: string;
}

/** The original files, as the dev server serves them: one size, no re-encoding. */
export function sourceImages(siteDir: string, images: ImageValue[]): Record<string, EncodedImage> {
  const out: Record<string, EncodedImage> = {};
  for (const image of images) {
    const info = readImageInfo(siteDir, image.src);
    if ('problem' in info) continue;
    const url = `/${IMAGE_DIR}/${image.src.split('/').map(encodeURIComponent).join('/')}`;
    out[image.src] = { width: info.width, height: info.height, sources: [], src: url, srcset: `${url} ${info.width}w` };
  }
  return out;
}

const ENCODINGS = [
  { type: 'image/avif', ext: 'avif', format: 'avif', options: { quality: 50, effort: 2 } },
  { type: 'image/webp', ext: 'webp', format: 'webp', options: { quality: 75 } },
] as const;

/**
 * Encodes every picture at each width of the ladder it reaches, as AVIF and
 * WebP with a JPEG (or, with transparency, PNG) fallback, into outDir/images.
 * Encoded files are kept under cacheDir by the source's content hash, so a
 * rebuild copies rather than encodes them.
 */
export async function encodeImages(siteDir: string, images: ImageValue[], outDir: string, cacheDir: string): Promise<Record<string, EncodedImage>> {
  // sharp's native library takes a tenth of a second to load, which a site without pictures need not pay.
  if (images.length === 0) return {};
  const { default: sharp } = await import('sharp');
  const out: Record<string, EncodedImage> = {};
  mkdirSync(join(outDir, IMAGE_DIR), { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  for (const image of images) {
    const file = resolve(siteDir, IMAGE_DIR, image.src);
    const bytes = readFileSync(file);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const meta = await sharp(bytes).metadata();
    const width = meta.autoOrient?.width ?? meta.width!;
    const height = meta.autoOrient?.height ?? meta.height!;
    const widths = [...new Set([...LADDER.filter((w) => w < width), Math.min(width, LADDER[LADDER.length - 1])])];
    const fallback = meta.hasAlpha
      ? { type: 'image/png', ext: 'png', format: 'png', options: {} }
      : { type: 'image/jpeg', ext: 'jpg', format: 'jpeg', options: { quality: 78, mozjpeg: true } };
    const name =
      parse(image.src)
        .name.toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'image';
    const files = async (encoding: { ext: string; format: string; options: object }) => {
      const list: string[] = [];
      for (const w of widths) {
        const base = `${name}-${hash.slice(0, 8)}-${w}.${encoding.ext}`;
        const cached = join(cacheDir, `${hash}-${w}.${encoding.ext}`);
        if (!existsSync(cached)) {
          const data = await sharp(bytes)
            .autoOrient()
            .resize({ width: w, withoutEnlargement: true })
            .toFormat(encoding.format as 'jpeg', encoding.options)
            .toBuffer();
          writeFileSync(cached, data);
        }
        const target = join(outDir, IMAGE_DIR, base);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, readFileSync(cached));
        list.push(`/${IMAGE_DIR}/${base} ${w}w`);
      }
      return list;
    };
    const sources = [];
    for (const encoding of ENCODINGS) sources.push({ type: encoding.type, srcset: (await files(encoding)).join(', ') });
    const fallbackSet = await files(fallback);
    // The fallback src is the widest up to 1280: what a browser without srcset support shows.
    const src = fallbackSet.filter((_, i) => widths[i] <= 1280).at(-1) ?? fallbackSet[0];
    out[image.src] = { width, height, sources, src: src.split(' ')[0], srcset: fallbackSet.join(', ') };
  }
  return out;
}
