import { pageBlocks } from '../../model/item-values.js';
import type { SiteReader } from '../../model/site-reader.js';
import type { SitePage } from '../../validate/site-pages.js';
import { definitionOf } from '../../renderers/registry.js';
import type { Json } from '../../renderers/define-block.js';
import { seoContext } from './seo-context.js';
import { isArticle, subjectOf, type Subject } from './subject.js';
import { absoluteUrl } from './urls.js';
import { imageUrl, itemImage, itemNode, postalAddress } from './item-data.js';
import { menuNode } from './menu-data.js';

/**
 * Who publishes the site, as settings.organization declares it: a plain
 * Organization by default; a LocalBusiness kind with its address, telephone
 * and opening hours. (A SoftwareApplication site is published by an
 * Organization of the same name; the application is its own node.)
 */
function organization(read: SiteReader, home = false): Json {
  const { settings } = read;
  const org = settings.organization;
  const url = (path: string) => absoluteUrl(settings.baseUrl, path);
  const email = org?.email ?? Object.values(settings.contacts ?? {}).find((c) => c.includes('@'));
  const logo = org?.logo ? imageUrl(read, org.logo.src) : undefined;
  return {
    '@type': !org || org.type === 'SoftwareApplication' ? 'Organization' : org.type,
    '@id': url('/#organization'),
    name: org?.name ?? settings.siteName,
    url: url('/'),
    logo: logo ?? url('/favicon.svg'),
    ...(org?.description && { description: org.description }),
    ...(email ? { email } : {}),
    ...(org?.telephone && { telephone: org.telephone }),
    ...(org?.address && { address: postalAddress(org.address) }),
    ...(org?.geo && { geo: { '@type': 'GeoCoordinates', latitude: org.geo.latitude, longitude: org.geo.longitude } }),
    ...(org?.openingHours && {
      openingHoursSpecification: org.openingHours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    }),
    ...(org?.priceRange && { priceRange: org.priceRange }),
    ...(org?.sameAs && { sameAs: org.sameAs }),
    ...(org?.servesCuisine && { servesCuisine: org.servesCuisine }),
    ...(org?.acceptsReservations !== undefined && { acceptsReservations: org.acceptsReservations }),
    // The menu is published once, with the organization on the home page.
    ...(home && org?.hasMenu && { hasMenu: menuNode(read, org.hasMenu) }),
  };
}

/** The program a SoftwareApplication site is about. */
function software(read: SiteReader): Json | undefined {
  const { settings } = read;
  const org = settings.organization;
  if (org?.type !== 'SoftwareApplication') return undefined;
  return {
    '@type': 'SoftwareApplication',
    '@id': absoluteUrl(settings.baseUrl, '/#software'),
    name: org.name ?? settings.siteName,
    url: absoluteUrl(settings.baseUrl, '/'),
    ...(org.description && { description: org.description }),
    ...(org.applicationCategory && { applicationCategory: org.applicationCategory }),
    ...(org.operatingSystem && { operatingSystem: org.operatingSystem }),
    ...(org.offers && { offers: { '@type': 'Offer', price: org.offers.price, priceCurrency: org.offers.currency } }),
    publisher: { '@id': absoluteUrl(settings.baseUrl, '/#organization') },
  };
}

/** A piece of writing the page presents, as its collection declares it (BlogPosting by default). */
function article(read: SiteReader, page: SitePage, subject: Subject): Json {
  const { settings } = read;
  const url = absoluteUrl(settings.baseUrl, page.path);
  const image = itemImage(read, subject.collection, subject.item);
  return {
    '@type': subject.collection.structuredData ?? 'BlogPosting',
    headline: subject.title,
    ...(image && { image }),
    ...(subject.summary && { description: subject.summary }),
    // Writing without a named author is the organization's.
    author: subject.author
      ? { '@type': 'Person', name: subject.author }
      : { '@type': 'Organization', name: settings.organization?.name ?? settings.siteName, url: absoluteUrl(settings.baseUrl, '/') },
    ...(subject.date && { datePublished: subject.date }),
    // When it last changed: its updated field, else when it was published.
    ...(subject.updated && { dateModified: subject.updated }),
    ...(subject.category && { articleSection: subject.category }),
    inLanguage: settings.language,
    url,
    mainEntityOfPage: url,
    publisher: { '@id': absoluteUrl(settings.baseUrl, '/#organization') },
  };
}

/** Home > parent pages that are routes > this page, from the path's segments. */
function breadcrumbs(read: SiteReader, page: SitePage): Json {
  const { settings } = read;
  const trail: Array<[string, string]> = [];
  const home = read.title('/');
  if (home) trail.push(['/', home]);
  const segments = page.path.split('/').filter(Boolean);
  segments.forEach((_, i) => {
    const path = '/' + segments.slice(0, i + 1).join('/');
    const title = read.title(path);
    if (title) trail.push([path, title]);
  });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([path, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(settings.baseUrl, path) })),
  };
}

/**
 * The page's JSON-LD graph: the site's identity on the home page, the
 * article the page presents, what each block shows (its definition says),
 * and breadcrumbs. The page's subject is passed when the caller has it
 * (headTags): working it out reads its texts again.
 */
export function structuredData(read: SiteReader, page: SitePage, subject: Subject | undefined = subjectOf(read, page)): Json {
  const { settings } = read;
  const graph: Json[] = [];
  const writing = subject && isArticle(subject) ? subject : undefined;
  if (page.path === '/' && !page.notFound) {
    const program = software(read);
    graph.push(organization(read, true), ...(program ? [program] : []), {
      '@type': 'WebSite',
      name: settings.siteName,
      url: absoluteUrl(settings.baseUrl, '/'),
      inLanguage: settings.language,
      publisher: { '@id': absoluteUrl(settings.baseUrl, '/#organization') },
    });
  } else if (writing) {
    graph.push(organization(read));
  }
  if (writing) graph.push(article(read, page, writing));
  else if (subject) {
    const node = itemNode(read, subject.collection, subject.item, absoluteUrl(settings.baseUrl, page.path));
    if (node) graph.push(node);
  }
  const ctx = seoContext(read, page);
  for (const block of pageBlocks(read, page)) {
    const data = definitionOf(block.type)?.structuredData?.(block as never, ctx);
    if (data) graph.push(data);
  }
  if (!page.notFound) graph.push(breadcrumbs(read, page));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  const json = JSON.stringify(value);
  // Most pages' JSON has none of the three: it is then not copied three times over.
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026') : json;
}

const UNSAFE_IN_SCRIPT = /[<>&]/;
