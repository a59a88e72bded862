/**
 * How pages carry their styles, measured three ways in one run: the
 * baseline checkout's pages (BENCH_BASELINE, every rule inline in each
 * page), this checkout's (the shared stylesheet as a file, each page's own
 * rules inline), and the same pages with nothing inline, each page's own
 * rules moved into a file of their own named by their content (shared by
 * pages of one shape) and linked after the shared one: a copy of this
 * checkout's output rewritten, since only bytes and paint are compared.
 * For each: HTML per page, the bytes of a five-page visit (the first page
 * with what it loads, then four more, fetching only what the browser does
 * not hold yet), Lighthouse's FCP and LCP on those pages, and the clean
 * build of the 10,000-route synthetic site.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { pageFile } from '../src/validate/site-pages.js';
import { createStaticServer, listen } from '../src/serve/static-server.js';
import { CHROME, CHROME_ARGS } from '../tests/e2e/browser.js';
import { gzipBytes, median, settleDisk } from './measure.js';

/** The visit: the home page first, then a review list, the blog, an article and a plain page. */
export const VISIT = ['/', '/reviews', '/blog', '/blog/understanding-iq-scores', '/about'];

export interface DesignFigures {
  design: string;
  htmlPerPage: number;
  /** The visit's bytes, as stored and as gzip sends them. */
  visit: { bytes: number; gzip: number };
  /** Median FCP and LCP per visited path, and the median performance score. */
  paint: Array<{ path: string; fcp: number; lcp: number; performance: number }>;
  /** Clean builds of the 10,000-route site, in run order, and its HTML per page. */
  bigBuilds: number[];
  bigHtmlPerPage: number;
}

const STYLE = /<style>(.*?)<\/style>/s;
const LINKED = /<(?:link rel="stylesheet" href|script type="module" src)="([^"]+)"/g;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
}

function htmlPerPage(dir: string): number {
  const files = htmlFiles(dir);
  return files.reduce((sum, f) => sum + readFileSync(join(dir, f)).length, 0) / files.length;
}

/** Each visited page's HTML, and the stylesheets and scripts it links that the browser does not hold yet. */
function visitBytes(dir: string): { bytes: number; gzip: number } {
  const held = new Set<string>();
  let bytes = 0;
  let gzip = 0;
  const add = (content: Buffer) => {
    bytes += content.length;
    gzip += gzipBytes(content);
  };
  for (const path of VISIT) {
    const html = readFileSync(join(dir, pageFile(path)));
    add(html);
    for (const [, href] of html.toString().matchAll(LINKED)) {
      if (held.has(href)) continue;
      held.add(href);
      add(readFileSync(join(dir, href)));
    }
  }
  return { bytes, gzip };
}

/** This checkout's output with each page's inline stylesheet moved into a file of its own under assets/. */
function nothingInline(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'styles-files-'));
  cpSync(dir, copy, { recursive: true });
  mkdirSync(join(copy, 'assets'), { recursive: true });
  for (const file of htmlFiles(copy)) {
    const html = readFileSync(join(copy, file), 'utf8');
    const css = STYLE.exec(html)?.[1];
    if (css === undefined) continue;
    const name = `assets/page-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    writeFileSync(join(copy, name), css);
    writeFileSync(
      join(copy, file),
      html.replace(STYLE, () => `<link rel="stylesheet" href="/${name}">`),
    );
  }
  return copy;
}

/** `npm run build -- --clean` in a checkout; its wall time. */
function build(checkout: string, siteFile: string, outDir: string): number {
  settleDisk();
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build', '--', '--clean'], {
    cwd: checkout,
    env: { ...process.env, SITE_YAML: siteFile, OUT_DIR: outDir, SITE_MAX_BYTES: String(256 * 1024 * 1024) },
    encoding: 'utf8',
  });
  const took = performance.now() - started;
  if (result.status !== 0) throw new Error(`${checkout}: the build of ${siteFile} failed: ${result.stderr.slice(0, 500)}`);
  return took;
}

/** Lighthouse's performance run on each visited path of each output, in turn, run after run. */
async function paints(roots: string[], runs: number): Promise<DesignFigures['paint'][]> {
  const servers = roots.map((root) => createStaticServer(root));
  const bases = await Promise.all(servers.map((server) => listen(server)));
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_ARGS });
  const results = roots.map(() => VISIT.map(() => [] as Result[]));
  try {
    for (let run = 0; run < runs; run++)
      for (const [p, path] of VISIT.entries())
        for (const [d, base] of bases.entries()) {
          const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          results[d][p].push(result!.lhr as Result);
        }
  } finally {
    await chrome.kill();
    for (const server of servers) server.close();
  }
  const audit = (lhrs: Result[], id: string) => median(lhrs.map((l) => l.audits[id].numericValue ?? 0));
  return results.map((design) =>
    design.map((lhrs, p) => ({
      path: VISIT[p],
      fcp: audit(lhrs, 'first-contentful-paint'),
      lcp: audit(lhrs, 'largest-contentful-paint'),
      performance: Math.round(median(lhrs.map((l) => (l.categories.performance.score ?? 0) * 100))),
    })),
  );
}

export async function styleFigures(baselineDir: string, runs: number, log: (line: string) => void): Promise<DesignFigures[]> {
  const checkouts = [resolve(baselineDir), resolve('.')];
  const work = mkdtempSync(join(tmpdir(), 'styles-'));
  try {
    // Both build the baseline's site.yaml, and the synthetic site its own generator makes from it: content the older code knows.
    const iq = join(work, 'site.yaml');
    cpSync(join(checkouts[0], 'site.yaml'), iq);
    const big = join(work, 'synthetic.yaml');
    const { syntheticSiteText } = (await import(pathToFileURL(join(checkouts[0], 'bench/synthetic-site.ts')).href)) as {
      syntheticSiteText: (routes: number, baseFile: string) => string;
    };
    writeFileSync(big, syntheticSiteText(10_000, iq));
    const outs = checkouts.map((_, i) => join(work, `iq-${i}`));
    checkouts.forEach((checkout, i) => build(checkout, iq, outs[i]));
    const files = nothingInline(outs[1]);
    const roots = [...outs, files];
    log('  styles: Lighthouse on the visit, each design in turn');
    const painted = await paints(roots, runs);
    // The clean 10,000-route build of each checkout, in an order that turns each run; the first of each, untimed, validates from nothing.
    const bigOuts = checkouts.map((_, i) => join(work, `big-${i}`));
    checkouts.forEach((checkout, i) => build(checkout, big, bigOuts[i]));
    const bigBuilds: number[][] = checkouts.map(() => []);
    for (let run = 0; run < runs; run++)
      for (const i of run % 2 === 0 ? [0, 1] : [1, 0]) {
        bigBuilds[i].push(build(checkouts[i], big, bigOuts[i]));
        log(`  styles: run ${run + 1}, ${i === 0 ? 'baseline' : 'this checkout'}: 10,000 routes built in ${Math.round(bigBuilds[i].at(-1)!)} ms`);
      }
    const bigFiles = nothingInline(bigOuts[1]);
    const bigHtml = [htmlPerPage(bigOuts[0]), htmlPerPage(bigOuts[1]), htmlPerPage(bigFiles)];
    rmSync(bigFiles, { recursive: true, force: true });
    const designs = [
      'baseline: every rule inline in each page',
      'shared stylesheet file, own rules inline',
      'shared stylesheet file, own rules in a file per shape',
    ];
    const figures = designs.map((design, d) => ({
      design,
      htmlPerPage: htmlPerPage(roots[d]),
      visit: visitBytes(roots[d]),
      paint: painted[d],
      bigBuilds: bigBuilds[d] ?? [],
      bigHtmlPerPage: bigHtml[d],
    }));
    rmSync(files, { recursive: true, force: true });
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
