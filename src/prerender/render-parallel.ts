import { availableParallelism } from 'node:os';
import { serialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { Assets } from '../assets/assets.js';
import type { Site } from '../types/site.js';
import type { IslandScript } from './island-files.js';
import type { PageFailure, RenderedPages, WrittenPage } from './render-site.js';
import type { WorkerReply, WorkerRequest } from './render-worker.js';
import { islandScripts } from './island-cache.js';
import { ISLAND_TYPES } from '../renderers/registry.js';
import { workerModule } from './worker-bundle.js';
import { LONG_LIST, listedItems, type SitePage } from '../model/pages.js';

/** Below this many pages, starting workers (about a second each) costs more than it saves. */
const PARALLEL_FROM = 150;
/** Pages per batch: small enough to even out the workers' finishing times, large enough that messages cost nothing. */
const BATCH = 50;

/**
 * One prerendering worker per core. Workers spend their first seconds loading
 * React, MUI and the renderers, so a build that expects many pages starts
 * them before validating, and they load while the main thread reads site.yaml.
 */
export class RenderPool {
  /** Every island's script, from the cache or bundled meanwhile. */
  readonly islands: Promise<Map<string, IslandScript>>;

  private constructor(private readonly workers: Worker[]) {
    this.islands = islandScripts(ISLAND_TYPES);
    // Awaited in render(); a build that stops at validation never asks.
    this.islands.catch(() => {});
  }

  static start(): RenderPool | undefined {
    // BUILD_WORKERS sets the count exactly, also above the core count (tests force two workers).
    const cores = Number(process.env.BUILD_WORKERS) || Math.min(availableParallelism(), 8);
    if (cores < 2) return undefined;
    const module = workerModule();
    return new RenderPool(Array.from({ length: cores }, () => new Worker(module, { env: { ...process.env, NODE_ENV: 'production' } })));
  }

  private site: Site | undefined;

  /**
   * Sends every worker the validated site, serialized once here rather than
   * once per worker by postMessage. The workers read it while this thread
   * plans the build: at 10,000 routes that takes them a quarter of a second.
   */
  sendSite(site: Site): void {
    this.site = site;
    const message: WorkerRequest = { kind: 'site', site: serialize(site) };
    for (const worker of this.workers) worker.postMessage(message);
  }

  /**
   * Hands out batches of pages to whichever worker is free, to render into
   * outDir with the prepared assets. `pages` must be sitePages(site), which
   * the workers derive too; `only`, the indexes of the pages to render,
   * when not all of them are.
   */
  async render(pages: SitePage[], assets: Assets, outDir: string, only?: number[]): Promise<RenderedPages> {
    const site = this.site!;
    const prepare: WorkerRequest = { kind: 'prepare', assets, outDir };
    for (const worker of this.workers) worker.postMessage(prepare);
    const islands = [...(await this.islands)];
    const queue = order(site, pages, only);
    const failures: PageFailure[] = [];
    const written: WrittenPage[] = [];
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const next = () => {
              const indexes = queue.splice(0, BATCH);
              if (indexes.length === 0) return resolve();
              worker.postMessage({ kind: 'batch', indexes, islands } satisfies WorkerRequest);
            };
            worker.on('message', (reply: WorkerReply) => {
              failures.push(...reply.failures);
              written.push(...reply.written);
              next();
            });
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new Error(`a prerendering worker stopped with code ${code}`)));
            next();
          }),
      ),
    );
    return { failures, written };
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * Page indexes in rendering order: long pages (a blog index of thousands of
 * posts) first, as written otherwise. A long page takes a worker a second or
 * more; started last, it would leave the other workers idle at the end.
 */
function order(site: Site, pages: SitePage[], only?: number[]): number[] {
  const indexes = only ?? pages.map((_, i) => i);
  const long = new Set(indexes.filter((i) => listedItems(site, pages[i]) > LONG_LIST));
  return [...long, ...indexes.filter((i) => !long.has(i))];
}

/** A pool for a site of this many pages: the one started early, a new one, or none when one thread is quicker. */
export function poolFor(pageCount: number, started: RenderPool | undefined): RenderPool | undefined {
  return pageCount >= PARALLEL_FROM ? (started ?? RenderPool.start()) : undefined;
}
