import { itemPath, itemTitle, roleField } from '../../model/collections.js';
import { scaleOf, valueText } from '../../model/format.js';
import { imageField, ITEM_TYPES, type ItemProperty, propertyField, TIME_UNITS } from '../../model/item-types.js';
import { plainText } from '../../markup/plain-text.js';
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
  if (type === 'Event' || type === 'Recipe' || type === 'Course') return typedNode(read, type, collection, item, url);
  if (!type || !(REVIEWABLE.has(type) || type === 'Person')) return undefined;
  const { settings } = read;
  const summary = roleField(collection, 'summary');
  const image = itemImage(read, collection, item);
  const node: Json = {
    '@type': type,
    name: itemTitle(collection, item),
    ...(url && { url }),
    ...(image && { image }),
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

/** The address of an item's picture as the build wrote it, when its collection has an image field and the item a picture. */
export function itemImage(read: SiteReader, collection: Declaration, item: Item): string | undefined {
  const field = imageField(collection);
  const src = field ? (item[field] as { src?: string } | undefined)?.src : undefined;
  return src ? imageUrl(read, src) : undefined;
}

/**
 * An Event, Recipe or Course: its name and address, and each property of
 * its type (model/item-types.ts) that a field gives, or that the site
 * gives for it (the place and organiser of an event, a course's provider).
 */
function typedNode(read: SiteReader, type: string, collection: Declaration, item: Item, url: string | undefined): Json {
  const node: Json = { '@type': type, name: itemTitle(collection, item), ...(url && { url }) };
  for (const spec of ITEM_TYPES[type]) {
    const field = propertyField(collection, spec);
    const value = field === undefined || item[field] === undefined ? undefined : propertyValue(read, collection, field, item, spec);
    const given = value ?? (spec.fromSite ? siteGives(read, spec.property) : undefined);
    if (given !== undefined) node[spec.property] = given;
  }
  return node;
}

/** One field's value as a property of its type gives it. */
function propertyValue(read: SiteReader, collection: Declaration, field: string, item: Item, spec: ItemProperty): unknown {
  const decl = collection.fields[field];
  const value = item[field];
  switch (decl.type) {
    case 'image':
      return itemImage(read, { ...collection, imageField: field }, item);
    case 'list': {
      const entries = (value as string[]).map((entry) => plainText(entry, read.settings));
      return spec.property === 'recipeInstructions' ? entries.map((text) => ({ '@type': 'HowToStep', text })) : entries;
    }
    case 'number':
      // A time counted in minutes or hours is an ISO 8601 duration: 45 min is PT45M.
      return spec.kinds.includes('duration') && decl.unit ? `PT${value}${TIME_UNITS[decl.unit]}` : value;
    case 'money':
      return typeof value === 'number' && decl.currency ? { '@type': 'Offer', price: value, priceCurrency: decl.currency } : undefined;
    case 'reference': {
      const ids = decl.many ? (value as string[]) : [value as string];
      const nodes = ids.map((id) => referenceNode(read, decl.to, id, spec.property));
      return decl.many ? nodes : nodes[0];
    }
    case 'text':
    case 'inline-text':
    case 'choice':
      return spec.property === 'author' ? { '@type': 'Person', name: valueText(read, collection, field, item) } : valueText(read, collection, field, item);
    default:
      // Dates, times and durations are written as schema.org reads them.
      return value;
  }
}

/** The item a reference names, as the thing its property says it is: a place, a performer, an organiser. */
function referenceNode(read: SiteReader, collection: string, id: string, property: string): Json {
  const declaration = read.declaration(collection);
  const target = read.item(collection, id);
  const path = itemPath(declaration, id);
  const kind = property === 'location' ? 'Place' : property === 'organizer' || property === 'provider' ? 'Organization' : 'Person';
  // A place's collection says where it is in a field called address.
  const address = declaration.fields.address ? 'address' : undefined;
  return {
    '@type': kind,
    name: target ? itemTitle(declaration, target) : id,
    ...(path && { url: absoluteUrl(read.settings.baseUrl, path) }),
    ...(kind === 'Place' && address && target && { address: valueText(read, declaration, address, target) }),
  };
}

/** What the site gives when no field does: the organization, and for a place its address. */
function siteGives(read: SiteReader, property: string): Json | undefined {
  const { settings } = read;
  const org = settings.organization;
  const name = org?.name ?? settings.siteName;
  if (property !== 'location') return { '@type': 'Organization', name, url: absoluteUrl(settings.baseUrl, '/') };
  return org?.address && { '@type': 'Place', name, address: postalAddress(org.address) };
}

type Address = NonNullable<NonNullable<SiteReader['settings']['organization']>['address']>;

export function postalAddress({ street, locality, region, postalCode, country }: Address): Json {
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: locality,
    ...(region && { addressRegion: region }),
    postalCode,
    addressCountry: country,
  };
}
