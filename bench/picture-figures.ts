/**
 * The first build of a site with twenty photos of 2,000 px (issue 34, 4):
 * a home page with a hero photo and a grid of nineteen cards, each with its
 * own photo, built with every picture encoded from nothing, beside the same
 * build with the pictures already in the cache (everything a build does but
 * encoding) and, given a checkout of older code (BENCH_BASELINE), that
 * code's first build of the same site in the same run.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { cacheRoot } from '../src/cache-dir.js';
import { buildWallTime } from './build-figures.js';
import { timed } from './peers/files.js';
import { photo } from './photos.js';

/** The benchmark's own photos, beside blocksite's caches (caches.ts), which it is not one of; named anew whenever photos.ts makes other photos. */
const PHOTO_DIR = join(cacheRoot(process.cwd()), 'bench-photos-2');

export const PHOTOS = 20;

type Timing = { wall: number; cpu: number };

/** What one checkout's builds of the photo site took and wrote. */
export interface CheckoutPictures {
  /** Clean builds that encoded every picture, and the same builds with the pictures cached, each with wall and CPU time. */
  first: Timing[];
  cached: Timing[];
  /** What it wrote under images/, by format. */
  written: Record<string, { files: number; bytes: number }>;
}

export interface PictureFigures extends CheckoutPictures {
  /** Bytes of the photos given to the build. */
  sourceBytes: number;
  /** The built site, left for Lighthouse. */
  outDir: string;
  baseline?: CheckoutPictures;
}

/** The photos, made once and kept: making them takes about as long as encoding them. */
function photos(dir: string): Promise<string[]> {
  const kept = PHOTO_DIR;
  mkdirSync(kept, { recursive: true });
  mkdirSync(join(dir, 'images'), { recursive: true });
  return Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => {
      const name = `photo-${String(i + 1).padStart(2, '0')}.jpg`;
      const file = join(kept, name);
      if (!existsSync(file)) writeFileSync(file, await photo(i));
      writeFileSync(join(dir, 'images', name), readFileSync(file));
      return name;
    }),
  );
}

/** The blank starter's site with its home page made of the photos. */
function siteText(names: string[]): string {
  const site = parse(readFileSync('starters/blank/site.yaml', 'utf8'));
  const alt = (n: number) => `Generated test photo ${n}: a gradient behind soft discs and hard-edged blocks of colour, under fine grain`;
  site.routes[0].blocks = [
    {
      type: 'hero',
      title: 'Twenty photos',
      lead: 'Each picture on this page is a 2,000 px photo, encoded by the build.',
      image: { src: names[0], alt: alt(1) },
    },
    {
      type: 'card-grid',
      heading: 'The other nineteen',
      cards: names.slice(1).map((src, i) => ({ image: { src, alt: alt(i + 2) }, title: `Photo ${i + 2}`, text: `The photo made from seed ${i + 1}.` })),
    },
  ];
  return stringify(site, { lineWidth: 0 });
}

/** Deletes a checkout's cached encodings of these photos, so its next build encodes them from nothing. */
function forgetEncodings(checkout: string, dir: string, names: string[]): void {
  const images = join(cacheRoot(checkout), 'images');
  if (!existsSync(images)) return;
  const hashes = names.map((name) =>
    createHash('sha256')
      .update(readFileSync(join(dir, 'images', name)))
      .digest('hex')
      .slice(0, 16),
  );
  for (const file of readdirSync(images)) if (hashes.some((hash) => file.startsWith(hash))) rmSync(join(images, file), { force: true });
}

/** The files a build wrote under images/, counted and summed by format. */
function writtenBy(outDir: string): CheckoutPictures['written'] {
  const written: CheckoutPictures['written'] = {};
  for (const name of readdirSync(join(outDir, 'images'))) {
    const ext = name.split('.').pop()!;
    written[ext] ??= { files: 0, bytes: 0 };
    written[ext].files++;
    written[ext].bytes += statSync(join(outDir, 'images', name)).size;
  }
  return written;
}

export async function pictureFigures(runs: number, log: (line: string) => void, baselineDir?: string): Promise<PictureFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
  const names = await photos(dir);
  const siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, siteText(names));
  const checkouts = [resolve('.'), ...(baselineDir ? [resolve(baselineDir)] : [])];
  const outs = checkouts.map((_, i) => join(dir, i === 0 ? 'dist' : 'dist-baseline'));
  const figures = checkouts.map((): CheckoutPictures => ({ first: [], cached: [], written: {} }));
  for (let run = 0; run < runs; run++) {
    // The checkouts in turn, in an order that turns each run, since the machine's load moves.
    for (const i of run % 2 === 0 ? checkouts.keys() : [...checkouts.keys()].reverse()) {
      forgetEncodings(checkouts[i], dir, names);
      const first = timed(() => ({ wall: buildWallTime(siteFile, outs[i], {}, checkouts[i]), peakMb: Number.NaN }));
      const cached = timed(() => ({ wall: buildWallTime(siteFile, outs[i], {}, checkouts[i]), peakMb: Number.NaN }));
      figures[i].first.push(first);
      figures[i].cached.push(cached);
      log(
        `  pictures, run ${run + 1}/${runs}, ${i === 0 ? 'this checkout' : 'baseline'}: first build ${Math.round(first.wall)} ms (CPU ${Math.round(first.cpu)} ms), pictures cached ${Math.round(cached.wall)} ms (CPU ${Math.round(cached.cpu)} ms)`,
      );
    }
  }
  for (const [i, out] of outs.entries()) figures[i].written = writtenBy(out);
  const sourceBytes = names.reduce((sum, name) => sum + statSync(join(dir, 'images', name)).size, 0);
  return { ...figures[0], sourceBytes, outDir: outs[0], ...(figures[1] && { baseline: figures[1] }) };
}

/** The widths of the build's ladder, which the encoders are timed at. */
export const LADDER_WIDTHS = [320, 640, 800, 960, 1280, 1920];

/** What one way of encoding costs a photo: CPU time and bytes at each width, and in all. */
export interface EncodingCost {
  label: string;
  widths: Array<{ cpuMs: number; bytes: number }>;
  cpuMs: number;
  bytes: number;
}

/**
 * What each candidate encoding costs a photo at every width of the build's
 * ladder, in CPU time of this process (sharp's threads included) and bytes,
 * averaged over three of the photos, each decoded once as the build does;
 * and what a link-preview card costs: the measurements that chose AVIF's
 * effort and chroma, the fallback, and which cards are made.
 */
export async function encodingChoices(): Promise<{ encodings: EncodingCost[]; card: { cpuMs: number; bytes: number } }> {
  const { default: sharp } = await import('sharp');
  const sources = ['photo-01.jpg', 'photo-02.jpg', 'photo-03.jpg'].map((name) => readFileSync(join(PHOTO_DIR, name)));
  const decoded = await Promise.all(sources.map((source) => sharp(source).resize({ width: 1920 }).raw().toBuffer({ resolveWithObject: true })));
  const candidates: Array<[string, 'avif' | 'webp' | 'jpeg', object]> = [
    ['AVIF q50, effort 0, 4:2:0 (chosen)', 'avif', { quality: 50, effort: 0, chromaSubsampling: '4:2:0' }],
    ['AVIF q50, effort 1, 4:2:0', 'avif', { quality: 50, effort: 1, chromaSubsampling: '4:2:0' }],
    ["AVIF q50, effort 4 (sharp's default), 4:2:0", 'avif', { quality: 50, effort: 4, chromaSubsampling: '4:2:0' }],
    ['WebP q75, effort 0', 'webp', { quality: 75, effort: 0 }],
    ["WebP q75, effort 4 (sharp's default)", 'webp', { quality: 75 }],
    ['JPEG q78, mozjpeg', 'jpeg', { quality: 78, mozjpeg: true }],
    ['JPEG q78, libjpeg-turbo (chosen fallback)', 'jpeg', { quality: 78 }],
  ];
  const cost = async (make: (i: number) => Promise<Buffer>) => {
    const before = process.cpuUsage();
    let bytes = 0;
    for (let i = 0; i < sources.length; i++) bytes += (await make(i)).length;
    const used = process.cpuUsage(before);
    return { cpuMs: (used.user + used.system) / 1000 / sources.length, bytes: bytes / sources.length };
  };
  const encodings: EncodingCost[] = [];
  for (const [label, format, options] of candidates) {
    const widths = [];
    for (const width of LADDER_WIDTHS)
      widths.push(
        await cost((i) => {
          const { data, info } = decoded[i];
          return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
            .resize({ width })
            .toFormat(format, options)
            .toBuffer();
        }),
      );
    encodings.push({ label, widths, cpuMs: widths.reduce((sum, w) => sum + w.cpuMs, 0), bytes: widths.reduce((sum, w) => sum + w.bytes, 0) });
  }
  // As the build makes it: from the photo's file, cut around what stands out.
  const card = await cost((i) =>
    sharp(sources[i])
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: 1200, height: 630, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 78 })
      .toBuffer(),
  );
  return { encodings, card };
}

/**
 * Encoding six of the photos at every width up to 1280 px, as AVIF and JPEG
 * from one decode each, with one or two encodes at a time and libvips given
 * one or two threads of its own per encode (sharp.concurrency, which sharp
 * sets to 1 on glibc without jemalloc): wall and CPU time, to choose how the
 * build spreads its encodes on this machine's cores.
 */
export async function parallelChoices(): Promise<Array<{ label: string; wall: number; cpu: number }>> {
  const { default: sharp } = await import('sharp');
  const { limit } = await import('../src/assets/picture-encoder.js');
  const sources = Array.from({ length: 6 }, (_, i) => readFileSync(join(PHOTO_DIR, `photo-${String(i + 1).padStart(2, '0')}.jpg`)));
  const threads = sharp.concurrency();
  const rows = [];
  for (const [at, vips] of [
    [1, 1],
    [2, 1],
    [1, 2],
    [2, 2],
  ]) {
    sharp.concurrency(vips);
    const pool = limit(at);
    const before = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      sources.map(async (source) => {
        const { data, info } = await pool(() => sharp(source).resize({ width: 1280 }).raw().toBuffer({ resolveWithObject: true }));
        const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
        await Promise.all(
          [320, 640, 800, 960, 1280].flatMap((width) => [
            pool(() => sharp(data, raw).resize({ width }).avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' }).toBuffer()),
            pool(() => sharp(data, raw).resize({ width }).jpeg({ quality: 78 }).toBuffer()),
          ]),
        );
      }),
    );
    const used = process.cpuUsage(before);
    rows.push({
      label: `${at} encode${at > 1 ? 's' : ''} at a time, ${vips} libvips thread${vips > 1 ? 's' : ''} each`,
      wall: performance.now() - started,
      cpu: (used.user + used.system) / 1000,
    });
  }
  sharp.concurrency(threads);
  return rows;
}
