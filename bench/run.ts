/**
 * `npm run bench`: measures the site and the generator and writes
 * bench/results.md. A benchmark, not a test: it prints figures against the
 * targets and never fails on timing. Each figure is the median of BENCH_RUNS
 * runs (default 3). BENCH_ONLY=pages,build,scale,dev picks sections;
 * BENCH_ROUTES=/,/faq limits the pages measured; BENCH_SCALE=100,1000 the sizes.
 */
import { availableParallelism, cpus } from 'node:os';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWallTime, devLoopTimes, scaleFigures, validationTimes } from './build-figures.js';
import { lighthouseRoutes, type PageFigures } from './lighthouse.js';
import { kb, median, ms } from './measure.js';
import { site } from '../tests/e2e/routes.js';

const runs = Number(process.env.BENCH_RUNS || 3);
const only = (process.env.BENCH_ONLY || 'pages,build,scale,dev').split(',');
const lines: string[] = [];
const log = (line: string) => {
  console.log(line);
};
const out = (line = '') => {
  lines.push(line);
  log(line);
};

out('# Benchmark results');
out();
out(`Measured ${new Date().toISOString().slice(0, 10)} on ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}. Medians of ${runs} runs. Command: \`npm run bench\`.`);
out();

if (only.includes('build')) {
  out('## Build');
  out();
  const builds = Array.from({ length: runs }, () => buildWallTime('site.yaml', resolve('dist')));
  const validation = validationTimes(resolve('site.yaml'));
  out('| figure | value | target |');
  out('|---|---|---|');
  out(`| \`npm run build\`, real site (${site.routes.length} routes + 404), wall time | ${ms(median(builds))} | ≤ 10 s |`);
  out(`| validating site.yaml, warm process (median of 20) | ${ms(validation.warm)} | ≤ 50 ms |`);
  out(`| validating site.yaml, first run in a process (includes compiling the schemas) | ${ms(validation.cold)} | |`);
  out();
}

if (only.includes('pages')) {
  out('## Pages (Lighthouse 13, mobile defaults, simulated throttling; served gzip-compressed)');
  out();
  const paths = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : site.routes.map((r) => r.path);
  if (!only.includes('build')) buildWallTime('site.yaml', resolve('dist'));
  const pages: PageFigures[] = await lighthouseRoutes(resolve('dist'), paths, runs, log);
  out('| route | perf | a11y | best pr. | SEO | FCP | LCP | LCP ÷ no-JS twin | TBT | CLS | JS (gzip) | HTML+CSS (gzip) |');
  out('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const p of pages) {
    out(`| ${p.path} | ${p.performance} | ${p.accessibility} | ${p.bestPractices} | ${p.seo} | ${ms(p.fcp)} | ${ms(p.lcp)} | ${p.lcpRatio.toFixed(2)} | ${ms(p.tbt)} | ${p.cls.toFixed(3)} | ${p.jsGzip ? kb(p.jsGzip) : '0'} | ${kb(p.htmlCssBytes)} (${kb(p.htmlCssGzip)}) |`);
  }
  out();
  const all100 = pages.filter((p) => p.performance === 100 && p.accessibility === 100 && p.bestPractices === 100 && p.seo === 100).length;
  out(`Targets: all four scores 100 on ${all100}/${pages.length} routes; CLS 0 on ${pages.filter((p) => p.cls === 0).length}; TBT ≤ 50 ms on ${pages.filter((p) => p.tbt <= 50).length}; LCP ≤ 1.1× twin on ${pages.filter((p) => p.lcpRatio <= 1.1).length}; routes without interactive blocks with 0 bytes of JavaScript: ${pages.filter((p) => p.path !== '/faq' && p.jsGzip === 0).length}/${pages.filter((p) => p.path !== '/faq').length}.`);
  out();
}

if (only.includes('scale')) {
  out('## Scale (synthetic sites mixing every block type, ~900-word articles)');
  out();
  const sizes = (process.env.BENCH_SCALE || '100,1000,10000').split(',').map(Number);
  const rows = scaleFigures(sizes, runs, log);
  out('| routes | YAML | build wall time | per page | growth vs previous |');
  out('|---|---|---|---|---|');
  rows.forEach((r, i) => {
    const growth = i === 0 ? '' : `${(r.seconds / rows[i - 1].seconds).toFixed(1)}× time for ${(r.routes / rows[i - 1].routes).toFixed(0)}× routes`;
    out(`| ${r.routes} | ${r.megabytes.toFixed(1)} MB | ${r.seconds.toFixed(1)} s | ${r.msPerPage.toFixed(2)} ms | ${growth} |`);
  });
  out();
  out('Targets: 10,000 routes in ≤ 30 s (≤ 3 ms/page); 10× the routes in ≤ 11× the time. For reference, published figures: Hugo ~0.2 ms/page, Eleventy ~0.5 ms/page, Astro ~6 ms/page.');
  out();
}

if (only.includes('dev')) {
  out('## Dev loop');
  out();
  const times = await devLoopTimes(Math.max(5, runs));
  out(`A saved edit to site.yaml reaches the open browser in ${ms(median(times))} (median of ${times.length}; all: ${times.map((t) => Math.round(t)).join(', ')} ms). Target ≤ 300 ms.`);
  out();
}

writeFileSync(resolve('bench/results.md'), lines.join('\n') + '\n');
log('wrote bench/results.md');
