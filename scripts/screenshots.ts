/**
 * Screenshots of every page of a site as a visitor sees them: 320, 390 and
 * 1280 px wide, light and dark. Builds nothing: run `npm run build` first,
 * with the same SITE_YAML and OUT_DIR.
 * Usage: SITE_YAML=site.yaml OUT_DIR=dist npx tsx scripts/screenshots.ts [outDir=/tmp/shots] [path ...]
 * SHOTS_PARTS=0 leaves out the screen-sized parts, which a comparison of two
 * builds' full-page shots does not need (they take most of the time).
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { siteFile } from '../src/cli/site-file.js';
import { pagesOf } from '../src/validate/site-index.js';
import { createStaticServer, listen } from '../src/serve/static-server.js';
import type { Site } from '../src/types/site.js';
import { validateFile } from '../src/validate/validate-site.js';
import { launch, localContext } from '../tests/e2e/browser.js';

/** Every page the site file makes, collection pages included, and a path that is not one. */
function sitePaths(): string[] {
  const file = siteFile(process.env.SITE_YAML || 'site.yaml');
  const site = validateFile(file.absolute).site as Site | undefined;
  if (!site) throw new Error(`${file.display} does not validate; run npm run validate`);
  return [
    ...pagesOf(site)
      .filter((p) => !p.notFound)
      .map((p) => p.path),
    '/not-a-page',
  ];
}

/**
 * Pictures below the fold load lazily, when scrolled near; a full-page shot
 * does not scroll, so they came out blank. Scrolls to the end a screen at a
 * time, then waits for every picture.
 */
async function loadEverything(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
  });
}

const [outDir = '/tmp/shots', ...only] = process.argv.slice(2);
mkdirSync(`${outDir}/parts`, { recursive: true });
const server = createStaticServer(resolve(process.env.OUT_DIR || 'dist'));
const base = await listen(server);
const browser = await launch();
const paths = only.length > 0 ? only : sitePaths();
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390, 1280]) {
    const context = await localContext(browser, { viewport: { width, height: 900 }, colorScheme: scheme });
    // A full-page shot of a long page takes seconds on a busy machine: no script here needs to fail fast.
    context.setDefaultTimeout(120_000);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      await loadEverything(page);
      const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')) + `-${width}-${scheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      // Tall pages shrink to illegibility in an image viewer: also save them in screen-sized parts.
      const height = process.env.SHOTS_PARTS === '0' ? 0 : await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 0; y < height; y += 1400, part++) {
        const clip = { x: 0, y, width, height: Math.min(1400, height - y) };
        await page.screenshot({ path: `${outDir}/parts/${name.replace('.png', `-${part}.png`)}`, fullPage: true, clip });
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) console.log(`${path} at ${width}px scrolls sideways by ${overflow}px`);
    }
    await context.close();
  }
}
await browser.close();
server.close();
console.log(`screenshots in ${outDir}`);
