/**
 * Lighthouse (mobile defaults, simulated throttling) on every route and on
 * its no-JS twin: the same HTML with every executable script removed, the
 * physical limit for that page. Runs against the system Chromium.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { pageFile } from '../src/validate/site-pages.js';
import { createStaticServer, listen } from '../src/serve/static-server.js';
import { CHROME, CHROME_ARGS } from '../tests/e2e/browser.js';
import { gzipBytes, median } from './measure.js';

export interface PageFigures {
  path: string;
  /** Lighthouse runs of the page, and as many of its twin. */
  runs: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  twinLcp: number;
  /** The twin's TBT: what a page with no JavaScript shows, Lighthouse's own work in the page included. */
  twinTbt: number;
  lcpRatio: number;
  jsGzip: number;
  htmlCssBytes: number;
  htmlCssGzip: number;
  /** Lighthouse's audits of a page's pictures that failed in some run (none when every picture is delivered well). */
  failedImageAudits: string[];
}

/** Lighthouse 13's audits of pictures: their formats, compression and sizes (one insight), and their drawn sizes and shapes. */
const IMAGE_AUDITS = ['image-delivery-insight', 'image-size-responsive', 'image-aspect-ratio', 'unsized-images'];
/** An audit passes when it does not apply or scores at least 0.9, as Lighthouse marks a pass. */
const failedImageAudits = (lhrs: Result[]) =>
  IMAGE_AUDITS.filter((id) => lhrs.some((l) => l.audits[id] && l.audits[id].score !== null && l.audits[id].score < 0.9));

/**
 * Features of Chromium's own window that headless Chromium 156 still starts:
 * every new tab loads the omnibox popup's WebUI (some 300 chrome:// requests
 * and their scripts) in a renderer of its own. On two cores that work ran
 * while the page under test loaded and pushed its first paint from about
 * 300 ms to 500 ms, after the icon and manifest requests, which Lighthouse's
 * simulation then counts toward LCP (bench/results.md, "Why LCP trailed FCP").
 * The page is what is measured, not the browser's own window, so they are off.
 */
const BROWSER_UI_FEATURES = [
  'InitialWebUI',
  'WebUIToolbarProcessOverheadExperiment',
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Chromium for Lighthouse: chrome-launcher's flags and ours, with one
 * --disable-features holding both lists (Chromium keeps only the last of a
 * repeated switch, so a second one would drop chrome-launcher's).
 */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const DISABLE = '--disable-features=';
  const defaults = chromeLauncher.Launcher.defaultFlags();
  const disabled = defaults.filter((f) => f.startsWith(DISABLE)).flatMap((f) => f.slice(DISABLE.length).split(','));
  const chromeFlags = [...defaults.filter((f) => !f.startsWith(DISABLE)), `${DISABLE}${[...disabled, ...BROWSER_UI_FEATURES].join(',')}`, ...CHROME_ARGS];
  return chromeLauncher.launch({ chromePath: CHROME, chromeFlags, ignoreDefaultFlags: true });
}

const fileFor = (root: string, path: string) => join(root, pageFile(path));
/** Executable scripts: modules, inline or external. JSON-LD data blocks are not executable. */
const SCRIPT = /<script type="module"(?: src="([^"]+)")?>(.*?)<\/script>\n?/gs;
const withoutScripts = (html: string) => html.replace(SCRIPT, '');

/**
 * The twin site: a copy of the build with every executable script removed
 * from the HTML, served by the same static server as the real one, so that
 * the only difference Lighthouse can see is the JavaScript.
 */
function twinCopy(root: string): string {
  const twin = mkdtempSync(join(tmpdir(), 'twin-'));
  cpSync(root, twin, { recursive: true });
  for (const entry of readdirSync(twin, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    writeFileSync(file, withoutScripts(readFileSync(file, 'utf8')));
  }
  return twin;
}

/** gzip'd bytes of the scripts a page loads (inline or as files), and its HTML with inline CSS but without the scripts. */
function pageBytes(root: string, path: string) {
  const html = readFileSync(fileFor(root, path), 'utf8');
  const scripts = [...html.matchAll(SCRIPT)].map(([, src, inline]) => (src ? readFileSync(join(root, src), 'utf8') : inline));
  const rest = withoutScripts(html);
  return { jsGzip: scripts.reduce((sum, s) => sum + gzipBytes(s), 0), htmlCssBytes: Buffer.byteLength(rest), htmlCssGzip: gzipBytes(rest) };
}

export async function lighthouseRoutes(root: string, paths: string[], runs: number, log: (line: string) => void): Promise<PageFigures[]> {
  const server = createStaticServer(root);
  const base = await listen(server);
  const twinRoot = twinCopy(root);
  const twinServer = createStaticServer(twinRoot);
  const twinBase = await listen(twinServer);
  const chrome = await launchChrome();
  const run = async (url: string, categories: string[]) => {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    return result!.lhr as Result;
  };
  const figures: PageFigures[] = [];
  try {
    for (const path of paths) {
      const real: Result[] = [];
      const twin: Result[] = [];
      const measure = async () => {
        for (let i = 0; i < runs; i++) {
          real.push(await run(base + path, ['performance', 'accessibility', 'best-practices', 'seo']));
          twin.push(await run(twinBase + path, ['performance']));
        }
      };
      const audit = (lhrs: Result[], id: string) => median(lhrs.map((l) => l.audits[id].numericValue ?? 0));
      await measure();
      // Simulated LCP of one page jumps between two values about 150 ms apart,
      // by whether Chromium requested the manifest and icon before or after
      // its first paint; a route whose page and twin medians differ by more
      // than 5% is measured as many times again, in both directions alike.
      const differ = () => Math.abs(audit(real, 'largest-contentful-paint') / audit(twin, 'largest-contentful-paint') - 1) > 0.05;
      if (differ()) await measure();
      const score = (id: string) => Math.round(median(real.map((l) => (l.categories[id]?.score ?? 0) * 100)));
      const lcp = audit(real, 'largest-contentful-paint');
      const twinLcp = audit(twin, 'largest-contentful-paint');
      const page: PageFigures = {
        path,
        runs: real.length,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit(real, 'first-contentful-paint'),
        lcp,
        tbt: audit(real, 'total-blocking-time'),
        cls: audit(real, 'cumulative-layout-shift'),
        twinLcp,
        twinTbt: audit(twin, 'total-blocking-time'),
        lcpRatio: lcp / twinLcp,
        ...pageBytes(root, path),
        failedImageAudits: failedImageAudits(real),
      };
      figures.push(page);
      log(
        `  ${path}: perf ${page.performance}, LCP ${Math.round(lcp)} ms (${page.lcpRatio.toFixed(2)}× twin, ${page.runs} runs each), TBT ${Math.round(page.tbt)} ms, CLS ${page.cls.toFixed(3)}`,
      );
    }
  } finally {
    chrome.kill();
    server.close();
    twinServer.close();
    rmSync(twinRoot, { recursive: true, force: true });
  }
  return figures;
}
