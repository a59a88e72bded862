import sharp from 'sharp';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDevPage, siteStylesheet } from '../../src/dev/dev-render.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { favicon } from '../../src/prerender/seo/site-files.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { launch } from './browser.js';

/**
 * A brand mark of up to four characters fits its round badge with a margin,
 * in the header and in the favicon: judged from the pixels Chromium draws,
 * not from the font sizes the code chose, so any font and any letters count.
 */
const MARKS = ['A', 'HD', 'T26', 'M&T', 'IQTR', 'WWWW', 'Жук', 'm&w1'];
const base = validateFile('tests/fixtures/every-block.yaml').site as Site;

let browser: Browser;
beforeAll(async () => {
  await loadRenderers();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * How close the mark's letters come to the edge of their shape, in CSS px: the
 * smallest distance from a pixel drawn in the letters' colour to the edge of
 * the rounded square (a circle when its corners are round enough) it sits in.
 */
async function margin(shape: Locator, corner: number): Promise<number> {
  const scale = 4;
  const png = await shape.screenshot({ scale: 'device' });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const colours = await shape.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor]);
  const [ink, paper] = colours.map((c) => c.match(/\d+/g)!.slice(0, 3).map(Number));
  const [w, h] = [info.width / scale, info.height / scale];
  const r = Math.min(corner, w / 2, h / 2);
  let closest = Infinity;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      // Depth inside the rounded square, from the pixel's centre. The page around it, and the
      // blend of its edge with the page, may be the letters' colour: only pixels a pixel or more inside count.
      const [px, py] = [(x + 0.5) / scale - w / 2, (y + 0.5) / scale - h / 2];
      const [qx, qy] = [Math.abs(px) - (w / 2 - r), Math.abs(py) - (h / 2 - r)];
      const depth = r - Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) - Math.min(Math.max(qx, qy), 0);
      if (depth < 1) continue;
      const pixel = [data[at], data[at + 1], data[at + 2]];
      const near = (c: number[]) => c.reduce((sum, v, i) => sum + (v - pixel[i]) ** 2, 0);
      if (near(ink) < near(paper)) closest = Math.min(closest, depth);
    }
  return closest;
}

describe.each(MARKS)('the brand mark %s', (mark) => {
  const site: Site = { ...base, settings: { ...base.settings, brandMark: mark } };

  it.each([320, 390, 1280])('keeps 2 px or more inside the header badge at %i px', async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 600 }, deviceScaleFactor: 4 });
    try {
      // A page set as content has no server to fetch its stylesheet from: the shared one goes inline in its place.
      const data = new SiteData(site);
      const sheet = siteStylesheet(data);
      await page.setContent(renderDevPage(data, '/').html.replace(`<link rel="stylesheet" href="${sheet.href}">`, () => `<style>${sheet.css}</style>`));
      const badge = page.locator('header a[href="/"] > [aria-hidden]');
      expect(await badge.textContent()).toBe(mark);
      const corner = await badge.evaluate((e) => Number.parseFloat(getComputedStyle(e).borderTopLeftRadius));
      expect(await margin(badge, corner)).toBeGreaterThanOrEqual(2);
    } finally {
      await page.close();
    }
  });

  it('keeps 3 units or more inside the favicon of 64', async () => {
    const page = await browser.newPage({ viewport: { width: 200, height: 200 }, deviceScaleFactor: 4 });
    try {
      // The icon drawn at 64 px, its mark's colours read from its own markup.
      const svg = favicon(new SiteData(site).reader());
      const [paper, ink] = [...svg.matchAll(/fill="(#[0-9a-f]{6})"/gi)].map((m) => m[1]);
      await page.setContent(`<div id="icon" style="width:64px;height:64px;color:${ink};background:${paper};border-radius:14px">${svg}</div>`);
      expect(await margin(page.locator('#icon'), 14)).toBeGreaterThanOrEqual(3);
    } finally {
      await page.close();
    }
  });
});
