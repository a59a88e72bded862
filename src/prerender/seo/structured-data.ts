import type { SitePage } from '../../validate/site-pages.js';
import { routeTitle } from '../../validate/site-index.js';
import { definitionOf } from '../../renderers/registry.js';
import type { Site } from '../../types/site.js';
import type { Json } from '../../renderers/define-block.js';
import { seoContext } from './seo-context.js';
import { isArticle, subjectOf, type Subject } from './subject.js';
import { absoluteUrl } from './urls.js';
import { imageUrl, itemNode, type Images } from './item-data.js';

/**
 * Who publishes the site, as settings.organization declares it: a plain
 * Organization by default; a LocalBusiness kind with its address, telephone
 * and opening hours. (A SoftwareApplication site is published by an
 * Organization of the same name; the application is its own node.)
 */
function organization(site: Site, images: Images): Json {
  const { settings } = site;
  const org = settings.organization;
  const url = (path: string) => absoluteUrl(settings.baseUrl, path);
  const email = org?.email ?? Object.values(settings.contacts ?? {}).find((c) => c.includes('@'));
  const logo = org?.logo ? imageUrl(site, images, org.logo.src) : undefined;
  return {
    '@type': !org || org.type === 'SoftwareApplication' ? 'Organization' : org.type,
    '@id': url('/#organization'),
    name: org?.name ?? settings.siteName,
    url: url('/'),
    logo: logo ?? url('/favicon.svg'),
    ...(org?.description && { description: org.description }),
    ...(email ? { email } : {}),
    ...(org?.telephone && { telephone: org.telephone }),
    ...(org?.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: org.address.street,
        addressLocality: org.address.locality,
        ...(org.address.region && { addressRegion: org.address.region }),
        postalCode: org.address.postalCode,
        addressCountry: org.address.country,
      },
    }),
    ...(org?.geo && { geo: { '@type': 'GeoCoordinates', latitude: org.geo.latitude, longitude: org.geo.longitude } }),
    ...(org?.openingHours && {
      openingHoursSpecification: org.openingHours.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    }),
    ...(org?.priceRange && { priceRange: org.priceRange }),
    ...(org?.sameAs && { sameAs: org.sameAs }),
  };
}

/** The program a SoftwareApplication site is about. */
function software(site: Site): Json | undefined {
  const org = site.settings.organization;
  if (org?.type !== 'SoftwareApplication') return undefined;
  return {
    '@type': 'SoftwareApplication',
    '@id': absoluteUrl(site.settings.baseUrl, '/#software'),
    name: org.name ?? site.settings.siteName,
    url: absoluteUrl(site.settings.baseUrl, '/'),
    ...(org.description && { description: org.description }),
    ...(org.applicationCategory && { applicationCategory: org.applicationCategory }),
    ...(org.operatingSystem && { operatingSystem: org.operatingSystem }),
    ...(org.offers && { offers: { '@type': 'Offer', price: org.offers.price, priceCurrency: org.offers.currency } }),
    publisher: { '@id': absoluteUrl(site.settings.baseUrl, '/#organization') },
  };
}

/** A piece of writing the page presents, as its collection declares it (BlogPosting by default). */
function article(site: Site, page: SitePage, subject: Subject): Json {
  const url = absoluteUrl(site.settings.baseUrl, page.path);
  return {
    '@type': subject.collection.structuredData ?? 'BlogPosting',
    headline: subject.title,
    ...(subject.summary && { description: subject.summary }),
    // Writing without a named author is the organization's.
    author: subject.author
      ? { '@type': 'Person', name: subject.author }
      : { '@type': 'Organization', name: site.settings.organization?.name ?? site.settings.siteName, url: absoluteUrl(site.settings.baseUrl, '/') },
    ...(subject.date && { datePublished: subject.date }),
    // When it last changed: its updated field, else when it was published.
    ...(subject.updated && { dateModified: subject.updated }),
    ...(subject.category && { articleSection: subject.category }),
    inLanguage: site.settings.language,
    url,
    mainEntityOfPage: url,
    publisher: { '@id': absoluteUrl(site.settings.baseUrl, '/#organization') },
  };
}

/** Home > parent pages that are routes > this page, from the path's segments. */
function breadcrumbs(site: Site, page: SitePage): Json {
  const trail: Array<[string, string]> = [];
  const home = routeTitle(site, '/');
  if (home) trail.push(['/', home]);
  const segments = page.path.split('/').filter(Boolean);
  segments.forEach((_, i) => {
    const path = '/' + segments.slice(0, i + 1).join('/');
    const title = routeTitle(site, path);
    if (title) trail.push([path, title]);
  });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([path, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(site.settings.baseUrl, path) })),
  };
}

/**
 * The page's JSON-LD graph: the site's identity on the home page, the
 * article the page presents, what each block shows (its definition says),
 * and breadcrumbs.
 */
export function structuredData(site: Site, page: SitePage, images: Images): Json {
  const graph: Json[] = [];
  const subject = subjectOf(site, page);
  const writing = subject && isArticle(subject) ? subject : undefined;
  if (page.path === '/' && !page.notFound) {
    const program = software(site);
    graph.push(organization(site, images), ...(program ? [program] : []), {
      '@type': 'WebSite',
      name: site.settings.siteName,
      url: absoluteUrl(site.settings.baseUrl, '/'),
      inLanguage: site.settings.language,
      publisher: { '@id': absoluteUrl(site.settings.baseUrl, '/#organization') },
    });
  } else if (writing) {
    graph.push(organization(site, images));
  }
  if (writing) graph.push(article(site, page, writing));
  else if (subject) {
    const node = itemNode(site, images, subject.collection, subject.item, absoluteUrl(site.settings.baseUrl, page.path));
    if (node) graph.push(node);
  }
  const ctx = seoContext(site, page, images);
  for (const block of page.blocks) {
    const data = definitionOf(block.type)?.structuredData?.(block as never, ctx);
    if (data) graph.push(data);
  }
  if (!page.notFound) graph.push(breadcrumbs(site, page));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
