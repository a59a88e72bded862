/**
 * A prerendering worker: loads the renderers at once, then receives the site
 * and renders whichever pages the main thread hands it, a batch at a time,
 * writing each. The first worker also gets the island scripts (bundling
 * them when the cache has none for this code), while the main
 * thread validates. Runs with NODE_ENV=production so React and MUI skip
 * their development checks.
 */
import { deserialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { adoptAssets, type Assets } from '../assets/assets.js';
import type { Site } from '../types/site.js';
import type { IslandScript } from './island-files.js';
import { pagesOf } from '../model/site-index.js';
import type { SitePage } from '../model/pages.js';
import { loadRenderers } from '../renderers/components.js';
import { ISLAND_TYPES } from '../renderers/registry.js';
import { islandScripts } from './island-cache.js';
import { writePages, type RenderedPages } from './render-site.js';

export type WorkerRequest =
  | { kind: 'bundle-islands' }
  | { kind: 'site'; site: Uint8Array }
  | { kind: 'prepare'; assets: Assets; outDir: string }
  | { kind: 'batch'; indexes: number[]; islands: Array<[string, IslandScript]> };
export type WorkerReply =
  | { kind: 'islands'; islands: Array<[string, IslandScript]> }
  | { kind: 'islands-failed'; message: string }
  | ({ kind: 'batch' } & RenderedPages);

let job: { site: Site; pages: SitePage[]; outDir?: string } | undefined;

// The renderers load at once, while the main thread validates.
const rendered = loadRenderers();
let assetsReady: Promise<void> = Promise.resolve();

const reply = (message: WorkerReply) => parentPort!.postMessage(message);

parentPort!.on('message', async (request: WorkerRequest) => {
  if (request.kind === 'bundle-islands') {
    try {
      reply({ kind: 'islands', islands: [...(await islandScripts(ISLAND_TYPES))] });
    } catch (error) {
      reply({ kind: 'islands-failed', message: error instanceof Error ? error.message : String(error) });
    }
  } else if (request.kind === 'site') {
    const site = deserialize(request.site) as Site;
    job = { site, pages: pagesOf(site) };
  } else if (request.kind === 'prepare') {
    assetsReady = adoptAssets(job!.site, request.assets);
    job!.outDir = request.outDir;
  } else {
    await rendered;
    await assetsReady;
    const { site, pages, outDir } = job!;
    reply({
      kind: 'batch',
      ...writePages(
        site,
        request.indexes.map((i) => pages[i]),
        new Map(request.islands),
        outDir!,
      ),
    });
  }
});
