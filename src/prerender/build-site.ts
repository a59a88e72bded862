import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Problem } from '../problem.js';
import { prepareAssets, type Assets } from '../assets/assets.js';
import { validateFile } from '../validate/validate-site.js';
import type { Site } from '../types/site.js';
import { writeIslandFiles, type IslandScript } from './island-files.js';
import { poolFor, RenderPool } from './render-parallel.js';
import type { PageFailure, RenderedPages } from './render-site.js';
import type { SitePage } from '../model/pages.js';
import { pagesOf } from '../model/site-index.js';
import { writeSiteFiles } from './write-site-files.js';

/** Where encoded pictures are kept between builds, the usual place for a tool's cache. */
const IMAGE_CACHE = resolve('node_modules/.cache/blocksite/images');

export type BuildResult =
  | { ok: true; pages: number; outDir: string; timings: Record<string, number> }
  | { ok: false; problems: Problem[]; failures: PageFailure[] };

/**
 * validate → bundle islands → prerender every page → swap into place.
 * A small site renders on this thread, and its React, MUI and Vite load
 * while it validates. A large one renders on workers, which start before
 * validating and bundle the islands meanwhile; this thread never loads
 * React, MUI or Vite at all.
 * Everything is written to a temporary folder beside outDir and renamed over
 * it only when every page rendered, so a failed build leaves the last good
 * output untouched.
 */
export async function buildSite(siteFile: string, outDir: string): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = now - t;
    t = now;
  };
  const pool = expectsManyPages(siteFile) ? RenderPool.start() : undefined;
  // Awaited only once the site is valid; a failed validation leaves it unused.
  if (!pool) renderModules().catch(() => {});
  try {
    return await validateAndBuild(siteFile, outDir, pool, timings, lap);
  } finally {
    await pool?.close();
  }
}

/**
 * Whether to start prerendering workers before validating: the page count is
 * unknown until then, and a file this large holds a few hundred routes.
 */
function expectsManyPages(siteFile: string): boolean {
  try {
    return statSync(siteFile).size > 1024 * 1024;
  } catch {
    return false;
  }
}

async function validateAndBuild(siteFile: string, outDir: string, pool: RenderPool | undefined, timings: Record<string, number>, lap: (name: string) => void): Promise<BuildResult> {
  const { site, problems } = validateFile(siteFile);
  lap('validate');
  if (!site) return { ok: false, problems, failures: [] };

  const target = resolve(outDir);
  const temp = join(dirname(target), `.${basename(target)}-building-${process.pid}`);
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  try {
    const pages = pagesOf(site);
    // Pictures are encoded into the new output; encoded files are kept in the cache by content hash.
    const assets = await prepareAssets(site, dirname(siteFile), { outDir: temp, cacheDir: IMAGE_CACHE });
    lap('assets');
    const parallel = poolFor(pages.length, pool);
    // A pool started here, rather than before validating, is closed here.
    const { rendered, islands } = parallel
      ? await renderOnWorkers(parallel, site, assets, pages, temp).finally(() => parallel !== pool && parallel.close())
      : await renderHere(site, pages, temp, lap);
    lap('prerender');
    if (rendered.failures.length > 0) {
      rmSync(temp, { recursive: true, force: true });
      return { ok: false, problems: [], failures: rendered.failures };
    }
    const scripts = writeIslandFiles(rendered.islands.map((name) => islands.get(name)!), temp);
    writeSiteFiles(site, pages, { styleHashes: rendered.styleHashes, scripts }, temp);
    swapInto(temp, target);
    lap('swap');
    return { ok: true, pages: pages.length, outDir: target, timings };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

type Rendered = { rendered: RenderedPages; islands: Map<string, IslandScript> };

let loading: Promise<[typeof import('./render-site.js'), typeof import('./build-islands.js'), typeof import('../shell/page.js'), void]> | undefined;

/**
 * React, MUI, the renderers and Vite. Node finds, reads and transpiles
 * modules off the main thread, so loading starts before validating and
 * overlaps it; the modules run once the main thread is free.
 */
function renderModules() {
  loading ??= Promise.all([import('./render-site.js'), import('./build-islands.js'), import('../shell/page.js'), import('../renderers/components.js').then((m) => m.loadRenderers())]);
  return loading;
}

/** Renders on this thread, with the modules renderModules() loaded; the pages are known, so only the islands they use are bundled. */
async function renderHere(site: Site, pages: SitePage[], outDir: string, lap: (name: string) => void): Promise<Rendered> {
  const [{ writePages }, { buildIslands }, { islandsOf }] = await renderModules();
  const islands = await buildIslands([...new Set(pages.flatMap((page) => islandsOf(site, page.blocks)))]);
  lap('bundle');
  return { rendered: writePages(site, pages, islands, outDir), islands };
}

/** Renders on the workers, which bundled the islands while this thread validated. */
async function renderOnWorkers(pool: RenderPool, site: Site, assets: Assets, pages: SitePage[], outDir: string): Promise<Rendered> {
  pool.sendSite(site, assets, outDir);
  const rendered = await pool.render(pages);
  return { rendered, islands: await pool.islands };
}

/**
 * Replaces target with the finished build in two renames, then has the
 * previous output deleted by a detached process: at 10,000 pages the
 * deletion took 3–6 s, which every rebuild used to wait for. Previous
 * outputs a deletion never finished (the machine stopped) go with it.
 */
function swapInto(temp: string, target: string) {
  const old = `${temp}-old`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(temp, target);
  const prefix = `.${basename(target)}-building-`;
  const trash = readdirSync(dirname(target)).filter((name) => name.startsWith(prefix) && name.endsWith('-old'));
  if (trash.length > 0) removeDetached(trash.map((name) => join(dirname(target), name)));
}

function removeDetached(dirs: string[]) {
  const script = 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' }).unref();
}
