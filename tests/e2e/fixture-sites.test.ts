import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { itemTitle } from '../../src/model/collections.js';
import { pagesOf } from '../../src/validate/site-index.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { jsonLdProblems, pageJsonLd } from './json-ld.js';
import { site as iqSite } from './routes.js';

const sites = inject('sites');

/** Words that belong to the first site only: its name, its items' names, and its subject. */
const FIRST_SITE_WORDS = new RegExp(
  [
    iqSite.settings.siteName,
    ...Object.values(iqSite.collections).flatMap((c) => c.items.map((item) => itemTitle(c, item))),
    '\\bIQ\\b',
    'Trustpilot',
    'love[- ]style',
    'personality test',
  ]
    .map((w) => (w.startsWith('\\b') || w.includes('[') ? w : w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('|'),
  'i',
);

/** What a visitor reads on a page: its body without scripts, styles and tags. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
const bodyText = (html: string) =>
  html
    .replace(/^[\s\S]*<body>/, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|#x27|#39|quot|lt|gt);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ');

it('there are at least three fixture sites of other kinds', () => {
  expect(sites.length).toBeGreaterThanOrEqual(3);
});

describe.each(sites.map((s) => [s.name, s] as const))('the %s fixture site', (_name, built) => {
  const site = validateFile(built.file).site as Site;
  const pages = pagesOf(site);
  const html = (file: string) => readFileSync(join(built.dir, file), 'utf8');

  it('builds from its own site file with no code change, into at least 6 pages and a not-found page', () => {
    // Pages, not routes: a page template makes one page per item, as a conference's speakers or a recipe site's recipes.
    expect(pages.filter((page) => !page.notFound).length).toBeGreaterThanOrEqual(6);
    expect(pages.some((page) => page.notFound)).toBe(true);
    for (const page of pages) expect(html(page.file), page.file).toContain('<h1');
  });

  it("shows its own data: every item of every collection appears on its pages, and none of the first site's words", () => {
    const text = pages.map((p) => bodyText(html(p.file))).join('\n');
    for (const [name, collection] of Object.entries(site.collections)) {
      for (const item of collection.items)
        expect(text.includes(itemTitle(collection, item)), `${name}/${item.id} ('${itemTitle(collection, item)}') appears on no page`).toBe(true);
    }
    const leaked = pages.flatMap(
      (p) =>
        bodyText(html(p.file))
          .match(FIRST_SITE_WORDS)
          ?.map((w) => `${p.path}: ${w}`) ?? [],
    );
    expect(leaked).toEqual([]);
  });

  it('has a link-preview card for each picture a page previews with, and none for a picture no page does', () => {
    const previewed = new Set(
      pages.flatMap((page) => {
        const url = /<meta property="og:image" content="([^"]+)">/.exec(html(page.file))?.[1];
        return url ? [new URL(url).pathname] : [];
      }),
    );
    for (const path of previewed) {
      expect(existsSync(join(built.dir, path)), path).toBe(true);
      expect(imageSize(readFileSync(join(built.dir, path))), path).toMatchObject({ width: 1200, height: 630, type: 'jpg' });
    }
    const cards = existsSync(join(built.dir, 'images')) ? readdirSync(join(built.dir, 'images')).filter((name) => name.endsWith('-1200x630.jpg')) : [];
    expect(cards.map((name) => `/images/${name}`).sort()).toEqual([...previewed].sort());
  });

  it('has every picture file its pages name, at the size named', () => {
    for (const page of pages) {
      const page_html = html(page.file);
      const entries = [...page_html.matchAll(/srcSet="([^"]+)"|srcset="([^"]+)"/g)].flatMap((m) => (m[1] ?? m[2]).split(', '));
      for (const entry of entries) {
        const [url, width] = entry.split(' ');
        expect(existsSync(join(built.dir, url)), `${page.path}: ${url}`).toBe(true);
        expect(imageSize(readFileSync(join(built.dir, url))).width, `${page.path}: ${url}`).toBe(Number(width.slice(0, -1)));
      }
      for (const [, url] of page_html.matchAll(/<img [^>]*src="([^"]+)"/g)) expect(existsSync(join(built.dir, url)), `${page.path}: ${url}`).toBe(true);
    }
  });

  it('publishes valid structured data on every page, and its organization on the home page', () => {
    for (const page of pages) expect(jsonLdProblems(pageJsonLd(html(page.file))), page.path).toEqual([]);
    const home = pageJsonLd(html('index.html'))['@graph'] as Array<Record<string, unknown>>;
    expect(home.map((n) => n['@type'])).toContain(
      site.settings.organization?.type === 'SoftwareApplication' ? 'SoftwareApplication' : (site.settings.organization?.type ?? 'Organization'),
    );
  });
});
