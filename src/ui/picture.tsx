import { MADE_FIRST, PLACES, srcsetFor, widestListed, type EncodedImage, type ImageValue, type Place } from '../model/pictures.js';
import type { SiteReader } from '../model/site-reader.js';
import { useReader } from './site-context.js';

/** A picture as the build encoded it: its sizes and files. */
export function encodedImage(read: SiteReader, image: ImageValue): EncodedImage {
  const encoded = read.picture(image.src);
  if (!encoded) throw new Error(`picture '${image.src}' was not prepared: prepareAssets() runs before rendering`);
  return encoded;
}

/**
 * A picture in every size and format the build made of it, with its width
 * and height so the page never shifts as it loads. Pictures at the top of a
 * page (hero, item header) load at once and first; the rest when scrolled
 * near.
 */
export function Picture({ image, place, className, sizes = PLACES[place].sizes }: { image: ImageValue; place: Place; className?: string; sizes?: string }) {
  const read = useReader();
  const encoded = encodedImage(read, image);
  const top = place === 'hero' || place === 'compactHero' || place === 'header' || place === 'portrait';
  // Only the widths this place can use: a picture drawn at most N px wide needs none above 2N.
  const srcset = srcsetFor(encoded.srcset, sizes);
  // The build makes the wider widths only of the pictures some page draws that wide, as it reads here.
  if (widestListed(srcset) > MADE_FIRST) read.widePicture(image.src);
  return (
    <picture>
      {encoded.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={srcsetFor(source.srcset, sizes)} sizes={sizes} />
      ))}
      <img
        src={encoded.src}
        srcSet={srcset}
        sizes={sizes}
        width={encoded.width}
        height={encoded.height}
        alt={image.decorative ? '' : (image.alt ?? '')}
        decoding="async"
        {...(top ? { fetchPriority: 'high' } : { loading: 'lazy' })}
        className={className}
      />
    </picture>
  );
}
