import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, localContext } from './browser.js';
import { runAxe } from './axe.js';
import { routePaths } from './routes.js';

const base = inject('siteUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const paths = [...routePaths, '/missing-page'];

describe.each([
  ['light', 390],
  ['light', 1280],
  ['dark', 390],
  ['dark', 1280],
] as const)('axe-core in the %s scheme at %i px', (scheme, width) => {
  it('finds 0 violations on every route, with WCAG 2.2 target size on, and no sideways scrolling', async () => {
    // axe-core goes in as an inline script, which the site's CSP rightly refuses.
    const context = await localContext(browser, base, { viewport: { width, height: 900 }, colorScheme: scheme, bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(base + path);
      if (path === '/faq') await page.locator('main summary').first().click();
      const { violations, passes } = await runAxe(page, { targetSize: true });
      // A run that checked almost nothing would pass vacuously.
      if (passes < 15) found.push(`${path}: axe ran only ${passes} passing checks`);
      for (const v of violations) found.push(`${path} ${v}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow}px`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
