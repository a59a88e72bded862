import { describe, expect, inject, it } from 'vitest';
import { localContext, watchedPage } from './browser.js';
import { desktopSession } from './desktop-session.js';
import { items, links, site } from './routes.js';

const base = inject('siteUrl');
const session = desktopSession();

describe('navigation', () => {
  it('moves between pages with plain links and highlights the current one', async () => {
    const page = await session.context.newPage();
    await page.goto(base + '/');
    const nav = page.getByRole('navigation', { name: site.settings.siteName }).first();
    for (const link of site.navigation!.links!) {
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(base + link.to);
      const current = page.locator('header nav a[aria-current="page"]').first();
      expect(await current.getAttribute('href')).toBe(link.to);
      expect(await page.locator('header nav a[aria-current="page"]:visible').count()).toBe(1);
      const style = await current.evaluate((a) => getComputedStyle(a).color);
      const other = await page
        .locator('header nav a:not([aria-current]):visible')
        .first()
        .evaluate((a) => getComputedStyle(a).color);
      expect(style).not.toBe(other);
    }
    await page.close();
  });

  it('has a header button to the test provider', async () => {
    const page = await session.context.newPage();
    await page.goto(base + '/reviews');
    const cta = page.locator('header').getByRole('link', { name: site.navigation!.cta!.label }).first();
    expect(await cta.getAttribute('href')).toBe(links.provider);
    await page.close();
  });
});

describe('the not-found page', () => {
  it('answers 404 with the page, a link home and the path in the console', async () => {
    const { page, console: messages } = await watchedPage(session.context);
    const response = await page.goto(base + '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => messages.map((m) => m.text)).toContain(`404 Error: User attempted to access non-existent route: /no/such/page`);
    expect(await page.locator('h1').textContent()).toBe('404');
    expect(await page.getByText('Oops! Page not found').count()).toBe(1);
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    await page.close();
  });
});

describe('with JavaScript disabled', () => {
  it('still shows every page in full, and the FAQ still opens', async () => {
    const noJs = await localContext(session.browser, { javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto(base + '/reviews');
    // Two tables list every platform: the comparison and the criterion scores.
    expect(await page.locator('main table').first().locator('tbody tr').count()).toBe(items('platforms').length);
    await page.goto(base + '/faq');
    const first = page.locator('main details').first();
    await first.locator('summary').click();
    expect(await first.getAttribute('open')).not.toBeNull();
    await page.goto(base + '/blog/understanding-iq-scores');
    expect(await page.locator('main h2').count()).toBeGreaterThan(3);
    await noJs.close();
  });
});
