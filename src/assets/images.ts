import { availableParallelism } from 'node:os';
import { readImageInfo } from '../load/image-file.js';
import { IMAGE_DIR, MADE_FIRST, type EncodedImage, type ImageValue } from '../model/pictures.js';
import { limit, MODERN, PictureEncoder } from './picture-encoder.js';

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

/**
 * Encodes every picture, before its pages are drawn, at each width of the
 * ladder it reaches up to MADE_FIRST, as AVIF with a JPEG (or, with
 * transparency, PNG) fallback, into outDir/images (picture-encoder.ts), and
 * names all its files: its wider widths and its link-preview card are made
 * once the pages are drawn, only of the pictures some page draws that wide
 * or previews with (writeOnDemand).
 */
export async function encodeImages(siteDir: string, images: ImageValue[], outDir: string, cacheDir: string): Promise<Record<string, EncodedImage>> {
  if (images.length === 0) return {};
  const encoder = await PictureEncoder.open(siteDir, outDir, cacheDir);
  // A few pictures read and decoded ahead of the encoders, not all of a large site's at once.
  const ahead = limit(2 * availableParallelism());
  const pictures = images.map((image) =>
    ahead(async () => {
      const source = await encoder.source(image.src);
      const { widths, formats } = source;
      await encoder.write(
        source,
        widths.filter((w) => w <= MADE_FIRST),
      );
      const srcset = (format: (typeof formats)[number]) => widths.map((w) => `${PictureEncoder.url(source, format, w)} ${w}w`).join(', ');
      const encoded: EncodedImage = {
        width: source.width,
        height: source.height,
        sources: [{ type: MODERN.type, srcset: srcset(formats[0]) }],
        // What a browser without srcset support shows: the widest made first.
        src: PictureEncoder.url(source, formats[1], widths.filter((w) => w <= MADE_FIRST).at(-1)!),
        srcset: srcset(formats[1]),
        social: PictureEncoder.cardUrl(source),
      };
      return [image.src, encoded] as const;
    }),
  );
  const done = Object.fromEntries(await Promise.all(pictures));
  encoder.close();
  return done;
}

/**
 * What encodeImages named but left until the pages were drawn: the widths
 * above MADE_FIRST of the pictures some page draws that wide (`wide`), and
 * the link-preview cards of the pictures pages preview with (`cards`), each
 * made once however many pages or names use it.
 */
export async function writeOnDemand(siteDir: string, wanted: { cards: string[]; wide: string[] }, outDir: string, cacheDir: string): Promise<void> {
  if (wanted.cards.length === 0 && wanted.wide.length === 0) return;
  const encoder = await PictureEncoder.open(siteDir, outDir, cacheDir);
  const ahead = limit(2 * availableParallelism());
  const wide = new Set(wanted.wide);
  await Promise.all(
    [...new Set([...wanted.cards, ...wanted.wide])].map((src) =>
      ahead(async () => {
        const source = await encoder.source(src);
        await Promise.all([
          wide.has(src)
            ? encoder.write(
                source,
                source.widths.filter((w) => w > MADE_FIRST),
              )
            : undefined,
          wanted.cards.includes(src) ? encoder.writeCard(source) : undefined,
        ]);
      }),
    ),
  );
  encoder.close();
}
