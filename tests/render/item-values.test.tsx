import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { renderDocument } from '../../src/prerender/render-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { validateSource } from '../../src/validate/validate-site.js';

beforeAll(() => loadRenderers());

/** A site file's text, validated and drawn: each page's HTML by its path, with what it read. */
async function drawn(source: string, dir: string) {
  const { site, problems } = validateSource(source, dir);
  expect(problems).toEqual([]);
  const data = new SiteData(site as Site, await prepareAssets(site as Site, dir));
  const islands = new Map([
    ['accordion', { src: '/a.js' }],
    ['not-found', { src: '/n.js' }],
  ]);
  return (path: string) => renderDocument(data, pagesOf(site as Site).find((page) => page.path === path)!, islands);
}

/** The text of a page's main, without its markup. */
const mainText = (html: string) =>
  html
    .slice(html.indexOf('<main'), html.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("a recipe's page, whose hero and video button come from the recipe", () => {
  const dir = 'tests/fixtures/sites/recipes';
  let page: Awaited<ReturnType<typeof drawn>>;
  beforeAll(async () => {
    page = await drawn(readFileSync(`${dir}/site.yaml`, 'utf8'), dir);
  });

  it("shows the recipe's course, title, summary and picture in its hero", () => {
    const { html } = page('/recipes/leek-and-potato-soup');
    const hero = html.slice(html.indexOf('<main'), html.indexOf('</header>', html.indexOf('<main')));
    expect(mainText(hero)).toContain('Starters Leek and potato soup A smooth, filling soup');
    expect(hero).toMatch(/<h1[^>]*>Leek and potato soup<\/h1>/);
    expect(hero).toContain('alt="An illustration of a bowl of pale green soup');
    expect(hero).toContain('fetchPriority="high"');
    // The link preview is the hero's picture.
    expect(html).toContain('<meta property="og:image:alt" content="An illustration of a bowl of pale green soup');
  });

  it('links its button to the recipe\'s video, and has no button, nor "undefined", where the recipe has none', () => {
    const withVideo = page('/recipes/apple-crumble').html;
    expect(withVideo).toContain('href="https://video.hearthandhob.example/apple-crumble"');
    expect(mainText(withVideo)).toContain('Watch it made');
    const without = page('/recipes/tomato-bruschetta').html;
    expect(mainText(without)).not.toContain('Watch it made');
    expect(without).not.toContain('undefined');
    expect(without).not.toContain('[object Object]');
  });

  it('records each value it took from the recipe as a read of that field, so an edit of one draws the page again', () => {
    const { reads } = page('/recipes/tomato-bruschetta');
    for (const field of ['course', 'title', 'summary', 'photo', 'video'])
      expect(reads).toContain(JSON.stringify(['field', 'recipes', 'tomato-bruschetta', field]));
  });
});

describe('a list of what refers to the page item, on the page of an item nothing refers to', () => {
  const dir = 'tests/fixtures/sites/conference';
  // A speaker announced before any talk names her.
  const source = readFileSync(`${dir}/site.yaml`, 'utf8').replace(
    '      - id: hannah-boateng\n',
    '      - id: amira-haddad\n        name: Amira Haddad\n        role: Design systems lead\n        bio: Amira leads the design system of a national broadcaster and writes about making components accessible by default, from the first sketch to the last release.\n      - id: hannah-boateng\n',
  );

  it('is left off the page, heading and all, as if it were not in the template; a speaker with talks keeps hers', async () => {
    const page = await drawn(source, dir);
    const empty = page('/speakers/amira-haddad').html;
    expect(mainText(empty)).toContain('Amira Haddad');
    expect(empty).not.toMatch(/<h2[^>]*>Talks<\/h2>/);
    expect(empty).not.toContain('<table');
    expect(page('/speakers/maya-okafor').html).toMatch(/id="talks"><h2[^>]*>Talks<\/h2>/);
  });

  it('has no anchor a link could name', () => {
    const lead = 'lead: Practitioners who build and test public services';
    const link = (to: string) =>
      validateSource(source.replace(lead, `lead: See [her talks](${to}). Practitioners who build and test public services`), dir).problems;
    expect(link('/speakers/maya-okafor#talks')).toEqual([]);
    expect(link('/speakers/amira-haddad#talks').map((p) => p.message)).toEqual([
      "the link to '/speakers/amira-haddad#talks' points to no part of /speakers/amira-haddad; that page has no anchors: its blocks have no headings",
    ]);
  });
});
