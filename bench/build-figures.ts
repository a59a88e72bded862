/** Build, validation, scale and dev-loop figures for the benchmark. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { startDevServer } from '../tests/e2e/dev-server.js';
import { validateFile } from '../src/validate/validate-site.js';
import { parseSource } from '../src/load/load-site.js';
import { quickLoad } from '../src/load/quick-load.js';
import { launch, localContext } from '../tests/e2e/browser.js';
import { median, settleDisk } from './measure.js';
import { cacheDir } from '../src/cache-dir.js';
import { syntheticSiteText } from './synthetic-site.js';

/** `npm run build` as a user runs it, npm included, in a fresh process. */
function npmBuild(env: Record<string, string>, flags: string[] = [], cwd?: string) {
  return spawnSync('npm', ['run', '--silent', 'build', ...(flags.length > 0 ? ['--', ...flags] : [])], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** One `npm run build`: its wall time, how many pages it rendered and the peak memory it reports. */
export interface BuildRun {
  ms: number;
  rendered: number;
  peakMb: number;
}

function timedBuild(siteFile: string, outDir: string, env: Record<string, string>, flags: string[], cwd?: string): BuildRun {
  settleDisk();
  const started = performance.now();
  const result = npmBuild({ SITE_YAML: siteFile, OUT_DIR: outDir, ...env }, flags, cwd);
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`build of ${siteFile} failed: ${result.stderr.slice(0, 500)}`);
  const pages = /Built (\d+) pages/.exec(result.stdout);
  const rendered = /: (\d+) rendered/.exec(result.stdout);
  const peak = /peak memory (\d+) MB/.exec(result.stdout);
  return { ms, rendered: Number(rendered?.[1] ?? pages?.[1] ?? Number.NaN), peakMb: Number(peak?.[1] ?? Number.NaN) };
}

/** Wall time of a clean `npm run build` on a site file: every page rendered, the cache ignored; by another checkout's code when `cwd` names it. */
export function buildWallTime(siteFile: string, outDir: string, env: Record<string, string> = {}, cwd?: string): number {
  return timedBuild(siteFile, outDir, env, ['--clean'], cwd).ms;
}

/**
 * Rebuilds after a one-route edit: a clean build first (the baseline, and
 * the cache the rebuilds start from), then `runs` + 1 rebuilds, each after
 * `edit` rewrote the site file with a new text in one route. The first
 * rebuild is returned apart: it has no swap output to write in yet (the
 * clean build replaced an output it had no record of), so it makes every
 * folder and link, as each rebuild did before the swap folder.
 */
export function rebuildFigures(
  siteText: string,
  edit: (text: string, n: number) => string,
  runs: number,
  env: Record<string, string> = {},
): { clean: BuildRun; first: BuildRun; rebuilds: BuildRun[] } {
  const dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  const file = join(dir, 'site.yaml');
  const out = join(dir, 'dist');
  try {
    writeFileSync(file, siteText);
    const clean = timedBuild(file, out, env, ['--clean']);
    const [first, ...rebuilds] = Array.from({ length: runs + 1 }, (_, n) => {
      const edited = edit(siteText, n + 1);
      if (edited === siteText) throw new Error('the edit changed nothing');
      writeFileSync(file, edited);
      return timedBuild(file, out, env, []);
    });
    return { clean, first, rebuilds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median time of a synchronous step over a number of runs. */
function medianTime(runs: number, step: () => unknown): number {
  return median(
    Array.from({ length: runs }, () => {
      const started = performance.now();
      step();
      return performance.now() - started;
    }),
  );
}

/**
 * Validation of site.yaml in a warm process, as the dev server and CI do it
 * repeatedly, beside two baselines on the same machine in the same run:
 * parsing the file with the yaml library alone (no limits, schema or
 * references), and JSON.parse of the same data, the floor for reading it.
 */
export function validationTimes(siteFile: string, runs = 20): { cold: number; warm: number; yamlParse: number; jsonParse: number } {
  const started = performance.now();
  validateFile(siteFile);
  const cold = performance.now() - started;
  const source = readFileSync(siteFile, 'utf8');
  const json = JSON.stringify(parse(source));
  return {
    cold,
    warm: medianTime(runs, () => validateFile(siteFile)),
    yamlParse: medianTime(runs, () => parse(source)),
    jsonParse: medianTime(runs, () => JSON.parse(json)),
  };
}

/**
 * The two roads a text can be read by (src/load/quick-load.ts): js-yaml after
 * the yaml lexer's check, and the yaml library building its document with
 * positions, which is what one parser would do for every text. The time to
 * read all the texts, median of warm runs; each must be clean, so that both
 * roads read it through.
 */
export function parserTimes(texts: string[], runs: number): { quick: number; careful: number } {
  for (const text of texts) {
    if (quickLoad(text) === undefined) throw new Error('the quick road declined a clean text');
    if (parseSource(text).problems.length > 0) throw new Error('the careful road found problems in a clean text');
  }
  return {
    quick: medianTime(runs, () => texts.forEach((text) => quickLoad(text))),
    careful: medianTime(runs, () => texts.forEach((text) => parseSource(text))),
  };
}

/**
 * Wall time of `npm run build` on a file that does not exist: npm, Node, the
 * launcher and the command starting up, then stopping with an error. The
 * floor under every build.
 */
export function startUpTime(runs: number): number {
  return medianTime(runs, () => {
    const result = npmBuild({ SITE_YAML: 'no-such-site.yaml' });
    if (result.status !== 1) throw new Error(`a build of a missing file should fail: ${result.stderr.slice(0, 300)}`);
  });
}

/**
 * Time to write a copy of every file in a build, file by file into fresh
 * folders: the disk's floor for a generator that had nothing to render.
 */
export function writeFloor(outDir: string): number {
  const files = (readdirSync(outDir, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>)
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
  const contents = files.map((f) => readFileSync(f));
  const copy = mkdtempSync(join(tmpdir(), 'write-floor-'));
  const started = performance.now();
  files.forEach((f, i) => {
    const target = join(copy, f.slice(outDir.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents[i]);
  });
  const elapsed = performance.now() - started;
  rmSync(copy, { recursive: true, force: true });
  return elapsed;
}

export interface ScaleRow {
  routes: number;
  megabytes: number;
  seconds: number;
  msPerPage: number;
  /** Seconds to write the same files with nothing to render (writeFloor). */
  writeSeconds: number;
  /** Peak memory of `npm run validate`: the first run, with no validation cache, and the next. */
  validateMb: { first: number; next: number };
}

/**
 * Peak memory, in MB, of `npm run validate` on the file, read as the command
 * exits. Through npm, not spawned from here: a process forked from this one
 * starts with this process's resident memory on its record (Linux keeps the
 * peak across exec), which for the bench's own 650 MB hid the command's.
 */
function validatePeakMb(file: string): number {
  const result = spawnSync('npm', ['run', '--silent', 'validate'], {
    env: { ...process.env, SITE_YAML: file, SITE_MAX_BYTES: String(256 * 1024 * 1024), NODE_OPTIONS: '--import ./bench/peak-memory.mjs' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`validating ${file} failed: ${result.stderr.slice(0, 300)}`);
  // The command's line comes first; npm's own, as it exits after it, second.
  return Number(/peak memory (\d+) MB/.exec(result.stderr)?.[1] ?? Number.NaN);
}

export function scaleFigures(sizes: number[], runs: number, log: (line: string) => void): ScaleRow[] {
  const work = mkdtempSync(join(tmpdir(), 'scale-'));
  const rows: ScaleRow[] = [];
  try {
    for (const routes of sizes) {
      const file = join(work, `site-${routes}.yaml`);
      const text = syntheticSiteText(routes);
      writeFileSync(file, text);
      const out = join(work, `dist-${routes}`);
      const times: number[] = [];
      let writeSeconds = 0;
      for (let i = 0; i < runs; i++) {
        times.push(buildWallTime(file, out, { SITE_MAX_BYTES: String(256 * 1024 * 1024) }));
        // After the first build, while no previous output is being deleted in the background.
        if (i === 0) writeSeconds = writeFloor(out) / 1000;
      }
      const seconds = median(times) / 1000;
      // The builds left a validation cache for this file; without it, validation reads every route.
      rmSync(cacheDir('validate'), { recursive: true, force: true });
      const validateMb = { first: validatePeakMb(file), next: validatePeakMb(file) };
      rows.push({ routes, megabytes: text.length / 1e6, seconds, msPerPage: (seconds * 1000) / (routes + 1), writeSeconds, validateMb });
      log(
        `  ${routes} routes (${(text.length / 1e6).toFixed(1)} MB of YAML): ${seconds.toFixed(1)} s, ${((seconds * 1000) / (routes + 1)).toFixed(2)} ms/page; writing the same files ${Math.round(writeSeconds * 1000)} ms; validating: peak memory ${validateMb.first} MB, then ${validateMb.next} MB`,
      );
      rmSync(out, { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/** A dev-loop scenario: a site, the page left open, and the heading on it that each edit rewrites. */
export interface DevScenario {
  siteText: string;
  path: string;
  /** The text of a hero title on the page, followed in the file by its lead. */
  heading: string;
  /**
   * How each edit is saved: in place (the file emptied, then written, as
   * fs.writeFile and many editors save) or by writing a new file beside it
   * and renaming it over the old one (an atomic save). In place by default.
   */
  save?: 'in place' | 'rename';
}

/**
 * Edits the scenario's heading in the site file while the page is open in
 * `npm run dev`, and times each save until the browser shows the new heading;
 * then times plain reloads of the same page, the baseline.
 */
export async function devLoopTimes(
  runs: number,
  scenario: DevScenario,
  /** How the dev server starts: this checkout's, or another's (baseline.ts). */
  start: (siteFile: string) => Promise<{ server: { close(): Promise<void> }; base: string }> = startDevServer,
): Promise<{ edits: number[]; reloads: number[] }> {
  const file = join(mkdtempSync(join(tmpdir(), 'devloop-')), 'site.yaml');
  const original = scenario.siteText;
  const find = new RegExp(`title: ${scenario.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n(\\s+lead)`);
  if (!find.test(original)) throw new Error(`no hero titled '${scenario.heading}' in the scenario's site`);
  writeFileSync(file, original);
  const { server, base } = await start(file);
  const browser = await launch();
  const edits: number[] = [];
  const reloads: number[] = [];
  try {
    const context = await localContext(browser);
    const page = await context.newPage();
    const connected = () => page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 120_000 });
    const ready = connected();
    await page.goto(base + scenario.path, { timeout: 120_000 });
    await ready;
    const heading = () => page.locator('h1').textContent();
    for (let i = 0; i < runs; i++) {
      const title = `${scenario.heading}, edit ${i + 1}`;
      const edited = original.replace(find, `title: ${title}\n$1`);
      if (scenario.save === 'rename') {
        writeFileSync(`${file}.save`, edited);
        renameSync(`${file}.save`, file);
      } else writeFileSync(file, edited);
      // From the moment the file is saved: writing 60 MB is the editor's time, not ours.
      const started = performance.now();
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title, { timeout: 120_000, polling: 'raf' });
      edits.push(performance.now() - started);
      // Let the watcher settle so edits do not merge.
      await page.waitForTimeout(500);
    }
    for (let i = 0; i < runs; i++) {
      const before = await heading();
      const started = performance.now();
      await page.reload({ waitUntil: 'domcontentloaded' });
      if ((await heading()) !== before) throw new Error('the page changed on a plain reload');
      reloads.push(performance.now() - started);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return { edits, reloads };
}
