/**
 * BENCH_ONLY=floor: what drawing a page costs on one thread against what
 * React alone costs for the same markup as plain elements (issue 34, item
 * 5: how much of a clean build's rendering is React's, how much the
 * components and the page's assembly around it). Each process
 * (render-floor-child.ts) draws the scale section's 1,000-route synthetic
 * site ROUNDS times over, then renders its markup as plain elements as many
 * times: the first round is a build's cold start, the later ones its steady
 * pace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

export function renderFloor(runs: number, log: (line: string) => void): FloorFigures {
  const work = mkdtempSync(join(tmpdir(), 'render-floor-'));
  const siteFile = join(work, 'site.yaml');
  writeFileSync(siteFile, syntheticSiteText(ROUTES));
  try {
    const results = Array.from({ length: runs }, (_, run) => {
      const child = spawnSync(process.execPath, ['--import', 'tsx', join(HERE, 'render-floor-child.ts'), siteFile, String(ROUNDS)], {
        encoding: 'utf8',
        maxBuffer: 1 << 24,
      });
      if (child.status !== 0) throw new Error(`render-floor-child.ts failed: ${child.stderr.slice(0, 800)}`);
      const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
        pages: number;
        elements: number;
        bytes: number;
        drawn: number[];
        react: number[];
      };
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
