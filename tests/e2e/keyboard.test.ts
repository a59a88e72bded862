import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localContext } from './browser.js';
import { desktopSession } from './desktop-session.js';
import { iqSiteUrl } from './routes.js';

const base = iqSiteUrl();
const session = desktopSession();

/** Tabs through the whole page and returns a description of each focus stop. */
async function tabStops(page: Page, max = 200) {
  const stops: Array<{ key: string; outline: boolean }> = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return { key: `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 40)}`, outline };
    });
    if (!stop || stops.some((s) => s.key === stop.key && stops.length > 3 && s === stops[0])) break;
    if (stops.length > 0 && stop.key === stops[0].key) break;
    stops.push(stop);
  }
  return stops;
}

/** Every visible element a visitor can operate. */
const interactive = (page: Page) =>
  page.$$eval('a[href], button, summary, input, [tabindex="0"]', (els) =>
    els.filter((el) => el.checkVisibility()).map((el) => `${el.tagName} ${el.getAttribute('href') ?? ''} ${el.textContent?.trim().slice(0, 40)}`),
  );

describe('keyboard use', () => {
  it('starts with a skip link that becomes visible and jumps to the main content', async () => {
    const page = await session.context.newPage();
    await page.goto(base + '/reviews');
    await page.keyboard.press('Tab');
    const skip = page.locator('.skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    await page.close();
  });

  it.each(['/', '/faq', '/blog', '/reviews', '/contact'])('reaches every control on %s, each with a visible focus outline', async (path) => {
    const page = await session.context.newPage();
    await page.goto(base + path);
    const stops = await tabStops(page);
    const reached = new Set(stops.map((s) => s.key));
    for (const element of await interactive(page)) expect(reached, element).toContain(element);
    expect(stops.filter((s) => !s.outline).map((s) => s.key)).toEqual([]);
    await page.close();
  });

  it('opens the phone menu with the keyboard', async () => {
    const phone = await localContext(session.browser, { viewport: { width: 390, height: 800 } });
    const page = await phone.newPage();
    await page.goto(base + '/');
    const summary = page.locator('header summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/');
    expect(await page.locator('header nav a[href="/blog"]:visible').count()).toBe(1);
    await phone.close();
  });
});
