/**
 * How pages carry their styles, measured for several checkouts in one run:
 * the baselines given (BENCH_BASELINE, paths separated by commas: say the
 * code before the shared stylesheet, every rule inline in each page, and
 * the code before the site stylesheet, each page's own rules inline) and
 * this checkout (one stylesheet for the site, pages of markup only). For
 * each: HTML per page, the bytes of a five-page visit (the first page with
 * what it loads, then four more, fetching only what the browser does not
 * hold yet), Lighthouse's FCP and LCP on those pages, and the clean build of
 * the 10,000-route synthetic site.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { pageFile } from '../src/validate/site-pages.js';
import { createStaticServer, listen } from '../src/serve/static-server.js';
import { launchChrome } from './lighthouse.js';
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
  const chrome = await launchChrome();
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

export async function styleFigures(baselineDirs: string[], runs: number, log: (line: string) => void): Promise<DesignFigures[]> {
  const checkouts = [...baselineDirs.map((dir) => resolve(dir)), resolve('.')];
  const work = mkdtempSync(join(tmpdir(), 'styles-'));
  try {
    // All build the first baseline's site.yaml, and the synthetic site its own generator makes from it: content the oldest code knows.
    const iq = join(work, 'site.yaml');
    cpSync(join(checkouts[0], 'site.yaml'), iq);
    const big = join(work, 'synthetic.yaml');
    const { syntheticSiteText } = (await import(pathToFileURL(join(checkouts[0], 'bench/synthetic-site.ts')).href)) as {
      syntheticSiteText: (routes: number, baseFile: string) => string;
    };
    writeFileSync(big, syntheticSiteText(10_000, iq));
    const outs = checkouts.map((_, i) => join(work, `iq-${i}`));
    checkouts.forEach((checkout, i) => build(checkout, iq, outs[i]));
    log('  styles: Lighthouse on the visit, each checkout in turn');
    const painted = await paints(outs, runs);
    // The clean 10,000-route build of each checkout, in an order that turns each run; the first of each, untimed, validates from nothing.
    const bigOuts = checkouts.map((_, i) => join(work, `big-${i}`));
    checkouts.forEach((checkout, i) => build(checkout, big, bigOuts[i]));
    const bigBuilds: number[][] = checkouts.map(() => []);
    for (let run = 0; run < runs; run++) {
      const order = checkouts.map((_, i) => (i + run) % checkouts.length);
      for (const i of order) {
        bigBuilds[i].push(build(checkouts[i], big, bigOuts[i]));
        log(`  styles: run ${run + 1}, ${checkouts[i]}: 10,000 routes built in ${Math.round(bigBuilds[i].at(-1)!)} ms`);
      }
    }
    return checkouts.map((checkout, d) => ({
      design: d === checkouts.length - 1 ? 'this checkout' : `\`${checkout}\``,
      htmlPerPage: htmlPerPage(outs[d]),
      visit: visitBytes(outs[d]),
      paint: painted[d],
      bigBuilds: bigBuilds[d],
      bigHtmlPerPage: htmlPerPage(bigOuts[d]),
    }));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
