import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeImages, writeOnDemand } from '../../src/assets/images.js';

/** A site folder with the given pictures in images/, an output folder and a picture cache. */
async function siteWith(pictures: Record<string, Promise<Buffer>>) {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  mkdirSync(join(dir, 'images'));
  for (const [name, bytes] of Object.entries(pictures)) writeFileSync(join(dir, 'images', name), await bytes);
  return { dir, out: join(dir, 'dist'), cache: join(dir, 'cache') };
}

/** A photo-like picture: a gradient with a hard-edged block, so a wrong orientation or crop would show. */
function picture(width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f4a259"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" ${options.alpha ? 'fill-opacity="0.5"' : ''}/><rect width="${width / 4}" height="${height / 4}" fill="#2a9d8f"/></svg>`;
  const image = sharp(Buffer.from(svg));
  if (options.alpha) return image.png().toBuffer();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).jpeg().toBuffer();
}

const srcsetWidths = (srcset: string) => srcset.split(', ').map((entry) => Number(entry.split(' ')[1].replace('w', '')));
const fileOf = (out: string, srcsetEntry: string) => join(out, srcsetEntry.split(' ')[0]);

describe('assets/images: pictures encoded for the build', () => {
  it('writes AVIF for browsers that show it and JPEG for the rest, at each width of the ladder up to the picture’s own', async () => {
    const site = await siteWith({ 'harbour.jpg': picture(1000, 600) });
    const encoded = await encodeImages(site.dir, [{ src: 'harbour.jpg', alt: 'The harbour' }], site.out, site.cache);
    const harbour = encoded['harbour.jpg'];
    expect(harbour).toMatchObject({ width: 1000, height: 600 });
    expect(harbour.sources.map((s) => s.type)).toEqual(['image/avif']);
    expect(srcsetWidths(harbour.sources[0].srcset)).toEqual([320, 640, 800, 960, 1000]);
    expect(srcsetWidths(harbour.srcset)).toEqual([320, 640, 800, 960, 1000]);
    // A browser without srcset support shows the widest up to 1280.
    expect(harbour.src).toMatch(/^\/images\/harbour-[0-9a-f]{8}-1000\.jpg$/);
    for (const entry of harbour.sources[0].srcset.split(', ')) {
      const meta = await sharp(readFileSync(fileOf(site.out, entry))).metadata();
      expect(meta.format).toBe('heif');
      expect(meta.width).toBe(Number(entry.split(' ')[1].replace('w', '')));
    }
    for (const entry of harbour.srcset.split(', ')) expect((await sharp(readFileSync(fileOf(site.out, entry))).metadata()).format).toBe('jpeg');
  });

  it('keeps transparency with a PNG fallback, and turns a picture the camera held upright the way it is seen', async () => {
    const site = await siteWith({ 'logo.png': picture(400, 400, { alpha: true }), 'upright.jpg': picture(900, 600, { orientation: 6 }) });
    const encoded = await encodeImages(
      site.dir,
      [
        { src: 'logo.png', decorative: true },
        { src: 'upright.jpg', alt: 'A portrait' },
      ],
      site.out,
      site.cache,
    );
    expect(encoded['logo.png'].srcset).toMatch(/\.png 400w$/);
    expect((await sharp(readFileSync(fileOf(site.out, encoded['logo.png'].srcset.split(', ').at(-1)!))).metadata()).hasAlpha).toBe(true);
    // Orientation 6: stored 900 × 600, seen 600 × 900.
    expect(encoded['upright.jpg']).toMatchObject({ width: 600, height: 900 });
    const widest = await sharp(readFileSync(fileOf(site.out, encoded['upright.jpg'].srcset.split(', ').at(-1)!))).metadata();
    expect([widest.width, widest.height]).toEqual([600, 900]);
  });

  it('encodes a picture once per width and format, however many places or names use it, and a rebuild encodes nothing', async () => {
    const bytes = picture(700, 500);
    const site = await siteWith({ 'team.jpg': bytes, 'team-copy.jpg': bytes });
    const images = [
      { src: 'team.jpg', alt: 'The team' },
      { src: 'team-copy.jpg', alt: 'The team again' },
      { src: 'team.jpg', alt: 'Once more' },
    ];
    const encoded = await encodeImages(site.dir, images, site.out, site.cache);
    // Widths 320, 640 and 700, each as AVIF and JPEG: six encodings for the one picture under two names.
    expect(readdirSync(site.cache).sort()).toHaveLength(6);
    expect(Object.keys(encoded).sort()).toEqual(['team-copy.jpg', 'team.jpg']);
    for (const { srcset } of Object.values(encoded))
      for (const entry of srcset.split(', ')) expect(readFileSync(fileOf(site.out, entry)).length).toBeGreaterThan(0);
    const again = await encodeImages(site.dir, images, join(site.dir, 'dist-2'), site.cache);
    expect(again).toEqual(encoded);
    expect(readdirSync(site.cache)).toHaveLength(6);
    // Its link-preview card is made once too, under either name, where encodeImages named it.
    await writeOnDemand(site.dir, { cards: ['team.jpg', 'team-copy.jpg'], wide: [] }, site.out, site.cache);
    expect(readdirSync(site.cache)).toHaveLength(7);
    for (const { social } of Object.values(encoded))
      expect(await sharp(readFileSync(join(site.out, social))).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('names every width up to 1920 but makes those above 1280 only when a page draws the picture that wide', async () => {
    const site = await siteWith({ 'wide.jpg': picture(2000, 1000) });
    const encoded = (await encodeImages(site.dir, [{ src: 'wide.jpg', alt: 'A wide view' }], site.out, site.cache))['wide.jpg'];
    expect(srcsetWidths(encoded.srcset)).toEqual([320, 640, 800, 960, 1280, 1920]);
    expect(srcsetWidths(encoded.sources[0].srcset)).toEqual([320, 640, 800, 960, 1280, 1920]);
    const made = () => readdirSync(join(site.out, 'images')).sort();
    expect(made().filter((name) => name.includes('-1920.'))).toEqual([]);
    expect(made()).toHaveLength(10);
    await writeOnDemand(site.dir, { cards: [], wide: ['wide.jpg'] }, site.out, site.cache);
    const widest = [encoded.sources[0].srcset, encoded.srcset].map((srcset) => srcset.split(', ').at(-1)!);
    for (const entry of widest) expect((await sharp(readFileSync(fileOf(site.out, entry))).metadata()).width).toBe(1920);
    expect(made()).toHaveLength(12);
  });

  it('encodes twenty pictures in one call, each with all its files', async () => {
    const pictures = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`photo-${i}.jpg`, picture(500 + i * 10, 400)]));
    const site = await siteWith(pictures);
    const encoded = await encodeImages(
      site.dir,
      Object.keys(pictures).map((src) => ({ src, alt: src })),
      site.out,
      site.cache,
    );
    expect(Object.keys(encoded)).toHaveLength(20);
    for (const [src, image] of Object.entries(encoded)) {
      expect(image.width).toBe(500 + Number(/\d+/.exec(src)![0]) * 10);
      for (const entry of [...image.srcset.split(', '), ...image.sources[0].srcset.split(', ')])
        expect(readFileSync(fileOf(site.out, entry)).length).toBeGreaterThan(0);
    }
  });
});
