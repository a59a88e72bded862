/**
 * A prerendering worker: loads the renderers at once, then receives the site
 * and renders whichever pages the main thread hands it, a batch at a time,
 * writing each. Runs with NODE_ENV=production so React and MUI skip their
 * development checks.
 */
import { deserialize } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import type { Site } from '../types/site.js';
import type { PageScript } from './html-document.js';
import { writePages, type PageFailure } from './render-site.js';
import { sitePages, type SitePage } from './site-pages.js';

export type WorkerRequest = { kind: 'site'; site: Uint8Array; outDir: string } | { kind: 'batch'; indexes: number[]; islands: Array<[string, PageScript]> };
export type WorkerReply = { failures: PageFailure[]; styleHashes: string[] };

let job: { site: Site; pages: SitePage[]; outDir: string } | undefined;

parentPort!.on('message', (request: WorkerRequest) => {
  if (request.kind === 'site') {
    const site = deserialize(request.site) as Site;
    job = { site, pages: sitePages(site), outDir: request.outDir };
    return;
  }
  const { site, pages, outDir } = job!;
  const reply: WorkerReply = writePages(site, request.indexes.map((i) => pages[i]), new Map(request.islands), outDir);
  parentPort!.postMessage(reply);
});
