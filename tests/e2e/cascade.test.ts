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

/**
 * Each element's computed style, and its ::before's, one line per element,
 * once every picture has loaded (their size is the pictures'). `whole`
 * false gives each line's hash instead: the lines of a page are megabytes,
 * wanted only to say what differs.
 */
const styles = (page: Page, properties: string[], whole: boolean) =>
  page.evaluate(
    async ([properties, whole]) => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      const hash = (text: string) => {
        let h = 0x811c9dc5;
        for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
        return String(h >>> 0);
      };
      const line = (s: CSSStyleDeclaration) => properties.map((name) => `${name}:${s.getPropertyValue(name)}`).join(';');
      return [...document.body.querySelectorAll('*')].map((e) => {
        const text = `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${line(getComputedStyle(e))};::before ${line(getComputedStyle(e, '::before'))}`;
        return whole ? text : hash(text);
      });
    },
    [properties, whole] as const,
  );

/**
 * The properties a page's own rules set, and those that inherit from them
 * (font and colour): only those can differ, since the shell's rules come
 * first either way.
 */
function propertiesOf(css: string): string[] {
  const names = new Set([...css.matchAll(/[{;]\s*(-?[a-z][a-z-]*)\s*:/g)].map((m) => m[1]));
  return [...names, 'font-weight', 'font-size', 'color', 'line-height', 'width', 'height'].filter((name, i, all) => all.indexOf(name) === i).sort();
}

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
    css: dropLegacyPrefixes(manifest.shapes[page.shape].map((name) => manifest.rules[name]).join('')),
  }));

  it.each([320, 1280])(
    'draws every element at %i px as its own rules in its own order do',
    async (width) => {
      const context = await localContext(browser, { viewport: { width, height: 900 } });
      const found: string[] = [];
      try {
        const tab = await context.newPage();
        for (const { file, url, css } of pages) {
          const html = readFileSync(join(site.dir, file), 'utf8');
          // Transitions off: a chip's background eases in as the page loads, and was caught halfway.
          const still = html.replace('<head>', `<head>\n<style>*,::before{transition:none!important}</style>`);
          await tab.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: still }));
          await tab.goto(url);
          await tab.unroute(url);
          // The page's own rules are added after the site's, in its own order, and taken away again.
          const own = (add: boolean) =>
            tab.evaluate(
              ([add, css]) => {
                if (add) document.head.insertAdjacentHTML('beforeend', `<style id="own-rules">${css}</style>`);
                else document.getElementById('own-rules')?.remove();
              },
              [add, css] as const,
            );
          const properties = propertiesOf(css);
          const built = await styles(tab, properties, false);
          await own(true);
          if (differences(built, await styles(tab, properties, false)).length === 0) continue;
          const ordered = await styles(tab, properties, true);
          await own(false);
          found.push(...differences(await styles(tab, properties, true), ordered).map((line) => `${file}: ${line}`));
        }
      } finally {
        await context.close();
      }
      expect(found).toEqual([]);
    },
    workTimeout(pages.length, 3_000, 60_000),
  );
});
