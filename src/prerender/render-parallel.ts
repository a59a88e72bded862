import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Site } from '../types/site.js';
import { writePages, type PageFailure } from './render-site.js';
import type { SitePage } from './site-pages.js';

/** Below this many pages, starting workers (about a second each) costs more than it saves. */
const PARALLEL_FROM = 150;

type Result = { failures: PageFailure[]; styleHashes: string[] };

/**
 * Prerenders the pages on every core: the pages are dealt round-robin to one
 * worker per core, so long and short pages spread evenly.
 */
export async function writePagesParallel(site: Site, pages: SitePage[], islandUrls: Map<string, string>, outDir: string): Promise<Result> {
  const cores = Math.min(availableParallelism(), Number(process.env.BUILD_WORKERS || 8));
  if (pages.length < PARALLEL_FROM || cores < 2) return writePages(site, pages, islandUrls, outDir);
  const shares = Array.from({ length: cores }, (_, w) => pages.filter((_, i) => i % cores === w));
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise<Result>((resolve, reject) => {
          const worker = new Worker(new URL('./render-worker-entry.mjs', import.meta.url), {
            workerData: { site, pages: share, islandUrls: [...islandUrls], outDir },
            env: { ...process.env, NODE_ENV: 'production' },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => code !== 0 && reject(new Error(`a prerendering worker stopped with code ${code}`)));
        }),
    ),
  );
  return { failures: results.flatMap((r) => r.failures), styleHashes: [...new Set(results.flatMap((r) => r.styleHashes))] };
}
