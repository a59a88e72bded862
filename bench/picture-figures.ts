/**
 * The first build of a site with twenty photos of 2,000 px (issue 34, 4):
 * a home page with a hero photo and a grid of nineteen cards, each with its
 * own photo, built with every picture encoded from nothing, beside the same
 * build with the pictures already in the cache (the baseline: everything a
 * build does but encoding).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { cacheDir, cacheRoot } from '../src/cache-dir.js';
import { buildWallTime } from './build-figures.js';
import { timed } from './peers/files.js';
import { photo } from './photos.js';

/** The benchmark's own photos, beside blocksite's caches (caches.ts), which it is not one of. */
const PHOTO_DIR = join(cacheRoot(process.cwd()), 'bench-photos');

export const PHOTOS = 20;

export interface PictureFigures {
  /** Clean builds that encoded every picture, and the same builds with the pictures cached, each with wall and CPU time. */
  first: Array<{ wall: number; cpu: number }>;
  cached: Array<{ wall: number; cpu: number }>;
  /** Bytes of the photos given to the build, and of what it wrote, by format. */
  sourceBytes: number;
  written: Record<string, { files: number; bytes: number }>;
  /** The built site, left for Lighthouse. */
  outDir: string;
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

/** Deletes the cached encodings of these photos, so the next build encodes them from nothing. */
function forgetEncodings(dir: string, names: string[]): void {
  const images = cacheDir('images');
  if (!existsSync(images)) return;
  const hashes = names.map((name) =>
    createHash('sha256')
      .update(readFileSync(join(dir, 'images', name)))
      .digest('hex')
      .slice(0, 16),
  );
  for (const file of readdirSync(images)) if (hashes.some((hash) => file.startsWith(hash))) rmSync(join(images, file), { force: true });
}

export async function pictureFigures(runs: number, log: (line: string) => void): Promise<PictureFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
  const names = await photos(dir);
  const siteFile = join(dir, 'site.yaml');
  writeFileSync(siteFile, siteText(names));
  const outDir = join(dir, 'dist');
  const first: PictureFigures['first'] = [];
  const cached: PictureFigures['cached'] = [];
  for (let i = 0; i < runs; i++) {
    forgetEncodings(dir, names);
    first.push(timed(() => buildWallTime(siteFile, outDir)));
    cached.push(timed(() => buildWallTime(siteFile, outDir)));
    log(
      `  pictures, run ${i + 1}/${runs}: first build ${Math.round(first[i].wall)} ms (CPU ${Math.round(first[i].cpu)} ms), pictures cached ${Math.round(cached[i].wall)} ms (CPU ${Math.round(cached[i].cpu)} ms)`,
    );
  }
  const written: PictureFigures['written'] = {};
  for (const name of readdirSync(join(outDir, 'images'))) {
    const ext = name.split('.').pop()!;
    written[ext] ??= { files: 0, bytes: 0 };
    written[ext].files++;
    written[ext].bytes += statSync(join(outDir, 'images', name)).size;
  }
  const sourceBytes = names.reduce((sum, name) => sum + statSync(join(dir, 'images', name)).size, 0);
  return { first, cached, sourceBytes, written, outDir };
}

/**
 * What each candidate encoding costs for one photo at every width of the
 * build's ladder, in CPU time of this process (sharp's threads included) and
 * bytes: the measurements that chose AVIF's effort and chroma and the fallback.
 */
export async function encodingChoices(): Promise<Array<{ label: string; cpuMs: number; bytes: number }>> {
  const { default: sharp } = await import('sharp');
  const source = readFileSync(join(PHOTO_DIR, 'photo-01.jpg'));
  const { data, info } = await sharp(source).resize({ width: 1920 }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const candidates: Array<[string, 'avif' | 'webp' | 'jpeg', object]> = [
    ['AVIF q50, effort 0, 4:2:0 (chosen)', 'avif', { quality: 50, effort: 0, chromaSubsampling: '4:2:0' }],
    ['AVIF q50, effort 1, 4:2:0', 'avif', { quality: 50, effort: 1, chromaSubsampling: '4:2:0' }],
    ['AVIF q50, effort 2, 4:4:4 (before)', 'avif', { quality: 50, effort: 2 }],
    ['AVIF q50, effort 4, 4:2:0', 'avif', { quality: 50, effort: 4, chromaSubsampling: '4:2:0' }],
    ['WebP q75, effort 4 (before)', 'webp', { quality: 75 }],
    ['JPEG q78, mozjpeg (before)', 'jpeg', { quality: 78, mozjpeg: true }],
    ['JPEG q78, libjpeg-turbo (chosen fallback)', 'jpeg', { quality: 78 }],
  ];
  const rows = [];
  for (const [label, format, options] of candidates) {
    const before = process.cpuUsage();
    let bytes = 0;
    for (const width of [320, 640, 960, 1280, 1920]) bytes += (await sharp(data, raw).resize({ width }).toFormat(format, options).toBuffer()).length;
    const used = process.cpuUsage(before);
    rows.push({ label, cpuMs: (used.user + used.system) / 1000, bytes });
  }
  return rows;
}
