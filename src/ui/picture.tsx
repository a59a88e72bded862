import { PLACES, type EncodedImage, type ImageValue, type Place } from '../model/pictures.js';
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
  const encoded = encodedImage(useReader(), image);
  const top = place === 'hero' || place === 'compactHero' || place === 'header' || place === 'portrait';
  return (
    <picture>
      {encoded.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={encoded.src}
        srcSet={encoded.srcset}
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
