import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';
import { readInside, writeFileAtomic } from '../files/safe-files.js';
import { readImageInfo } from '../load/image-file.js';
import { IMAGE_DIR, type EncodedImage, type ImageValue } from '../model/pictures.js';
import { pruneOld } from '../cache-dir.js';

/** Widths the build makes of every picture, up to its own width. */
const LADDER = [320, 640, 960, 1280, 1920];

/** The original files, as the dev server serves them: one size, no re-encoding. */
export function sourceImages(siteDir: string, images: ImageValue[], urlBase = ''): Record<string, EncodedImage> {
  const out: Record<string, EncodedImage> = {};
  for (const image of images) {
    const info = readImageInfo(siteDir, image.src);
    if ('problem' in info) continue;
    const url = `${urlBase}/${IMAGE_DIR}/${image.src.split('/').map(encodeURIComponent).join('/')}`;
    out[image.src] = { width: info.width, height: info.height, sources: [], src: url, srcset: `${url} ${info.width}w` };
  }
  return out;
}

const ENCODINGS = [
  { type: 'image/avif', ext: 'avif', format: 'avif', options: { quality: 50, effort: 2 } },
  { type: 'image/webp', ext: 'webp', format: 'webp', options: { quality: 75 } },
] as const;

/** How many encoded files the picture cache keeps whatever their age: a few sites' pictures at every width and format. */
const KEEP_PICTURES = 4096;

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
  // The cache grows only when a picture is encoded, so only then is it pruned.
  let encoded = false;
  for (const image of images) {
    const bytes = readInside(join(siteDir, IMAGE_DIR), image.src);
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
          writeFileAtomic(cached, data, { within: [cacheDir] });
          encoded = true;
        }
        const target = join(outDir, IMAGE_DIR, base);
        mkdirSync(dirname(target), { recursive: true });
        writeFileAtomic(target, readFileSync(cached), { within: [outDir], sync: false });
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
  if (encoded) pruneOld(cacheDir, Date.now(), KEEP_PICTURES);
  return out;
}
