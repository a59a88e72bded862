import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { headTags } from '../../src/prerender/seo/head-tags.js';
import { atomFeed, sitemap } from '../../src/prerender/seo/site-files.js';
import { structuredData } from '../../src/prerender/seo/structured-data.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

// The library's blog: posts dated when published, one revised since (updatedField: revised).
const site = validateFile('tests/fixtures/sites/docs/site.yaml').site as Site;
const pages = pagesOf(site);
const page = (path: string) => pages.find((p) => p.path === path)!;
const article = (path: string) =>
  (structuredData(data.reader(), page(path)) as { '@graph': Array<Record<string, unknown>> })['@graph'].find((node) => node['@type'] === 'BlogPosting')!;

let data = new SiteData(site);
beforeAll(async () => {
  const [, assets] = await Promise.all([loadRenderers(), prepareAssets(site, 'tests/fixtures/sites/docs')]);
  data = new SiteData(site, assets);
});

describe("a collection's updated field", () => {
  it('gives a revised post its own dateModified, after its datePublished', () => {
    expect(article('/blog/manual-clock')).toMatchObject({ datePublished: '2026-01-27', dateModified: '2026-03-10' });
    expect(headTags(data.reader(), page('/blog/manual-clock'), 'x')).toContain('<meta property="article:modified_time" content="2026-03-10">');
  });

  it('leaves dateModified at datePublished for a post never revised', () => {
    expect(article('/blog/tidewater-2-3')).toMatchObject({ datePublished: '2026-04-14', dateModified: '2026-04-14' });
    expect(headTags(data.reader(), page('/blog/tidewater-2-3'), 'x').join('\n')).not.toContain('modified_time');
  });

  it('dates the feed entry and the sitemap entry by the revision', () => {
    const feed = atomFeed(data.reader(), pages)!;
    const entry = feed.slice(feed.indexOf('/blog/manual-clock'));
    expect(entry.slice(0, entry.indexOf('</entry>'))).toMatch(/<published>2026-01-27T00:00:00Z<\/published>\s*<updated>2026-03-10T00:00:00Z<\/updated>/);
    expect(sitemap(data.reader(), pages)).toContain('<loc>https://tidewater.example/blog/manual-clock</loc><lastmod>2026-03-10</lastmod>');
  });

  it("shows the revision in the post's header, named by its label", () => {
    const { body } = renderBody(data, {
      path: '/blog/manual-clock',
      blocks: blocksOf(page('/blog/manual-clock').blocks).filter((b) => b.type === 'item-header'),
    });
    expect(body).toMatch(/Updated <time dateTime="2026-03-10">/);
    const unrevised = renderBody(data, {
      path: '/blog/tidewater-2-3',
      blocks: blocksOf(page('/blog/tidewater-2-3').blocks).filter((b) => b.type === 'item-header'),
    }).body;
    expect(unrevised).not.toContain('Updated');
  });
});
