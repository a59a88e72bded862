import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { pagesOf } from '../../src/model/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';

// The dental clinic: square portraits of its team, wide illustrations of its treatments.
const site = validateFile('tests/fixtures/sites/clinic/site.yaml').site as Site;
const pages = pagesOf(site);

// Pictures are served as they are, as the dev server does: one size each, no encoding.
beforeAll(() => Promise.all([loadRenderers(), prepareAssets(site, 'tests/fixtures/sites/clinic')]));

/** The body of a page of the site, drawing only its blocks of one type. */
function body(path: string, type: Block['type']): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return renderBody(site, { path, blocks: page.blocks.filter((b) => b.type === type) }).body;
}

/** The attributes of the first <img> in some HTML. */
function firstImg(html: string): Record<string, string> {
  const tag = html.match(/<img [^>]*>/)?.[0];
  if (!tag) throw new Error('no picture');
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

describe("an item header's picture", () => {
  it('draws a square portrait beside the title at a modest width, with sizes to match and its own width and height', () => {
    const html = body('/team/callum-reid', 'item-header');
    const img = firstImg(html);
    expect(img.sizes).toBe('(min-width: 900px) 240px, (min-width: 600px) 200px, 160px');
    expect([img.width, img.height]).toEqual(['800', '800']);
    expect(img.fetchPriority ?? img.fetchpriority).toBe('high');
    // Before, it was drawn as wide as the reading column: 852 px at 1280, a square as tall.
    expect(html).not.toContain('852px');
  });

  it('keeps a wide picture across the reading column, under the summary', () => {
    const html = body('/treatments/check-up', 'item-header');
    expect(firstImg(html).sizes).toBe('(min-width: 900px) 852px, 100vw');
  });
});
