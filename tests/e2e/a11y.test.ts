import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, localContext } from './browser.js';
import { routePaths } from './routes.js';

const base = inject('siteUrl');
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  impact: string;
  nodes: Array<{ target: string[]; failureSummary: string }>;
}

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
      await page.addScriptTag({ content: AXE });
      if (path === '/faq') await page.locator('main summary').first().click();
      const { violations, passes } = (await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[]; passes: unknown[] }> } }).axe;
        const result = await axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          rules: { 'target-size': { enabled: true } },
        });
        return { violations: result.violations, passes: result.passes.length };
      })) as { violations: AxeViolation[]; passes: number };
      // A run that checked almost nothing would pass vacuously.
      if (passes < 15) found.push(`${path}: axe ran only ${passes} passing checks`);
      for (const v of violations)
        found.push(
          `${path} ${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
        );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) found.push(`${path} scrolls sideways by ${overflow}px`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
