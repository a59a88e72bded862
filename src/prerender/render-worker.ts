/**
 * A prerendering worker: loads the renderers at once, while the main thread
 * validates, then receives the site and renders whichever pages the main
 * thread hands it, a batch at a time, writing each. It runs bundled
 * (worker-bundle.ts), with NODE_ENV=production so React and MUI skip their
 * development checks.
 */
import type { LazySite } from '../model/lazy-site.js';
import { parentPort } from 'node:worker_threads';
import { adoptAssets } from '../assets/assets.js';
import type { Assets } from '../model/assets.js';

import { SiteData } from './site-data.js';
import type { IslandScript } from './island-files.js';
import { pagesOf } from '../validate/site-index.js';
import type { SitePage } from '../validate/site-pages.js';
import { loadRenderers } from '../renderers/components.js';
import { unpackSite, type PackedSite } from '../validate/incremental/lazy-routes.js';
import { writePages, type Output, type RenderedPages } from './render-site.js';

export type WorkerRequest =
  | ({ kind: 'site' } & PackedSite)
  | { kind: 'prepare'; assets: Assets; out: Output }
  | { kind: 'batch'; indexes: number[]; islands: Array<[string, IslandScript]> };
export type WorkerReply = { kind: 'batch' } & RenderedPages;

let job: { site: LazySite; pages: SitePage[]; data?: SiteData; out?: Output } | undefined;

// The renderers load at once, while the main thread validates.
const rendered = loadRenderers();
let assetsReady: Promise<void> = Promise.resolve();

const reply = (message: WorkerReply) => parentPort!.postMessage(message);
/** Batches are rendered one after another, in the order given, though several are handed over at once. */
let turn: Promise<void> = Promise.resolve();

async function renderBatch(indexes: number[], islands: Array<[string, IslandScript]>): Promise<void> {
  await rendered;
  await assetsReady;
  const { data, pages, out } = job!;
  reply({
    kind: 'batch',
    ...(await writePages(
      data!,
      indexes.map((i) => pages[i]),
      new Map(islands),
      out!,
    )),
  });
}

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.kind === 'site') {
    const site = unpackSite(request);
    job = { site, pages: pagesOf(site) };
  } else if (request.kind === 'prepare') {
    assetsReady = adoptAssets(request.assets);
    job!.data = new SiteData(job!.site, request.assets);
    job!.out = request.out;
  } else turn = turn.then(() => renderBatch(request.indexes, request.islands));
});
