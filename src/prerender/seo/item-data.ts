import { itemTitle, roleField } from '../../model/collections.js';
import { scaleOf, valueText } from '../../model/format.js';
import type { Declaration, SiteReader } from '../../model/site-reader.js';
import type { Item } from '../../types/site.js';
import { absoluteUrl } from './urls.js';

type Json = Record<string, unknown>;
const REVIEWABLE = new Set(['Product', 'Service']);

/** An image's absolute address as the build wrote it. */
export function imageUrl(read: SiteReader, src: string): string | undefined {
  const encoded = read.picture(src)?.src;
  return encoded ? absoluteUrl(read.settings.baseUrl, encoded) : undefined;
}

/**
 * An item as schema.org describes it, when its collection says what it is
 * (Product, Service, Person): name, address, picture and summary, and for a
 * product or service the site's own review with its rating on its scale.
 * The site never publishes an AggregateRating: it has collected no ratings
 * from others. Undefined when the collection declares no such type.
 */
export function itemNode(read: SiteReader, collection: Declaration, item: Item, url?: string): Json | undefined {
  const type = collection.structuredData;
  if (!type || !(REVIEWABLE.has(type) || type === 'Person')) return undefined;
  const { settings } = read;
  const summary = roleField(collection, 'summary');
  const imageField = collection.imageField ?? (collection.fields.image?.type === 'image' ? 'image' : undefined);
  const image = imageField ? (item[imageField] as { src?: string } | undefined)?.src : undefined;
  const node: Json = {
    '@type': type,
    name: itemTitle(collection, item),
    ...(url && { url }),
    ...(image && imageUrl(read, image) && { image: imageUrl(read, image) }),
    ...(summary && item[summary] !== undefined && { description: valueText(read, collection, summary, item) }),
  };
  const offer = priceOf(collection, item);
  if (offer && REVIEWABLE.has(type)) node.offers = { '@type': 'Offer', ...offer };
  // A service is offered by someone: the site's organization.
  if (type === 'Service') node.provider = { '@id': absoluteUrl(settings.baseUrl, '/#organization') };
  const rating = collection.reviewRating;
  if (rating && REVIEWABLE.has(type) && typeof item[rating] === 'number') {
    const scale = scaleOf(settings, collection, rating);
    node.review = {
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: item[rating], bestRating: scale.max, worstRating: scale.min ?? 0 },
      author: { '@type': 'Organization', name: settings.organization?.name ?? settings.siteName, url: absoluteUrl(settings.baseUrl, '/') },
    };
  }
  return node;
}

/** An item's price as an Offer gives it: its first money field that holds an amount in a declared currency. */
function priceOf(collection: Declaration, item: Item): { price: number; priceCurrency: string } | undefined {
  for (const [name, decl] of Object.entries(collection.fields)) {
    if (decl.type === 'money' && typeof item[name] === 'number' && decl.currency) return { price: item[name] as number, priceCurrency: decl.currency };
  }
  return undefined;
}
