import type { Collection, Item, Site } from '../types/site.js';
import { findItem } from '../model/collections.js';
import type { SiteFacts } from '../model/route-facts.js';
import { sitePages, type SitePage } from './site-pages.js';

/**
 * Lookups built once per validated site. Every page of a 10,000-route site
 * looks up the items it shows and its breadcrumb titles; scanning the arrays
 * each time made the build quadratic.
 */
interface SiteIndex {
  facts: SiteFacts | undefined;
  pages: SitePage[];
  titles: Map<string, string>;
}

const indexes = new WeakMap<Site, SiteIndex>();

function indexOf(site: Site, facts?: SiteFacts): SiteIndex {
  let index = indexes.get(site);
  if (!index || (facts && index.facts !== facts)) {
    const pages = sitePages(site, facts);
    index = {
      facts,
      pages,
      titles: new Map(pages.filter((p) => !p.notFound).map((p) => [p.path, p.title])),
    };
    indexes.set(site, index);
  }
  return index;
}

export function collectionOf(site: Site, name: string): Collection {
  const collection = Object.hasOwn(site.collections, name) ? site.collections[name] : undefined;
  if (!collection) throw new Error(`no collection '${name}'`);
  return collection;
}

export function itemOf(site: Site, collection: string, id: string): Item | undefined {
  return findItem(collectionOf(site, collection), id);
}

/** Every page of the site, collection pages included, made once; with the validator's facts (a build), each route's page carries its own. */
export function pagesOf(site: Site, facts?: SiteFacts): SitePage[] {
  return indexOf(site, facts).pages;
}

export function routeTitle(site: Site, path: string): string | undefined {
  return indexOf(site).titles.get(path);
}
