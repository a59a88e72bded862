import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, parse } from 'node:path';
import type { Sharp } from 'sharp';
import { pruneOld } from '../cache-dir.js';
import { readInside, writeFileAtomic } from '../files/safe-files.js';
import { IMAGE_DIR, SOCIAL_SIZE } from '../model/pictures.js';

/**
 * Widths the build makes of every picture, up to its own width. 800 is for
 * the commonest screens, phones of 360–414 px at 2× and Lighthouse's mobile
 * one (412 px at 1.75×): without it they took the 960, which Lighthouse
 * counts as wasted bytes on a photo.
 */
const LADDER = [320, 640, 800, 960, 1280, 1920];

export interface Encoding {
  type: string;
  ext: string;
  format: 'avif' | 'jpeg' | 'png';
  options: object;
  /** Names the settings in the cache's file names, so a file encoded with other settings is never reused. */
  tag: string;
}

/**
 * AVIF is what every browser the pages support shows but Edge before 121, at
 * a fraction of JPEG's bytes for a photo. Chroma at half resolution, as JPEG
 * keeps it, and the lowest effort: higher efforts cost several times the CPU
 * for files only somewhat smaller (bench/results.md, "Pictures").
 */
export const MODERN: Encoding = {
  type: 'image/avif',
  ext: 'avif',
  format: 'avif',
  options: { quality: 50, effort: 0, chromaSubsampling: '4:2:0' },
  tag: 'q50e0c420',
};
/**
 * The fallback, for a browser without AVIF: plain libjpeg-turbo, a quarter of
 * the CPU of WebP and of mozjpeg, since few visitors fetch it; every browser
 * reads it, as do link previews and feed readers.
 */
const JPEG: Encoding = { type: 'image/jpeg', ext: 'jpg', format: 'jpeg', options: { quality: 78 }, tag: 'q78' };
const PNG: Encoding = { type: 'image/png', ext: 'png', format: 'png', options: {}, tag: 'z6' };

/** How many encoded files the picture cache keeps whatever their age: a few sites' pictures at every width and format. */
const KEEP_PICTURES = 4096;

/** One picture as the encoder knows it: its bytes, the digest that names its encodings, a name for its files, its size and formats. */
export interface Source {
  bytes: Buffer;
  hash: string;
  name: string;
  width: number;
  height: number;
  /** Every width of the ladder it reaches, its own last when it is narrower than the top. */
  widths: number[];
  formats: [Encoding, Encoding];
}

/**
 * Encodes pictures into outDir/images, on every core at once. Each file is
 * kept under cacheDir by the source's content hash and the encoding's
 * settings, so a rebuild copies rather than encodes it, and a picture used in
 * many places, or saved under two names, is encoded once per width and format.
 */
export class PictureEncoder {
  private readonly pool = limit(availableParallelism());
  private readonly encodings = new Map<string, Promise<void>>();
  /** The cache grows only when a picture is encoded, so only then is it pruned. */
  private encodedAny = false;

  private constructor(
    private readonly sharp: typeof import('sharp').default,
    private readonly siteDir: string,
    private readonly outDir: string,
    private readonly cacheDir: string,
  ) {}

  /** sharp's native library takes a tenth of a second to load, which a site without pictures need not pay. */
  static async open(siteDir: string, outDir: string, cacheDir: string): Promise<PictureEncoder> {
    const { default: sharp } = await import('sharp');
    mkdirSync(join(outDir, IMAGE_DIR), { recursive: true });
    mkdirSync(cacheDir, { recursive: true });
    return new PictureEncoder(sharp, siteDir, outDir, cacheDir);
  }

  /** A picture's bytes, digest, name, size and formats: widths up to the top of the ladder, AVIF and JPEG, or PNG where it is transparent. */
  async source(src: string): Promise<Source> {
    const bytes = readInside(join(this.siteDir, IMAGE_DIR), src);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
    const name =
      parse(src)
        .name.toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'image';
    const meta = await this.sharp(bytes).metadata();
    const width = meta.autoOrient?.width ?? meta.width!;
    const height = meta.autoOrient?.height ?? meta.height!;
    const widths = [...new Set([...LADDER.filter((w) => w < width), Math.min(width, LADDER[LADDER.length - 1])])];
    return { bytes, hash, name, width, height, widths, formats: [MODERN, meta.hasAlpha ? PNG : JPEG] };
  }

  /** The address of a picture's file at a width, in a format. */
  static url(source: Source, format: Encoding, width: number): string {
    return `/${IMAGE_DIR}/${source.name}-${source.hash.slice(0, 8)}-${width}.${format.ext}`;
  }

  /** The address of a picture's link-preview card. */
  static cardUrl(source: Pick<Source, 'name' | 'hash'>): string {
    return `/${IMAGE_DIR}/${source.name}-${source.hash.slice(0, 8)}-${SOCIAL_SIZE.width}x${SOCIAL_SIZE.height}.jpg`;
  }

  /** Writes a picture's files at these widths in both its formats, decoding it once, at the widest, if any is not cached. */
  async write(source: Source, widths: number[]): Promise<void> {
    let decoded: Promise<{ data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } }> | undefined;
    const decode = () =>
      (decoded ??= this.sharp(source.bytes)
        .autoOrient()
        .resize({ width: Math.max(...widths), withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }));
    await Promise.all(
      source.formats.flatMap((format) =>
        widths.map((w) =>
          this.file(`${source.hash}-${w}-${format.tag}.${format.ext}`, PictureEncoder.url(source, format, w), async () => {
            const { data, info } = await decode();
            return this.sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
              .resize({ width: w, withoutEnlargement: true })
              .toFormat(format.format, format.options);
          }),
        ),
      ),
    );
  }

  /**
   * Writes a picture's link-preview card: cut to 1200×630 around what stands
   * out in it (sharp's attention strategy), on white where it is
   * transparent, as a JPEG, which every preview reads.
   */
  async writeCard(source: Source): Promise<void> {
    await this.file(`${source.hash}-social-${JPEG.tag}.jpg`, PictureEncoder.cardUrl(source), async () =>
      this.sharp(source.bytes)
        .autoOrient()
        .flatten({ background: '#ffffff' })
        .resize({ ...SOCIAL_SIZE, fit: 'cover', position: 'attention' })
        .jpeg(JPEG.options),
    );
  }

  /** Prunes the cache when this encoder added to it. */
  close(): void {
    if (this.encodedAny) pruneOld(this.cacheDir, Date.now(), KEEP_PICTURES);
  }

  /**
   * One file at its address in outDir, copied from the cache, where it is
   * made first (once, however many ask) when missing. Only whether it is
   * there is remembered, not its bytes, so a site of many large photos
   * holds no more than the files being written.
   */
  private async file(cacheName: string, url: string, make: () => Promise<Sharp>): Promise<void> {
    const cached = join(this.cacheDir, cacheName);
    let made = this.encodings.get(cached);
    if (!made) {
      made = existsSync(cached)
        ? Promise.resolve()
        : this.pool(async () => {
            writeFileAtomic(cached, await (await make()).toBuffer(), { within: [this.cacheDir] });
            this.encodedAny = true;
          });
      this.encodings.set(cached, made);
    }
    await made;
    writeFileAtomic(join(this.outDir, url), readFileSync(cached), { within: [this.outDir], sync: false });
  }
}

/** Runs at most `count` tasks at once, in the order they were asked for. */
export function limit(count: number): <T>(task: () => Promise<T>) => Promise<T> {
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
