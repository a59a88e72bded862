import { pageBlocks } from '../../model/item-values.js';
import { imageField } from '../../model/item-types.js';
import { type ImageValue, SOCIAL_SIZE } from '../../model/pictures.js';
import type { SiteReader } from '../../model/site-reader.js';
import type { SitePage } from '../../validate/site-pages.js';
import type { Subject } from './subject.js';
import { absoluteUrl } from './urls.js';

/**
 * The picture a link preview shows for a page (og:image): its hero's, else
 * its item's (the collection's image field, else its first picture), else
 * the site's own (settings.socialImage), cut to 1200×630 by the build. Its
 * alt text goes with it; a decorative picture has none, so the page's title
 * stands in.
 */
export function socialImage(read: SiteReader, page: SitePage, subject: Subject | undefined, title: string): { url: string; alt: string } | undefined {
  const picture = heroPicture(read, page) ?? (subject && itemPicture(subject)) ?? read.settings.socialImage;
  const card = picture && read.socialCard(picture.src);
  if (!picture || !card) return undefined;
  return { url: absoluteUrl(read.settings.baseUrl, card), alt: picture.alt ?? title };
}

/** The meta tags that give it, with its size. */
export function socialImageTags(image: { url: string; alt: string }, attr: (value: string) => string): string[] {
  return [
    `<meta property="og:image" content="${attr(image.url)}">`,
    `<meta property="og:image:width" content="${SOCIAL_SIZE.width}">`,
    `<meta property="og:image:height" content="${SOCIAL_SIZE.height}">`,
    `<meta property="og:image:alt" content="${attr(image.alt)}">`,
    `<meta name="twitter:image:alt" content="${attr(image.alt)}">`,
  ];
}

function heroPicture(read: SiteReader, page: SitePage): ImageValue | undefined {
  for (const block of pageBlocks(read, page)) if (block.type === 'hero' && block.image) return block.image;
  return undefined;
}

function itemPicture({ collection, item }: Subject): ImageValue | undefined {
  const field = imageField(collection) ?? Object.keys(collection.fields).find((name) => collection.fields[name].type === 'image');
  const value = field === undefined ? undefined : item[field];
  return value && typeof value === 'object' && 'src' in value ? (value as ImageValue) : undefined;
}
