/**
 * A prerendering worker: renders its share of the pages and writes them.
 * Runs with NODE_ENV=production so React and MUI skip their development checks.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Site } from '../types/site.js';
import { writePages } from './render-site.js';
import type { SitePage } from './site-pages.js';

interface Job {
  site: Site;
  pages: SitePage[];
  islandUrls: Array<[string, string]>;
  outDir: string;
}

const job = workerData as Job;
parentPort!.postMessage(writePages(job.site, job.pages, new Map(job.islandUrls), job.outDir));
