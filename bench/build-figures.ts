/** Build, validation, scale and dev-loop figures for the benchmark. */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import { siteDevPlugin } from '../src/dev/site-dev-plugin.js';
import { validateFile } from '../src/validate/validate-site.js';
import { launch, localContext } from '../tests/e2e/browser.js';
import { median } from './measure.js';
import { syntheticSiteText } from './synthetic-site.js';

/** Wall time of `npm run build` as a user runs it, in a fresh process each time. */
export function buildWallTime(siteFile: string, outDir: string, env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], { env: { ...process.env, SITE_YAML: siteFile, OUT_DIR: outDir, ...env }, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (result.status !== 0) throw new Error(`build of ${siteFile} failed: ${result.stderr.slice(0, 500)}`);
  return elapsed;
}

/** Validation of site.yaml in a warm process, as the dev server and CI do it repeatedly. */
export function validationTimes(siteFile: string, runs = 20): { cold: number; warm: number } {
  let started = performance.now();
  validateFile(siteFile);
  const cold = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    validateFile(siteFile);
    times.push(performance.now() - started);
  }
  return { cold, warm: median(times) };
}

export interface ScaleRow {
  routes: number;
  megabytes: number;
  seconds: number;
  msPerPage: number;
}

export function scaleFigures(sizes: number[], runs: number, log: (line: string) => void): ScaleRow[] {
  const work = mkdtempSync(join(tmpdir(), 'scale-'));
  const rows: ScaleRow[] = [];
  try {
    for (const routes of sizes) {
      const file = join(work, `site-${routes}.yaml`);
      const text = syntheticSiteText(routes);
      writeFileSync(file, text);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(buildWallTime(file, join(work, `dist-${routes}`), { SITE_MAX_BYTES: String(256 * 1024 * 1024) }));
      const seconds = median(times) / 1000;
      rows.push({ routes, megabytes: text.length / 1e6, seconds, msPerPage: (seconds * 1000) / (routes + 1) });
      log(`  ${routes} routes (${(text.length / 1e6).toFixed(1)} MB of YAML): ${seconds.toFixed(1)} s, ${((seconds * 1000) / (routes + 1)).toFixed(2)} ms/page`);
      rmSync(join(work, `dist-${routes}`), { recursive: true, force: true });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return rows;
}

/** Time from saving site.yaml to the open page showing the edit, through the real dev server. */
export async function devLoopTimes(runs: number): Promise<number[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'devloop-')), 'site.yaml');
  copyFileSync(resolve('site.yaml'), file);
  const original = readFileSync(file, 'utf8');
  const server = await createServer({ configFile: false, root: resolve('.'), appType: 'custom', logLevel: 'silent', plugins: [siteDevPlugin(file)], server: { port: 0, host: '127.0.0.1' } });
  await server.listen();
  const base = server.resolvedUrls!.local[0].replace(/\/$/, '');
  const browser = await launch();
  const times: number[] = [];
  try {
    const context = await localContext(browser, base);
    const page = await context.newPage();
    const connected = () => page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 15_000 });
    const ready = connected();
    await page.goto(base + '/reviews', { timeout: 60_000 });
    await ready;
    for (let i = 0; i < runs; i++) {
      const title = `Best IQ Test Reviews, edit ${i + 1}`;
      const started = performance.now();
      writeFileSync(file, original.replace(/title: Best IQ Test Reviews 2025\n(\s+lead)/, `title: ${title}\n$1`));
      await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title, { timeout: 15_000, polling: 'raf' });
      times.push(performance.now() - started);
      // Let the watcher settle so edits do not merge.
      await page.waitForTimeout(500);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return times;
}
