import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openCache, type Manifest } from '../../src/prerender/incremental/build-cache.js';
import { dropLegacyPrefixes } from '../../src/prerender/legacy-prefixes.js';
import { launch, localContext } from './browser.js';
import { workTimeout } from '../work.js';

/**
 * A built page carries no stylesheet of its own: every page's rules are in
 * the site's one stylesheet, each once, in the order pages first use them
 * (prerender/site-sheet.ts). Within a page, Emotion wrote its rules in the
 * order the page drew its elements, and two rules of the same reach that set
 * one property of one element differ only by that order. This draws every
 * page twice, as built and with its own rules once more after the site's in
 * the page's own order (as pages carried them before), and compares the
 * computed style of every element: a renderer whose look hangs on that order
 * shows here.
 */
const sites = [
  { name: 'site', url: inject('siteUrl'), dir: inject('siteDir') },
  { name: 'every-block', url: inject('fixtureUrl'), dir: inject('fixtureDir') },
  ...inject('sites'),
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Each element's computed style, and its ::before's, one line per element, once every picture has loaded (their size is the pictures'). */
const styles = (page: Page) =>
  page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
    return [...document.body.querySelectorAll('*')].map((e) => {
      const line = (s: CSSStyleDeclaration) => Array.from(s, (name) => `${name}:${s.getPropertyValue(name)}`).join(';');
      const before = getComputedStyle(e, '::before');
      return `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${line(getComputedStyle(e))};::before content:${before.content};::before display:${before.display};::before font-weight:${before.fontWeight}`;
    });
  });

/** What differs between two lists of element styles, in words. */
function differences(built: string[], ordered: string[]): string[] {
  if (built.length !== ordered.length) return [`${built.length} elements against ${ordered.length}`];
  return built.flatMap((line, i) => {
    if (line === ordered[i]) return [];
    const a = line.split(';');
    const b = new Set(ordered[i].split(';'));
    return [`${line.split(' ')[0]}: ${a.filter((p) => !b.has(p)).join('; ')}`];
  });
}

describe.each(sites.map((s) => [s.name, s] as const))('every page of the %s site', (_name, site) => {
  const { manifest } = openCache(site.dir) as { manifest: Manifest };
  const pages = Object.entries(manifest.pages).map(([file, page]) => ({
    file,
    url: `${site.url}/${file === '404.html' ? 'no-such-page' : file.replace(/index\.html$/, '')}`,
    // As the site's stylesheet holds them: without the prefixed copies no browser the pages are made for reads.
    own: dropLegacyPrefixes(manifest.shapes[page.shape].map((name) => manifest.rules[name]).join('')),
  }));

  it.each([320, 1280])(
    'draws every element at %i px as its own rules in its own order do',
    async (width) => {
      const context = await localContext(browser, { viewport: { width, height: 900 } });
      const found: string[] = [];
      try {
        const tab = await context.newPage();
        for (const { file, url, own } of pages) {
          const html = readFileSync(join(site.dir, file), 'utf8');
          const draw = async (body: string) => {
            await tab.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body }));
            await tab.goto(url);
            await tab.unroute(url);
            return styles(tab);
          };
          const built = await draw(html);
          const ordered = await draw(html.replace('</head>', `<style>${own}</style>\n</head>`));
          found.push(...differences(built, ordered).map((line) => `${file}: ${line}`));
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
    workTimeout(pages.length, 3_000, 60_000),
  );
});
