import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer } from './dev-server.js';
import { launch, localContext } from './browser.js';
import { rawRequest } from '../raw-request.js';

let server: ViteDevServer;
let browser: Browser;
let base: string;
let file: string;
let good: string;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'dev-')), 'site.yaml');
  copyFileSync(resolve('tests/fixtures/every-block.yaml'), file);
  good = readFileSync(file, 'utf8');
  ({ server, base } = await startDevServer(file));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const overlay = (page: Page) => page.locator('vite-error-overlay');

describe('npm run dev', () => {
  it('renders pages from the site file on request, with a 404 for unknown paths', async () => {
    const home = await fetch(base + '/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Find a Chess Course That Sticks');
    expect((await fetch(base + '/nope')).status).toBe(404);
  });

  it("refuses path tricks and never follows a planted link out of the site's images/ and fonts/", async () => {
    const site = dirname(file);
    writeFileSync(join(site, '.env'), 'SECRET=of-the-owner\n');
    mkdirSync(join(site, 'images'), { recursive: true });
    mkdirSync(join(site, 'fonts'), { recursive: true });
    writeFileSync(join(site, 'images', 'real.png'), 'picture');
    symlinkSync('/etc', join(site, 'images', 'etcdir'));
    symlinkSync(join(site, '.env'), join(site, 'fonts', 'env.woff2'));
    // Sent as written, as curl --path-as-is does: fetch would resolve the dots first.
    const get = (path: string) => rawRequest(base, { path });
    for (const path of ['/images//../.env', '/images/%2e%2e/.env', '/fonts/../.env', '/images/%c0%ae%c0%ae/.env']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).not.toContain('SECRET');
    }
    for (const path of ['/images/etcdir/passwd', '/fonts/env.woff2']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/SECRET|root:/);
    }
    expect((await get('/images/real.png')).body).toBe('picture');
  });

  it('shows a saved edit, then keeps the last good page behind the error overlay, then recovers', { timeout: 180_000 }, async () => {
    const context = await localContext(browser);
    const page = await context.newPage();
    // Edits reach the page over Vite's WebSocket, so wait until it is connected.
    const connected = () => page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 30_000 });
    let ready = connected();
    await page.goto(base + '/');
    await ready;
    expect(await page.locator('h1').textContent()).toBe('Find a Chess Course That Sticks');

    // A saved edit reaches the open browser without a restart.
    writeFileSync(file, good.replace('Find a Chess Course That Sticks', 'Find a Course That Sticks'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Find a Course That Sticks', undefined, { timeout: 30_000 });

    // A mistake: the overlay names file:LINE:COL, the last good page stays behind it.
    writeFileSync(file, good.replace('        eyebrow: For club players', '        eyebrw: For club players'));
    await overlay(page).waitFor({ state: 'attached', timeout: 30_000 });
    const message = await overlay(page).evaluate((el) => el.shadowRoot?.textContent ?? '');
    expect(message).toMatch(/site\.yaml:\d+:9 {2}BS2001 unknown field 'eyebrw' in hero; did you mean 'eyebrow'\?/);
    expect(await page.locator('h1').textContent()).toBe('Find a Course That Sticks');

    // Opening a page while the file is broken still shows the last good version and the overlay.
    ready = connected();
    await page.goto(base + '/courses');
    await ready;
    expect(await page.locator('h1').textContent()).toBe('Every Course Ranked');
    await overlay(page).waitFor({ state: 'attached', timeout: 30_000 });

    // Fixing the file updates the page and clears the overlay.
    writeFileSync(file, good.replaceAll('Every Course Ranked', 'Every Course, Ranked'));
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Every Course, Ranked', undefined, { timeout: 30_000 });
    expect(await overlay(page).count()).toBe(0);
    await context.close();
  });

  it('serves the stylesheet its pages link, before and after an edit to the theme', { timeout: 180_000 }, async () => {
    const served = async () => {
      const html = await (await fetch(base + '/courses')).text();
      const href = /<link rel="stylesheet" href="(\/assets\/style-[0-9a-f]{16}\.css)">/.exec(html)?.[1];
      expect(href).toBeDefined();
      const sheet = await fetch(base + href);
      expect(sheet.status).toBe(200);
      expect(sheet.headers.get('content-type')).toBe('text/css; charset=utf-8');
      // Named by its content: what it serves under that name is what the pages link.
      expect(href).toBe(
        `/assets/style-${createHash('sha256')
          .update(await sheet.text())
          .digest('hex')
          .slice(0, 16)}.css`,
      );
      return href;
    };
    writeFileSync(file, good);
    await served();
    // The theme and the page's heading in one save: the heading shows when the save has been taken in.
    writeFileSync(
      file,
      good
        .replace('  themeColor: "#1f6f43"\n', '  themeColor: "#1f6f43"\n  theme: { primary: "#8a2b0e" }\n')
        .replaceAll('Every Course Ranked', 'Every Course, Ranked'),
    );
    await expect.poll(() => fetch(base + '/courses').then((r) => r.text()), { timeout: 30_000 }).toContain('Every Course, Ranked');
    await served();
    writeFileSync(file, good);
  });

  it('updates every open page that shows an edited collection item, each in place', { timeout: 180_000 }, async () => {
    writeFileSync(file, good);
    const context = await localContext(browser);
    const paths = ['/coaches', '/coaches/anna-kowalska', '/guides/openings'];
    const pages = await Promise.all(paths.map(() => context.newPage()));
    for (const [i, page] of pages.entries()) {
      const ready = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 30_000 });
      await page.goto(base + paths[i]);
      await ready;
      expect(await page.locator('body').textContent(), paths[i]).toContain('Anna Kowalska');
      // A mark a reload would wipe out.
      await page.evaluate(() => Object.assign(window, { kept: true }));
    }
    // The coach's name is an item field: the list, her own page and the guide she wrote all show it.
    writeFileSync(file, good.replaceAll('Anna Kowalska', 'Anna Kowalska-Nowak'));
    for (const [i, page] of pages.entries()) {
      await page.waitForFunction(() => document.body.textContent?.includes('Anna Kowalska-Nowak'), undefined, { timeout: 30_000 });
      expect(page.url(), paths[i]).toBe(base + paths[i]);
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept), `${paths[i]} was updated in place, not reloaded`).toBe(true);
    }
    writeFileSync(file, good);
    await context.close();
  });
});
