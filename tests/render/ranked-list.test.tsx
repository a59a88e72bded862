import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { structuredData } from '../../src/prerender/seo/structured-data.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

// The grinder reviews: a ranked list of items with pages, whose button goes to a retailer on the highlighted entry only.
const site = validateFile('tests/fixtures/sites/grinders/site.yaml').site as Site;
const page = pagesOf(site).find((p) => p.path === '/reviews')!;
const grinders = site.collections.grinders.items;

// Pictures are served as they are, as the dev server does: no encoding.
let data = new SiteData(site);
beforeAll(async () => {
  const [, assets] = await Promise.all([loadRenderers(), prepareAssets(site, 'tests/fixtures/sites/grinders')]);
  data = new SiteData(site, assets);
});

describe('ranked-list', () => {
  it("links every entry's title to the item's own page, whether or not it has a button", () => {
    const { body } = renderBody(data, { path: page.path, blocks: blocksOf(page.blocks).filter((b) => b.type === 'ranked-list') });
    for (const grinder of grinders) expect(body).toMatch(new RegExp(`<h3[^>]*><a [^>]*href="/grinders/${grinder.id}"[^>]*>${grinder.name}</a></h3>`));
    expect(body.match(/View at retailer/g)).toHaveLength(1);
  });

  it("names each entry's page on this site in its ItemList, not the retailer", () => {
    const graph = (structuredData(data.reader(), page) as { '@graph': Array<Record<string, unknown>> })['@graph'];
    const list = graph.find((node) => node['@type'] === 'ItemList' && node.name === 'The rankings') as {
      itemListElement: Array<{ item?: { url?: string }; url?: string }>;
    };
    const urls = list.itemListElement.map((entry) => entry.item?.url ?? entry.url);
    expect(urls).toEqual(grinders.map((g) => `${site.settings.baseUrl}/grinders/${g.id}`));
  });
});
