/**
 * Screenshots of every route as a visitor sees them: 320, 390 and 1280 px
 * wide, light and dark. Builds nothing: run `npm run build` first.
 * Usage: npx tsx scripts/screenshots.ts [outDir=/tmp/shots] [path ...]
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStaticServer, listen } from '../src/serve/static-server.js';
import { launch, localContext } from '../tests/e2e/browser.js';
import { site } from '../tests/e2e/routes.js';

const [outDir = '/tmp/shots', ...only] = process.argv.slice(2);
mkdirSync(`${outDir}/parts`, { recursive: true });
const server = createStaticServer(resolve(process.env.OUT_DIR || 'dist'));
const base = await listen(server);
const browser = await launch();
const paths = only.length > 0 ? only : [...site.routes.map((r) => r.path), '/not-a-page'];
for (const scheme of ['light', 'dark'] as const) {
  for (const width of [320, 390, 1280]) {
    const context = await localContext(browser, base, { viewport: { width, height: 900 }, colorScheme: scheme });
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      const name = (path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')) + `-${width}-${scheme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
      // Tall pages shrink to illegibility in an image viewer: also save them in screen-sized parts.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
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
