import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, localContext } from './browser.js';
import { routePaths } from './routes.js';

const siteDir = inject('siteDir');
const siteUrl = inject('siteUrl');
const sites = [{ name: 'IQ site', dir: siteDir, url: siteUrl }, ...inject('sites')];

/** Every HTML file a built site holds. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
}

const LINK = /<link rel="stylesheet" href="(\/assets\/style-([0-9a-f]{16})\.css)">/g;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the site's stylesheet", () => {
  it('is linked by every page of every site, one file per site, named by the hash of its content', () => {
    for (const { name, dir } of sites) {
      const linked = new Set<string>();
      for (const file of htmlFiles(dir)) {
        const links = [...readFileSync(join(dir, file), 'utf8').matchAll(LINK)];
        expect(links, `${name}: ${file}`).toHaveLength(1);
        linked.add(links[0][1]);
      }
      expect([...linked], name).toHaveLength(1);
      const [href] = linked;
      const css = readFileSync(join(dir, href));
      expect(href, name).toBe(`/assets/style-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`);
      // The shell's rules and the theme's variables in both schemes: the no-flash dark scheme is in the file.
      expect(css.toString(), name).toContain('@media (prefers-color-scheme:dark){:root{');
    }
  });

  it("holds a rule for every class the pages' markup names but those one page alone uses, which that page carries, allowed by the CSP", async () => {
    for (const { name, dir, url } of sites) {
      const files = htmlFiles(dir);
      const href = [...readFileSync(join(dir, files[0]), 'utf8').matchAll(LINK)][0][1];
      const css = readFileSync(join(dir, href), 'utf8');
      const ruled = new Set([...css.matchAll(/\.(css-[\w-]+)/g)].map((m) => m[1]));
      const csp = (await fetch(url + '/').then((r) => r.headers.get('content-security-policy')))!;
      // Emotion names an element given no styles css-0, with no rule.
      const namedBy = (html: string) =>
        new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1].split(' ').filter((c) => c.startsWith('css-') && c !== 'css-0')));
      const pages = files.map((file) => {
        const html = readFileSync(join(dir, file), 'utf8');
        const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
        return { file, html, named: namedBy(html), styles };
      });
      let carrying = 0;
      for (const { file, named, styles } of pages) {
        expect(styles.length, `${name}: ${file}`).toBeLessThanOrEqual(1);
        const own = new Set(styles.flatMap((style) => [...style.matchAll(/\.(css-[\w-]+)/g)].map((m) => m[1])));
        expect(
          [...named].filter((c) => !ruled.has(c) && !own.has(c)),
          `${name}: ${file}`,
        ).toEqual([]);
        if (styles.length === 0) continue;
        carrying++;
        // Right after the link to the site's stylesheet, so its rules come after the site's.
        expect(pages.find((p) => p.file === file)!.html, `${name}: ${file}`).toMatch(/<link rel="stylesheet" href="[^"]+">\n<style>/);
        expect(csp, `${name}: ${file}`).toContain(`'sha256-${createHash('sha256').update(styles[0]).digest('base64')}'`);
        // Only what no other page names, and none of it in the site's stylesheet too.
        for (const c of own) {
          expect(ruled.has(c), `${name}: ${file}: ${c}`).toBe(false);
          expect(
            pages.filter((p) => p.file !== file && p.named.has(c)).map((p) => p.file),
            `${name}: ${file}: ${c}`,
          ).toEqual([]);
        }
      }
      // Every site has pages of their own kind (a home page, a contact form): some carry rules of their own.
      expect(carrying, name).toBeGreaterThan(0);
    }
  });

  it('holds no rule for a class no page carries: a styled component wrapping another inserts a rule only the merged class replaces', () => {
    for (const { name, dir } of sites) {
      const files = htmlFiles(dir);
      const href = [...readFileSync(join(dir, files[0]), 'utf8').matchAll(LINK)][0][1];
      const css = readFileSync(join(dir, href), 'utf8');
      // The markup's class names, not the inline stylesheets' selectors.
      const carried = new Set(
        files.flatMap(
          (file) =>
            readFileSync(join(dir, file), 'utf8')
              .replace(/<style>[^<]*<\/style>/g, '')
              .match(/css-[\w-]+/g) ?? [],
        ),
      );
      const ruled = new Set([...css.matchAll(/\.(css-[\w-]+)/g)].map((m) => m[1]));
      expect(
        [...ruled].filter((c) => !carried.has(c)),
        name,
      ).toEqual([]);
    }
  });

  it("is allowed by the CSP as the site's own file, with no unsafe-inline, and served to be kept for a year", async () => {
    for (const { name, dir, url } of sites) {
      const href = [...readFileSync(join(dir, 'index.html'), 'utf8').matchAll(LINK)][0][1];
      const page = await fetch(url + '/');
      const csp = page.headers.get('content-security-policy')!;
      expect(csp, name).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
      expect(csp, name).not.toContain('unsafe-inline');
      const sheet = await fetch(url + href);
      expect(sheet.status, name).toBe(200);
      expect(sheet.headers.get('content-type'), name).toBe('text/css; charset=utf-8');
      expect(sheet.headers.get('cache-control'), name).toBe('public, max-age=31536000, immutable');
    }
  });

  it('styles every page for a visitor with JavaScript off, and the pages are unstyled without it', async () => {
    // The body's margin and the sticky header are the shared stylesheet's (the shell's rules).
    const looks = (tab: Page) =>
      tab.evaluate(() => ({ bodyMargin: getComputedStyle(document.body).margin, header: getComputedStyle(document.querySelector('header')!).position }));
    const visitor = () => localContext(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const context = await visitor();
    try {
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      for (const path of routePaths) {
        await tab.goto(siteUrl + path);
        expect(await looks(tab), path).toEqual({ bodyMargin: '0px', header: 'sticky' });
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
    // Not served, in a browser that has not kept it: the same page loses the shell's styles.
    const bare = await visitor();
    try {
      const tab = await bare.newPage();
      await tab.route('**/assets/style-*.css', (route) => route.fulfill({ status: 404, body: '' }));
      await tab.goto(siteUrl + '/reviews');
      expect(await looks(tab)).toEqual({ bodyMargin: '8px', header: 'static' });
    } finally {
      await bare.close();
    }
  });
});
