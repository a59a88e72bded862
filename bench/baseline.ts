/**
 * The figures a change must keep within 10% of the code before it, measured
 * against another checkout of blocksite (BENCH_BASELINE=<folder>, with its
 * node_modules) in the same run: the IQ site's clean build, the
 * 10,000-route synthetic site's clean build, its rebuild after a one-route
 * edit, and the dev loop's edit on both sites. Each figure is taken in turn
 * from this checkout and the baseline, run after run, since this machine's
 * speed moves from minute to minute; both build the same files (the
 * baseline's site.yaml, and the synthetic site its generator makes from
 * it), which both must understand.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, settleDisk } from './measure.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** One checkout whose code is measured. */
interface Code {
  name: string;
  dir: string;
}

/** A figure as each checkout gave it, run by run. */
export interface Compared {
  figure: string;
  ms: Record<string, number[]>;
}

/** Wall time of `npm run build` in a checkout, npm and its launcher included. */
function build(code: Code, siteFile: string, outDir: string, flags: string[] = []): number {
  settleDisk();
  const started = performance.now();
  const result = spawnSync('npm', ['run', '--silent', 'build', ...(flags.length > 0 ? ['--', ...flags] : [])], {
    cwd: code.dir,
    env: { ...process.env, SITE_YAML: siteFile, OUT_DIR: outDir, SITE_MAX_BYTES: String(256 * 1024 * 1024) },
    encoding: 'utf8',
  });
  const took = performance.now() - started;
  if (result.status !== 0) throw new Error(`${code.name}: the build of ${siteFile} failed: ${result.stderr.slice(0, 500)}`);
  return took;
}

/** The dev loop's edit times in a checkout, from a process of its own (dev-loop-child.ts). */
function devEdits(code: Code, scenario: { siteFile: string; path: string; heading: string }, runs: number, work: string): number[] {
  const file = join(work, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'dev-loop-child.ts'), code.dir, file, String(runs)], {
    cwd: code.dir,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (result.status !== 0) throw new Error(`${code.name}: the dev loop failed: ${result.stderr.slice(0, 500)}`);
  return (JSON.parse(result.stdout.trim().split('\n').at(-1)!) as { edits: number[] }).edits;
}

/** The hero title the rebuilds and the dev loop edit on each site, followed in the file by its lead. */
const IQ_HEADING = 'Best IQ Test Reviews 2025';
const SYNTHETIC_HEADING = 'Synthetic landing page 8000';
const retitled = (text: string, heading: string, n: number) => text.replace(new RegExp(`title: ${heading}\n(\\s+lead)`), `title: ${heading}, edit ${n}\n$1`);

export async function baselineFigures(baselineDir: string, runs: number, log: (line: string) => void): Promise<Compared[]> {
  const codes: Code[] = [
    { name: 'this checkout', dir: resolve('.') },
    { name: 'baseline', dir: resolve(baselineDir) },
  ];
  const work = mkdtempSync(join(tmpdir(), 'baseline-'));
  const iqFile = process.env.BENCH_BASELINE_SITE ?? join(codes[1].dir, 'site.yaml');
  const iqText = readFileSync(iqFile, 'utf8');
  // Made by the baseline's own generator, from its site.yaml: content the older code knows.
  const { syntheticSiteText } = (await import(pathToFileURL(join(codes[1].dir, 'bench/synthetic-site.ts')).href)) as {
    syntheticSiteText: (routes: number, baseFile: string) => string;
  };
  const synthetic = syntheticSiteText(10_000, iqFile);
  const figures = [
    'IQ site, clean build',
    '10,000 routes, clean build',
    '10,000 routes, rebuild after a one-route edit',
    'IQ site, dev edit',
    '10,000 routes, dev edit',
  ];
  const results: Compared[] = figures.map((figure) => ({ figure, ms: Object.fromEntries(codes.map((c) => [c.name, []])) }));
  const add = (figure: number, code: Code, ms: number) => results[figure].ms[code.name].push(ms);
  try {
    // Each checkout's own copies, so neither's caches or outputs are the other's; a first clean build of each, untimed, reads the files from nothing.
    const files = Object.fromEntries(
      codes.map((code, i) => {
        const iq = join(work, `iq-${i}.yaml`);
        const big = join(work, `synthetic-${i}.yaml`);
        writeFileSync(iq, iqText);
        writeFileSync(big, synthetic);
        build(code, big, join(work, `dist-synthetic-${i}`), ['--clean']);
        return [code.name, { iq, big, iqOut: join(work, `dist-iq-${i}`), bigOut: join(work, `dist-synthetic-${i}`) }];
      }),
    );
    for (let run = 0; run < runs; run++) {
      // The order turns each run: whichever goes second meets what the first left in the page cache.
      for (const code of run % 2 === 0 ? codes : [...codes].reverse()) {
        const f = files[code.name];
        add(0, code, build(code, f.iq, f.iqOut, ['--clean']));
        writeFileSync(f.big, synthetic);
        add(1, code, build(code, f.big, f.bigOut, ['--clean']));
        // Two edits: the first rebuild after a clean build makes the swap folder's folders, the second is the usual rebuild.
        writeFileSync(f.big, retitled(synthetic, SYNTHETIC_HEADING, run * 2 + 1));
        build(code, f.big, f.bigOut);
        writeFileSync(f.big, retitled(synthetic, SYNTHETIC_HEADING, run * 2 + 2));
        add(2, code, build(code, f.big, f.bigOut));
        log(
          `  run ${run + 1}, ${code.name}: ${figures
            .slice(0, 3)
            .map((name, i) => `${name} ${Math.round(results[i].ms[code.name].at(-1)!)} ms`)
            .join(', ')}`,
        );
      }
    }
    // The dev loop: a session per checkout and site, twice each, in turn.
    for (let session = 0; session < 2; session++) {
      for (const code of session % 2 === 0 ? codes : [...codes].reverse()) {
        const f = files[code.name];
        writeFileSync(f.iq, iqText);
        for (const ms of devEdits(code, { siteFile: f.iq, path: '/reviews', heading: IQ_HEADING }, runs, work)) add(3, code, ms);
        writeFileSync(f.big, synthetic);
        for (const ms of devEdits(code, { siteFile: f.big, path: '/page-8000', heading: SYNTHETIC_HEADING }, runs, work)) add(4, code, ms);
        log(
          `  dev session ${session + 1}, ${code.name}: IQ ${Math.round(median(results[3].ms[code.name]))} ms, 10,000 routes ${Math.round(median(results[4].ms[code.name]))} ms`,
        );
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}
