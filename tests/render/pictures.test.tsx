import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

// The dental clinic: square portraits of its team, wide illustrations of its treatments.
const site = validateFile('tests/fixtures/sites/clinic/site.yaml').site as Site;
const pages = pagesOf(site);

// Pictures are served as they are, as the dev server does: one size each, no encoding.
let data = new SiteData(site);
beforeAll(async () => {
  const [, assets] = await Promise.all([loadRenderers(), prepareAssets(site, 'tests/fixtures/sites/clinic')]);
  data = new SiteData(site, assets);
});

/** The body of a page of the site, drawing only its blocks of one type. */
function body(path: string, type: Block['type']): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`no page ${path}`);
  return renderBody(data, { path, blocks: blocksOf(page.blocks).filter((b) => b.type === type) }).body;
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

describe("a card grid's picture shape", () => {
  /** The body and styles of a card grid of the team, given another shape or none. */
  function team(imageShape?: string) {
    const page = pages.find((p) => p.path === '/team')!;
    const grid = blocksOf(page.blocks).find((b) => b.type === 'card-grid')!;
    return renderBody(data, { path: page.path, blocks: [{ ...grid, imageShape } as Block] });
  }

  it('frames pictures 16:10 by default, as before the option', () => {
    const { body, css } = team(undefined);
    expect(css).toContain('aspect-ratio:16/10');
    // Square portraits fit a landscape frame by its width: sizes is the card's own width, 368 px in three columns at 1200 px.
    expect(firstImg(body).sizes).toBe(
      '(min-width: 1200px) 368px, (min-width: 900px) calc((100vw - 96px) / 3), (min-width: 600px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
    );
  });

  it('frames the team square in the clinic fixture, so their heads are whole', () => {
    const { body, css } = renderBody(data, {
      path: '/team',
      blocks: blocksOf(pages.find((p) => p.path === '/team')!.blocks).filter((b) => b.type === 'card-grid'),
    });
    expect(css).toContain('aspect-ratio:1/1');
    expect(css).toContain('object-fit:cover');
    expect(firstImg(body).sizes).toContain('(min-width: 1200px) 368px');
  });

  it('asks for wider files when a portrait frame makes a square picture taller than the card is wide', () => {
    const { body, css } = team('portrait');
    expect(css).toContain('aspect-ratio:4/5');
    // 368 px wide and 460 tall: a square filling it is drawn 460 px wide.
    expect(firstImg(body).sizes).toBe(
      '(min-width: 1200px) 460px, (min-width: 900px) calc((100vw - 96px) * 0.4167), (min-width: 600px) calc((100vw - 72px) * 0.625), calc((100vw - 32px) * 1.25)',
    );
  });

  it("keeps each picture's own shape when asked for the original", () => {
    const { body, css } = team('original');
    expect(css).not.toContain('aspect-ratio');
    expect(firstImg(body)).toMatchObject({ width: '800', height: '800' });
  });

  it('sizes pictures by the number of columns', () => {
    const page = pages.find((p) => p.path === '/')!;
    const grid = blocksOf(page.blocks).find((b) => b.type === 'card-grid' && (b as { collection?: string }).collection === 'treatments')!;
    const { body } = renderBody(data, { path: '/', blocks: [{ ...grid, columns: 2 } as Block] });
    expect(firstImg(body).sizes).toMatch(/^\(min-width: 1200px\) 564px, \(min-width: 900px\) calc\(\(100vw - 72px\) \/ 2\)/);
  });
});
