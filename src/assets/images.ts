import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, parse } from 'node:path';
import { readInside, writeFileAtomic } from '../files/safe-files.js';
import { readImageInfo } from '../load/image-file.js';
import { IMAGE_DIR, SOCIAL_SIZE, type EncodedImage, type ImageValue } from '../model/pictures.js';
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
    out[image.src] = { width: info.width, height: info.height, sources: [], src: url, srcset: `${url} ${info.width}w`, social: url };
  }
  return out;
}

interface Encoding {
  type: string;
  ext: string;
  format: 'avif' | 'jpeg' | 'png';
  options: object;
  /** Names the settings in the cache's file names, so a file encoded with other settings is never reused. */
  tag: string;
}

/** How many encoded files the picture cache keeps whatever their age: a few sites' pictures at every width and format. */
const KEEP_PICTURES = 4096;

/**
 * AVIF is what every browser of the last few years shows, at a fraction of
 * JPEG's bytes for a photo. Chroma at half resolution, as JPEG keeps it, and
 * the lowest effort: higher efforts cost several times the CPU for files
 * only somewhat smaller (measured in bench/results.md, "Pictures"). WebP,
 * between AVIF and JPEG, would be a third encoding of every size for
 * browsers that are gone.
 */
const MODERN: Encoding = { type: 'image/avif', ext: 'avif', format: 'avif', options: { quality: 50, effort: 0, chromaSubsampling: '4:2:0' }, tag: 'q50e0c420' };
/** The fallback, for a browser without AVIF: plain libjpeg-turbo, several times faster than mozjpeg, since few visitors fetch it. */
const JPEG: Encoding = { type: 'image/jpeg', ext: 'jpg', format: 'jpeg', options: { quality: 78 }, tag: 'q78' };
const PNG: Encoding = { type: 'image/png', ext: 'png', format: 'png', options: {}, tag: 'z6' };

/**
 * Encodes every picture at each width of the ladder it reaches, as AVIF with
 * a JPEG (or, with transparency, PNG) fallback, into outDir/images. Each
 * picture is decoded once, and its encodings run across the machine's cores.
 * Encoded files are kept under cacheDir by the source's content hash and the
 * encoding's settings, so a rebuild copies rather than encodes them, and a
 * picture used in many places, or saved under two names, is encoded once per
 * width and format. Link-preview cards are only named here: the build makes
 * those its pages use once they are drawn (writeSocialCards).
 */
export async function encodeImages(siteDir: string, images: ImageValue[], outDir: string, cacheDir: string): Promise<Record<string, EncodedImage>> {
  // sharp's native library takes a tenth of a second to load, which a site without pictures need not pay.
  if (images.length === 0) return {};
  const { default: sharp } = await import('sharp');
  mkdirSync(join(outDir, IMAGE_DIR), { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const cores = availableParallelism();
  const pool = limit(cores);
  // A few pictures read and decoded ahead of the encoders, not all of a large site's at once.
  const ahead = limit(2 * cores);
  const encodings = new Map<string, Promise<Buffer>>();
  // The cache grows only when a picture is encoded, so only then is it pruned.
  let encodedAny = false;
  const pictures = images.map((image) =>
    ahead(async () => {
      const { bytes, hash, name } = source(siteDir, image.src);
      const meta = await sharp(bytes).metadata();
      const width = meta.autoOrient?.width ?? meta.width!;
      const height = meta.autoOrient?.height ?? meta.height!;
      const widths = [...new Set([...LADDER.filter((w) => w < width), Math.min(width, LADDER[LADDER.length - 1])])];
      const formats = [MODERN, meta.hasAlpha ? PNG : JPEG];
      // Decoded once, at the widest size this picture is written, when some encoding is not cached yet.
      let decoded: Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> | undefined;
      const decode = () =>
        (decoded ??= sharp(bytes)
          .autoOrient()
          .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
          .raw({ depth: 'uchar' })
          .toBuffer({ resolveWithObject: true }));
      const file = (format: Encoding, w: number) => {
        const cached = join(cacheDir, `${hash}-${w}-${format.tag}.${format.ext}`);
        let encoded = encodings.get(cached);
        if (!encoded) {
          encoded = existsSync(cached)
            ? Promise.resolve(readFileSync(cached))
            : pool(async () => {
                const { data, info } = await decode();
                const out = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
                  .resize({ width: w, withoutEnlargement: true })
                  .toFormat(format.format, format.options)
                  .toBuffer();
                writeFileAtomic(cached, out, { within: [cacheDir] });
                encodedAny = true;
                return out;
              });
          encodings.set(cached, encoded);
        }
        return encoded.then((data) => {
          const base = `${name}-${hash.slice(0, 8)}-${w}.${format.ext}`;
          writeFileAtomic(join(outDir, IMAGE_DIR, base), data, { within: [outDir], sync: false });
          return `/${IMAGE_DIR}/${base} ${w}w`;
        });
      };
      const [modern, fallback] = await Promise.all(formats.map((format) => Promise.all(widths.map((w) => file(format, w)))));
      decoded = undefined;
      // The fallback src is the widest up to 1280: what a browser without srcset support shows.
      const src = fallback.filter((_, i) => widths[i] <= 1280).at(-1) ?? fallback[0];
      const encoded: EncodedImage = {
        width,
        height,
        sources: [{ type: MODERN.type, srcset: modern.join(', ') }],
        src: src.split(' ')[0],
        srcset: fallback.join(', '),
        social: `/${IMAGE_DIR}/${cardFile(name, hash)}`,
      };
      return [image.src, encoded] as const;
    }),
  );
  const done = Object.fromEntries(await Promise.all(pictures));
  if (encodedAny) pruneOld(cacheDir, Date.now(), KEEP_PICTURES);
  return done;
}

/** A picture's bytes, the digest of its content that names its encodings, and a name for its files that says what it is. */
function source(siteDir: string, src: string): { bytes: Buffer; hash: string; name: string } {
  const bytes = readInside(join(siteDir, IMAGE_DIR), src);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const name =
    parse(src)
      .name.toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'image';
  return { bytes, hash, name };
}

const cardFile = (name: string, hash: string) => `${name}-${hash.slice(0, 8)}-${SOCIAL_SIZE.width}x${SOCIAL_SIZE.height}.jpg`;

/**
 * The link-preview cards of the pictures pages use as theirs (og:image), into
 * outDir/images where encodeImages named them: each picture cut to 1200×630
 * around what stands out in it (sharp's attention strategy), on white where it
 * is transparent, as a JPEG, which every preview reads. A card is made once
 * per picture however many pages or names use it, and kept in cacheDir like
 * the picture's widths; a picture no page previews with gets none.
 */
export async function writeSocialCards(siteDir: string, srcs: string[], outDir: string, cacheDir: string): Promise<void> {
  if (srcs.length === 0) return;
  const { default: sharp } = await import('sharp');
  const pool = limit(availableParallelism());
  const cards = new Map<string, Promise<Buffer>>();
  let encodedAny = false;
  await Promise.all(
    srcs.map((src) =>
      pool(async () => {
        const { bytes, hash, name } = source(siteDir, src);
        const cached = join(cacheDir, `${hash}-social-${JPEG.tag}.jpg`);
        let card = cards.get(cached);
        if (!card) {
          card = existsSync(cached)
            ? Promise.resolve(readFileSync(cached))
            : sharp(bytes)
                .autoOrient()
                .flatten({ background: '#ffffff' })
                .resize({ ...SOCIAL_SIZE, fit: 'cover', position: 'attention' })
                .jpeg(JPEG.options)
                .toBuffer()
                .then((data) => {
                  writeFileAtomic(cached, data, { within: [cacheDir] });
                  encodedAny = true;
                  return data;
                });
          cards.set(cached, card);
        }
        writeFileAtomic(join(outDir, IMAGE_DIR, cardFile(name, hash)), await card, { within: [outDir], sync: false });
      }),
    ),
  );
  if (encodedAny) pruneOld(cacheDir, Date.now(), KEEP_PICTURES);
}

/** Runs at most `count` tasks at once, in the order they were asked for. */
function limit(count: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= count) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}
