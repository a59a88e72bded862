import { plainText } from '../../markup/plain-text.js';
import { resolveTarget } from '../../markup/link-target.js';
import { collectionOf, itemOf } from '../../model/site-index.js';
import type { SitePage } from '../../model/pages.js';
import type { Collection, Item, Site } from '../../types/site.js';
import { absoluteUrl } from './urls.js';
import { itemTitle } from '../../model/collections.js';
import { itemNode } from './item-data.js';

export type Json = Record<string, unknown>;

/** What a block's structured data may read: the site, the page, and lookups. */
export interface SeoContext {
  site: Site;
  page: SitePage;
  /** The absolute URL of a site path. */
  url(path: string): string;
  /** The absolute URL a link target leads to. */
  href(target: string): string;
  collection(name: string): Collection;
  item(collection: string, id: string): Item | undefined;
  /** Inline markup as the words a reader sees. */
  text(markup: string): string;
  /** A list entry for an item: its name and address, or, for a Product or Service collection, the item itself with the site's review. */
  listItem(collection: string, item: Item, position: number, target?: string): Json;
}

export function seoContext(site: Site, page: SitePage): SeoContext {
  return {
    site,
    page,
    url: (path) => absoluteUrl(site.settings.baseUrl, path),
    href: (target) => {
      const href = resolveTarget(target, site.settings).href;
      return href.startsWith('/') ? absoluteUrl(site.settings.baseUrl, href) : href;
    },
    collection: (name) => collectionOf(site, name),
    item: (collection, id) => itemOf(site, collection, id),
    text: (markup) => plainText(markup, site.settings),
    listItem(name, item, position, target) {
      const collection = collectionOf(site, name);
      const url = target ? this.href(target) : undefined;
      const node = itemNode(site, collection, item, url);
      return node ? { '@type': 'ListItem', position, item: node } : { '@type': 'ListItem', position, name: itemTitle(collection, item), ...(url && { url }) };
    },
  };
}
