/**
 * BENCH_ONLY=readers with BENCH_BASELINE=<folder>: the route readers of
 * this checkout against another's (issue 32, item 4: the readers as tasks
 * of a kept pool against plain workers started for each read), in the same
 * run. Each process (readers-child.ts) validates the 10,000-route synthetic
 * site as the dev server does: first with nothing remembered (every route
 * read, on the main thread and the readers at once), then after an edit of
 * one route, then after an edit of every route's title (all of them read
 * again, in the same process). Then, in a process of its own, as a build
 * runs it, the disk check of a 10,000-page output on its thread. The two
 * checkouts take turns, a process each per run.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageFile } from '../src/prerender/incremental/build-cache.js';
import type { Compared } from './baseline.js';
import { syntheticSiteText } from './synthetic-site.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** Page files of the output the disk check looks at. */
const PAGES = 10_000;

const STEPS = ['10,000 routes, first validation in a new process', 'then after a one-route edit', 'then after an edit of every route, in the same process'];
/** Each step's wall time, then its CPU time (every thread of the process); then the disk check's, in a process of its own. */
const READER_FIGURES = [
  ...STEPS,
  ...STEPS.map((step) => `${step}: CPU time`),
  `disk check of ${PAGES.toLocaleString('en')} pages, main thread's share (handing it over)`,
  `disk check of ${PAGES.toLocaleString('en')} pages, its answer`,
];

export function readerFigures(baselineDir: string, runs: number, log: (line: string) => void): Compared[] {
  const codes = [
    { name: 'this checkout', dir: resolve('.') },
    { name: 'baseline', dir: resolve(baselineDir) },
  ];
  const work = mkdtempSync(join(tmpdir(), 'readers-'));
  const first = syntheticSiteText(10_000);
  const oneRoute = first.replace(/title: Synthetic landing page 8000\n(\s+lead)/, 'title: Synthetic landing page 8000, edited\n$1');
  const everyRoute = first.replace(/(\n {2}- path: [^\n]*\n {4}title: )/g, '$1Edited ');
  if (oneRoute === first || everyRoute.split('title: Edited ').length < 10_000) throw new Error('the edits did not apply to the synthetic site');
  const texts = join(work, 'texts.json');
  writeFileSync(texts, JSON.stringify({ first, oneRoute, everyRoute }));
  // An output as a build leaves it, a folder per page, and the records a build's cache keeps of its files.
  const output = join(work, 'dist');
  const records: Record<string, PageFile> = {};
  for (let i = 0; i < PAGES; i++) {
    const page = `page-${i}/index.html`;
    mkdirSync(join(output, `page-${i}`), { recursive: true });
    writeFileSync(join(output, page), `<!doctype html><title>Page ${i}</title><p>Page ${i}</p>`);
    const stat = statSync(join(output, page));
    records[page] = { key: String(i), reads: 0, shape: '', islands: [], size: stat.size, mtimeMs: stat.mtimeMs };
  }
  const recordsFile = join(work, 'records.json');
  writeFileSync(recordsFile, JSON.stringify(records));
  const results: Compared[] = READER_FIGURES.map((figure) => ({ figure, ms: Object.fromEntries(codes.map((c) => [c.name, []])) }));
  /** What a child process printed last, as JSON. */
  const child = <T>(code: (typeof codes)[number], script: string, args: string[]): T => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, script), code.dir, ...args], {
      cwd: code.dir,
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    if (result.status !== 0) throw new Error(`${code.name}: ${script} failed: ${result.stderr.slice(0, 800)}`);
    return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as T;
  };
  const once = (code: (typeof codes)[number]): number[] => {
    const times = child<Record<'first' | 'oneRoute' | 'everyRoute', { wall: number; cpu: number }>>(code, 'readers-child.ts', [join(work, 'site.yaml'), texts]);
    const steps = [times.first, times.oneRoute, times.everyRoute];
    const disk = child<{ handedOver: number; answered: number }>(code, 'disk-check-child.ts', [output, recordsFile]);
    return [...steps.map((step) => step.wall), ...steps.map((step) => step.cpu), disk.handedOver, disk.answered];
  };
  try {
    // Untimed: each checkout bundles its route reader and compiles its validators once, into its own cache.
    for (const code of codes) once(code);
    for (let run = 0; run < runs; run++) {
      for (const code of run % 2 === 0 ? codes : [...codes].reverse()) {
        const times = once(code);
        times.forEach((ms, i) => results[i].ms[code.name].push(ms));
        log(`  run ${run + 1}, ${code.name}: ${times.map((ms, i) => `${READER_FIGURES[i]} ${Math.round(ms)} ms`).join('; ')}`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}
