import { plainText } from '../../markup/plain-text.js';
import { resolveTarget } from '../../markup/link-target.js';
import { collectionOf, itemOf } from '../../validate/site-index.js';
import type { SitePage } from '../../validate/site-pages.js';
import type { Site } from '../../types/site.js';
import type { SeoContext } from '../../renderers/define-block.js';
import { absoluteUrl } from './urls.js';
import { itemTitle } from '../../model/collections.js';
import { itemNode, type Images } from './item-data.js';

export function seoContext(site: Site, page: SitePage, images: Images): SeoContext {
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
      const node = itemNode(site, images, collection, item, url);
      return node ? { '@type': 'ListItem', position, item: node } : { '@type': 'ListItem', position, name: itemTitle(collection, item), ...(url && { url }) };
    },
  };
}
