/**
 * BENCH_ONLY=floor: what drawing a page costs on one thread against what
 * React alone costs for the same markup as plain elements (issue 34, item
 * 5: how much of a clean build's rendering is React's, how much the
 * components and the page's assembly around it). Each process
 * (render-floor-child.ts) draws the scale section's 1,000-route synthetic
 * site ROUNDS times over, then renders its markup as plain elements as many
 * times: the first round is a build's cold start, the later ones its steady
 * pace. Those later rounds draw pages drawn before, which a build never
 * does; distinctPace draws each page of the 10,000-route site once, alone
 * and with every core busy, as a build's threads draw them.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './measure.js';
import { syntheticSiteText } from './synthetic-site.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROUTES = 1000;
const ROUNDS = 6;
/** The last rounds, whose median is the steady pace: the rounds before still warm up (0.5 ms a page in the second, 0.4 by the fourth). */
const STEADY = 3;

export interface FloorFigures {
  pages: number;
  elements: number;
  bytes: number;
  /** Milliseconds a page: the first round, then the median of the last STEADY, over the processes. */
  drawn: { first: number; steady: number };
  react: { first: number; steady: number };
}

/** How the child is started; its arguments follow. */
const CHILD = ['--import', 'tsx', join(HERE, 'render-floor-child.ts')];

/** The child's answer: the last line it printed, as JSON. */
const answer = <T>(stdout: string): T => JSON.parse(stdout.trim().split('\n').at(-1)!) as T;

export function renderFloor(runs: number, log: (line: string) => void): FloorFigures {
  const work = mkdtempSync(join(tmpdir(), 'render-floor-'));
  const siteFile = join(work, 'site.yaml');
  writeFileSync(siteFile, syntheticSiteText(ROUTES));
  try {
    const results = Array.from({ length: runs }, (_, run) => {
      const child = spawnSync(process.execPath, [...CHILD, siteFile, String(ROUNDS)], {
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      if (child.status !== 0) throw new Error(`render-floor-child.ts failed: ${child.stderr.slice(0, 800)}`);
      const result = answer<{ pages: number; elements: number; bytes: number; drawn: number[]; react: number[] }>(child.stdout);
      log(
        `  run ${run + 1}: drawn ${result.drawn.map((t) => t.toFixed(3)).join(', ')} ms a page; React alone ${result.react.map((t) => t.toFixed(3)).join(', ')}`,
      );
      return result;
    });
    const pace = (rounds: number[][]) => ({ first: median(rounds.map((r) => r[0])), steady: median(rounds.flatMap((r) => r.slice(-STEADY))) });
    return {
      pages: results[0].pages,
      elements: results[0].elements,
      bytes: results[0].bytes,
      drawn: pace(results.map((r) => r.drawn)),
      react: pace(results.map((r) => r.react)),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Milliseconds a page drawn once, as a build draws it: one process alone, and one of as many at once as there are cores. */
export interface DistinctPace {
  pages: number;
  alone: number;
  busy: number;
  cores: number;
}

/** One draw-only round of the child over siteFile: milliseconds a page. */
function drawOnce(siteFile: string): Promise<{ pages: number; perPage: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...CHILD, siteFile, '1', 'draw-only'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`render-floor-child.ts failed: ${stderr.slice(0, 800)}`));
      const result = answer<{ pages: number; drawn: number[] }>(stdout);
      resolve({ pages: result.pages, perPage: result.drawn[0] });
    });
  });
}

/**
 * Each page of the 10,000-route synthetic site drawn once, in one process
 * alone (its first run also writes the validation memory the others read,
 * so they start drawing together), then in as many processes at once as
 * there are cores: a build's threads share the cores, their caches and
 * V8's own helper threads, and each draws slower than one alone.
 */
export async function distinctPace(runs: number, log: (line: string) => void): Promise<DistinctPace> {
  const work = mkdtempSync(join(tmpdir(), 'render-floor-distinct-'));
  const siteFile = join(work, 'site.yaml');
  writeFileSync(siteFile, syntheticSiteText(10_000));
  const cores = availableParallelism();
  try {
    const alone: number[] = [];
    const busy: number[] = [];
    let pages = 0;
    for (let run = 0; run < runs; run++) {
      const one = await drawOnce(siteFile);
      pages = one.pages;
      alone.push(one.perPage);
      const together = await Promise.all(Array.from({ length: cores }, () => drawOnce(siteFile)));
      busy.push(...together.map((t) => t.perPage));
      log(
        `  run ${run + 1}: each page once, alone ${one.perPage.toFixed(3)} ms a page; ${cores} at once ${together.map((t) => t.perPage.toFixed(3)).join(', ')}`,
      );
    }
    return { pages, alone: median(alone), busy: median(busy), cores };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
