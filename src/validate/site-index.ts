import type { LazySite } from '../model/lazy-site.js';
import type { SiteFacts } from '../model/route-facts.js';
import { sitePages, type SitePage } from './site-pages.js';

/** The pages of each validated site, made once: the build, its workers and the page titles pages read all need them. */
const indexes = new WeakMap<LazySite, { facts: SiteFacts | undefined; pages: SitePage[] }>();

/** Every page of the site, collection pages included, made once; with the validator's facts (a build), each route's page carries its own. */
export function pagesOf(site: LazySite, facts?: SiteFacts): SitePage[] {
  let index = indexes.get(site);
  if (!index || (facts && index.facts !== facts)) indexes.set(site, (index = { facts, pages: sitePages(site, facts) }));
  return index.pages;
}
