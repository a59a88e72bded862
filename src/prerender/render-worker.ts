/**
 * A prerendering worker of the pool render-parallel.ts keeps (tinypool):
 * loads the renderers at once, while the main thread validates, then renders
 * and writes the batches of pages it is given, one after another. A task
 * names its build's site and settings by number; the worker unpacks a site
 * once, on its first batch of it, from the shared memory the task points
 * at. It runs bundled (worker-bundle.ts), with NODE_ENV=production so React
 * and MUI skip their development checks.
 */
import type { LazySite } from '../model/lazy-site.js';
import { adoptAssets } from '../assets/assets.js';
import type { Assets } from '../model/assets.js';

import { SiteData } from './site-data.js';
import type { IslandScript } from './island-files.js';
import { pagesOf } from '../validate/site-index.js';
import type { SitePage } from '../validate/site-pages.js';
import { loadRenderers } from '../renderers/components.js';
import { unpackSite } from '../validate/incremental/lazy-routes.js';
import { writePages, type Output, type RenderedPages } from './render-site.js';

/** One batch of pages to render. */
export interface RenderTask {
  /** The validated site (lazy-routes.ts packSite), its serialized bytes in shared memory, so a task costs no copy of it. */
  site: { id: number; bytes: SharedArrayBuffer; blocks: SharedArrayBuffer[] };
  /** What every page of the build shares: the encoded pictures and font, and where pages are written. */
  prepared: { id: number; assets: Assets; out: Output };
  /** The pages to render, as indexes into pagesOf(site). */
  indexes: number[];
  islands: Array<[string, IslandScript]>;
}

// The renderers load at once, while the main thread validates.
const rendered = loadRenderers();

let site: { id: number; site: LazySite; pages: SitePage[] } | undefined;
let prepared: { id: number; data: SiteData; out: Output; ready: Promise<void> } | undefined;
/** Batches are rendered one after another, in the order given, though several are handed over at once. */
let turn: Promise<unknown> = Promise.resolve();

export default function renderBatch(task: RenderTask): Promise<RenderedPages> {
  const batch = turn.then(() => render(task));
  turn = batch.catch(() => {});
  return batch;
}

async function render(task: RenderTask): Promise<RenderedPages> {
  await rendered;
  if (site?.id !== task.site.id) {
    const unpacked = unpackSite({ site: new Uint8Array(task.site.bytes), blocks: task.site.blocks });
    site = { id: task.site.id, site: unpacked, pages: pagesOf(unpacked) };
    prepared = undefined;
  }
  if (prepared?.id !== task.prepared.id) {
    const { assets, out } = task.prepared;
    prepared = { id: task.prepared.id, data: new SiteData(site.site, assets), out, ready: adoptAssets(assets) };
  }
  await prepared.ready;
  return writePages(
    prepared.data,
    task.indexes.map((i) => site!.pages[i]),
    new Map(task.islands),
    prepared.out,
    { alone: false },
  );
}
