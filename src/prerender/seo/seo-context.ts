import { plainText } from '../../markup/plain-text.js';
import { resolveTarget } from '../../markup/link-target.js';
import type { SiteReader } from '../../model/site-reader.js';
import type { SitePage } from '../../validate/site-pages.js';
import type { SeoContext } from '../../renderers/define-block.js';
import { absoluteUrl } from './urls.js';
import { itemTitle } from '../../model/collections.js';
import { itemNode } from './item-data.js';

export function seoContext(read: SiteReader, page: SitePage): SeoContext {
  const { settings } = read;
  return {
    read,
    page,
    url: (path) => absoluteUrl(settings.baseUrl, path),
    href: (target) => {
      const href = resolveTarget(target, settings).href;
      return href.startsWith('/') ? absoluteUrl(settings.baseUrl, href) : href;
    },
    text: (markup) => plainText(markup, settings),
    listItem(name, item, position, target) {
      const collection = read.declaration(name);
      const url = target ? this.href(target) : undefined;
      const node = itemNode(read, collection, item, url);
      return node ? { '@type': 'ListItem', position, item: node } : { '@type': 'ListItem', position, name: itemTitle(collection, item), ...(url && { url }) };
    },
  };
}
