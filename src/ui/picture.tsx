import { assetsOf } from '../assets/assets.js';
import { PLACES, type ImageValue, type Place } from '../assets/images.js';
import { useSite } from './site-context.js';

/**
 * A picture in every size and format the build made of it, with its width
 * and height so the page never shifts as it loads. Pictures at the top of a
 * page (hero, item header) load at once and first; the rest when scrolled
 * near.
 */
export function Picture({ image, place, className }: { image: ImageValue; place: Place; className?: string }) {
  const encoded = assetsOf(useSite()).images[image.src];
  if (!encoded) throw new Error(`picture '${image.src}' was not prepared: prepareAssets() runs before rendering`);
  const { sizes } = PLACES[place];
  const top = place === 'hero' || place === 'header';
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
