import type { LazySite } from '../model/lazy-site.js';
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import type { Assets } from '../model/assets.js';

import type { IslandScript } from './island-files.js';
import type { Output, RenderedPages, WrittenPage } from './render-site.js';
import type { RenderTask } from './render-worker.js';
import { islandScripts } from './island-cache.js';
import { ISLAND_TYPES } from '../renderers/registry.js';
import { workerModule } from '../worker-bundle.js';
import { isLongPage, type SitePage } from '../validate/site-pages.js';
import { packSite } from '../validate/incremental/lazy-routes.js';

/**
 * Pages each thread must have to render for one more to pay for itself: a
 * worker loads the renderers, reads the site and warms up its compiler
 * before its pages come out as quickly as the main thread's. Measured on two
 * cores, the main thread alone against the main thread and one worker: at
 * 1,000 pages the worker was a loss, at 2,000 even, at 4,000 a gain
 * (bench/results.md).
 */
const PAGES_PER_THREAD = 1000;
/** Bytes of site.yaml per page, at the least, for deciding before validating; a rich route takes more. */
const BYTES_PER_PAGE = 6 * 1024;
/** A smaller file starts no workers before validating, whatever BUILD_WORKERS says. */
const EARLY_FROM_BYTES = 1024 * 1024;
/** With BUILD_WORKERS set, below this many pages the main thread renders alone (tests force workers on small sites). */
const ASKED_FROM = 150;
/** Pages per batch: small enough to even out the workers' finishing times, large enough that messages cost nothing. */
const BATCH = 50;
/** The smallest batch, taken as the queue runs out, so that the threads finish together. */
const LAST_BATCH = 10;
/**
 * Batches a worker holds at once after this thread starts rendering too.
 * Before, it holds more, to last while this thread plans and loads React;
 * after, this thread hands out the next between its own batches. A worker
 * that kept twelve left this thread idle for 270 ms at the end of a
 * 10,000-page build.
 */
const HELD = 3;

/** Numbers that tell a worker which build's site, and which settings, a batch is of. */
let sites = 0;
let preparations = 0;

/** Renders pages on the main thread, as a worker would, with the same islands. */
export type RenderHere = (pages: SitePage[], islands: Map<string, IslandScript>) => Promise<RenderedPages>;

/**
 * Threads that render pages: the main thread and a pool of workers
 * (tinypool), one for each other core. The main thread renders too, between
 * its messages, rather than wait: on two cores, two workers and an idle
 * main thread built 1,000 pages slower than the main thread alone, as the
 * second worker slowed validation down, loaded React and MUI once more and
 * warmed up its compiler on pages of its own. Workers load while the main
 * thread reads site.yaml: a build that expects many pages starts them
 * before validating.
 */
export class RenderPool {
  /** Every island's script, from the cache or bundled meanwhile. */
  readonly islands: Promise<Map<string, IslandScript>>;

  private constructor(
    private readonly pool: Tinypool,
    private readonly workers: number,
  ) {
    this.islands = islandScripts(ISLAND_TYPES);
    // Awaited in render(); a build that stops at validation never asks.
    this.islands.then((islands) => (this.islandsNow = islands)).catch(() => {});
  }

  /** A pool for about this many pages, or none when the main thread is quicker alone. */
  static start(pages: number): RenderPool | undefined {
    const threads = threadsFor(pages);
    if (threads < 2) return undefined;
    const pool = new Tinypool({
      filename: workerModule('prerender/render-worker.ts'),
      minThreads: threads - 1,
      maxThreads: threads - 1,
      // A worker holds every batch handed to it ahead (begin), and renders them one after another.
      concurrentTasksPerWorker: Number.MAX_SAFE_INTEGER,
      // An idle worker waits in its event loop, where its renderers go on loading, rather than in Atomics.wait.
      useAtomics: false,
      env: { ...(process.env as Record<string, string>), NODE_ENV: 'production' },
    });
    return new RenderPool(pool, threads - 1);
  }

  private site: LazySite | undefined;
  private packed: RenderTask['site'] | undefined;

  /**
   * Gives the workers the validated site, serialized once here into shared
   * memory, which every batch points at, with the blocks of routes not yet
   * read as their bytes (lazy-routes.ts). A worker reads it on its first
   * batch.
   */
  sendSite(site: LazySite): void {
    this.site = site;
    const packed = packSite(site);
    const bytes = new SharedArrayBuffer(packed.site.byteLength);
    new Uint8Array(bytes).set(packed.site);
    this.packed = { id: ++sites, bytes, blocks: packed.blocks };
  }

  /** The islands once bundled: batches can then be handed out without waiting for a turn of the event loop. */
  private islandsNow: Map<string, IslandScript> | undefined;
  /** The rendering under way: pages still to hand out, and what came back. */
  private run: { queue: number[]; rendered: RenderedPages; workers: Promise<void> } | undefined;
  /** Who is told of the pages written, and how many of them it has been told of. */
  private listener?: (written: WrittenPage[]) => void;
  private told = 0;

  /** Tells the listener of the pages written since it was last told. */
  private tell(): void {
    const written = this.run?.rendered.written;
    if (!this.listener || !written || this.told === written.length) return;
    const fresh = written.slice(this.told);
    this.told = written.length;
    this.listener(fresh);
  }

  /**
   * Hands the workers their first batches now, before this thread is free
   * to render: a build that renders every page knows which before it plans,
   * and the workers render while this thread plans and loads React, when a
   * worker used to wait. They get enough to
   * last that long; render() goes on from there. `pages` must be
   * sitePages(site), which the workers derive too; `only`, the indexes of
   * the pages to render, when not all of them are.
   */
  begin(pages: SitePage[], assets: Assets, out: Output, only?: number[]): void {
    if (this.run) return;
    const prepared = { id: ++preparations, assets, out };
    const queue = order(this.site!, pages, only);
    const rendered: RenderedPages = { failures: [], written: [] };
    const ahead = 2 + Math.ceil(queue.length / (this.workers + 1) / 500);
    const start = async (islands: Map<string, IslandScript>) => {
      const task = { site: this.packed!, prepared, islands: [...islands] };
      // `ahead` batches for each worker at first; each that comes back is replaced by the next, so none waits for this thread.
      const lane = async (_: unknown, index: number) => {
        for (let indexes = this.batch(queue); indexes.length > 0; indexes = this.batch(queue)) {
          add(rendered, await this.pool.run({ ...task, indexes } satisfies RenderTask));
          this.tell();
          if (this.hereToo && index >= HELD * this.workers) return;
        }
      };
      await Promise.all(Array.from({ length: ahead * this.workers }, lane));
    };
    const workers = this.islandsNow ? start(this.islandsNow) : this.islands.then(start);
    // Awaited in render(); a worker that fails before then must not end the process as unhandled.
    workers.catch(() => {});
    this.run = { queue, rendered, workers };
  }

  /**
   * Renders the pages (begin, if it was not called), handing out batches
   * to whichever thread is free; this thread renders with `here`.
   * `written` hears of each batch written as it comes back (those written
   * already at once), so this thread does its part of the work on them
   * between its own batches, while the workers still render.
   */
  async render(
    pages: SitePage[],
    assets: Assets,
    out: Output,
    here: RenderHere,
    only?: number[],
    written?: (pages: WrittenPage[]) => void,
  ): Promise<RenderedPages> {
    this.begin(pages, assets, out, only);
    this.listener = written;
    this.tell();
    const { queue, rendered, workers } = this.run!;
    const islands = await this.islands;
    this.hereToo = true;
    const onThisThread = async () => {
      for (let indexes = this.batch(queue); indexes.length > 0; indexes = this.batch(queue)) {
        // Waiting for its files to be written lets the workers' replies in, and hands them their next batches.
        add(
          rendered,
          await here(
            indexes.map((i) => pages[i]),
            islands,
          ),
        );
        this.tell();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    await Promise.all([workers, onThisThread()]);
    return rendered;
  }

  /** Whether this thread renders too (render() has begun). */
  private hereToo = false;

  /** The next batch: smaller as the queue runs out, so that no thread is left with many pages when the others have none. */
  private batch(queue: number[]): number[] {
    const share = Math.ceil(queue.length / (4 * (this.workers + 1)));
    return queue.splice(0, Math.max(LAST_BATCH, Math.min(BATCH, share)));
  }

  /** Stops the workers, also in the middle of a batch: nothing they write is wanted any more. */
  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

function add(into: RenderedPages, rendered: RenderedPages): void {
  into.failures.push(...rendered.failures);
  into.written.push(...rendered.written);
}

/**
 * Page indexes in rendering order: long pages (a blog index of thousands of
 * posts) first, as written otherwise. A long page takes a worker a second or
 * more; started last, it would leave the other workers idle at the end.
 */
function order(site: LazySite, pages: SitePage[], only?: number[]): number[] {
  const indexes = only ?? pages.map((_, i) => i);
  const long = new Set(indexes.filter((i) => isLongPage(site, pages[i])));
  return [...long, ...indexes.filter((i) => !long.has(i))];
}

/** How many threads render this many pages: BUILD_WORKERS exactly (also above the core count), else as many as pay for themselves. */
function threadsFor(pages: number): number {
  const asked = Number(process.env.BUILD_WORKERS);
  if (asked) return pages >= ASKED_FROM ? asked : 1;
  return Math.max(1, Math.min(availableParallelism(), 8, Math.floor(pages / PAGES_PER_THREAD)));
}

/**
 * A pool started before validating, so the workers load while the main
 * thread reads the file, when a file of this many bytes surely holds pages
 * enough for them.
 */
export function earlyPool(fileBytes: number): RenderPool | undefined {
  return fileBytes > EARLY_FROM_BYTES ? RenderPool.start(Math.floor(fileBytes / BYTES_PER_PAGE)) : undefined;
}

/** A pool to render this many pages: the one started early, a new one, or none when the main thread is quicker alone. */
export function poolFor(pageCount: number, started: RenderPool | undefined): RenderPool | undefined {
  return started ?? RenderPool.start(pageCount);
}
