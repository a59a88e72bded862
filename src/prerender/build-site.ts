import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cacheDir } from '../cache-dir.js';
import { existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Problem } from '../problem.js';
import { prepareAssets, type Assets } from '../assets/assets.js';
import { validateFileIncrementally } from '../validate/incremental/persist.js';
import type { Site } from '../types/site.js';
import { openCache, saveCache, type Manifest, type Opened } from './incremental/build-cache.js';
import { codeHash } from './incremental/code-hash.js';
import { PageInputs } from './incremental/page-inputs.js';
import { planPages, type PagePlan } from './incremental/plan.js';
import { writeIslandFiles, type IslandScript } from './island-files.js';
import { poolFor, RenderPool } from './render-parallel.js';
import type { PageFailure, RenderedPages, WrittenPage } from './render-site.js';
import type { SitePage } from '../model/pages.js';
import { pagesOf } from '../model/site-index.js';
import { writeSiteFiles } from './write-site-files.js';

/** Where encoded pictures are kept between builds, the usual place for a tool's cache. */
const IMAGE_CACHE = cacheDir('images');

export interface BuildOptions {
  /** Ignore the cache and render every page (a new cache is still written). */
  clean?: boolean;
  /** Receives a line per page rendered or removed, saying why (`npm run build -- --explain`). */
  explain?: (line: string) => void;
}

export type BuildResult =
  | { ok: true; pages: number; rendered: number; outDir: string; timings: Record<string, number>; cache: string }
  | { ok: false; problems: Problem[]; failures: PageFailure[] };

/**
 * validate → plan → render what changed → swap into place.
 * The build keeps a cache (build-cache.ts) of what each page was made from
 * (page-inputs.ts). A page whose inputs are all unchanged, and whose file
 * is as the last build left it, is kept: linked from the last output into
 * the new one. The rest are rendered, on this thread for a few, on one
 * worker per core for many. A build with no usable cache that expects many
 * pages starts its workers before validating; they load React and MUI and
 * bundle the islands meanwhile.
 * Everything is written to a temporary folder beside outDir and renamed over
 * it only when every page rendered, so a failed build leaves the last good
 * output untouched.
 */
export async function buildSite(siteFile: string, outDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + now - t;
    t = now;
  };
  const opened: Opened = options.clean ? { ignored: 'asked for a clean build' } : openCache(outDir);
  const pool = !opened.manifest && expectsManyPages(siteFile) ? RenderPool.start() : undefined;
  try {
    return await validateAndBuild(siteFile, outDir, { opened, pool, explain: options.explain, timings, lap });
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

interface Run {
  opened: Opened;
  pool: RenderPool | undefined;
  explain?: (line: string) => void;
  timings: Record<string, number>;
  lap: (name: string) => void;
}

async function validateAndBuild(siteFile: string, outDir: string, run: Run): Promise<BuildResult> {
  const { opened, lap } = run;
  // React and MUI load while the file is validated: without a cache every page renders, and with one a build
  // almost always follows an edit, so some page does (a build with nothing to render pays for the load).
  if (!run.pool) renderModules().catch(() => {});
  const { site, problems } = validateFileIncrementally(siteFile);
  lap('validate');
  if (!site) return { ok: false, problems, failures: [] };

  const target = resolve(outDir);
  // Unique per build: the last build's old output, renamed beside it, may still be being deleted.
  const temp = join(dirname(target), `.${basename(target)}-building-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(temp, { recursive: true });
  try {
    const pages = pagesOf(site);
    // Pictures are encoded into the new output; encoded files are kept in the cache by content hash.
    const assets = await prepareAssets(site, dirname(siteFile), { outDir: temp, cacheDir: IMAGE_CACHE });
    lap('assets');
    const plan = planPages(pages, new PageInputs(site, assets, pages), opened.manifest, target);
    const dirty = plan.filter((p) => !p.keep);
    explainPlan(plan, opened, run.explain);
    lap('plan');
    const { rendered, islands } = await renderDirty(site, assets, pages, dirty, temp, run);
    lap('prerender');
    if (rendered.failures.length > 0) {
      rmSync(temp, { recursive: true, force: true });
      return { ok: false, problems: [], failures: rendered.failures };
    }
    const kept = plan.filter((p) => p.keep);
    await linkKept(
      kept.map((p) => p.page.file),
      target,
      temp,
    );
    lap('link');
    const written = new Map(rendered.written.map((w) => [w.file, w]));
    const all = plan.map((p) => p.keep ?? written.get(p.page.file)!);
    const used = [...new Set(all.flatMap((p) => p.islands))];
    const scripts = writeIslandFiles(
      used.map((name) => islands.get(name)!),
      temp,
    );
    writeSiteFiles(site, pages, { styleHashes: [...new Set(all.map((p) => p.styleHash))], scripts }, temp);
    const manifest = manifestOf(target, plan, written, islands, temp);
    swapInto(temp, target);
    saveCache(outDir, manifest);
    lap('swap');
    return { ok: true, pages: pages.length, rendered: dirty.length, outDir: target, timings: run.timings, cache: opened.manifest ? 'used' : opened.ignored };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** The cache for the next build: every page's inputs and its file as written. */
/**
 * Links the kept pages from the last output into the new one, with one
 * mkdir per folder. (Making the links many at a time on libuv's threads
 * measured slower here, not faster: the file system, not the calls, sets
 * the pace.)
 */
function linkKept(files: string[], target: string, temp: string): void {
  const folders = new Set<string>();
  for (const file of files) {
    const folder = dirname(join(temp, file));
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    linkSync(join(target, file), join(temp, file));
  }
}

function manifestOf(target: string, plan: PagePlan[], written: Map<string, WrittenPage>, islands: Map<string, IslandScript>, temp: string): Manifest {
  const pages: Manifest['pages'] = {};
  for (const p of plan) {
    if (p.keep) {
      pages[p.page.file] = { ...p.keep, key: p.key, parts: p.parts, path: p.page.path };
      continue;
    }
    const w = written.get(p.page.file)!;
    const stat = statSync(join(temp, p.page.file));
    pages[p.page.file] = { key: p.key, parts: p.parts, path: p.page.path, styleHash: w.styleHash, islands: w.islands, size: stat.size, mtimeMs: stat.mtimeMs };
  }
  return { outDir: target, codeHash: codeHash(), pages, islands: [...islands] };
}

/** `--explain`: each page rendered and why, each page removed, and the totals. */
function explainPlan(plan: PagePlan[], opened: Opened, explain: ((line: string) => void) | undefined): void {
  if (!explain) return;
  if (!opened.manifest) explain(`Rendering every page: ${opened.ignored}.`);
  else {
    for (const p of plan) if (!p.keep) explain(`${p.page.path}: ${p.reasons.join('; ')}`);
    const now = new Set(plan.map((p) => p.page.file));
    for (const [file, cached] of Object.entries(opened.manifest.pages)) if (!now.has(file)) explain(`${cached.path}: removed (no longer a page of the site)`);
  }
  const kept = plan.filter((p) => p.keep).length;
  explain(`${plan.length - kept} of ${plan.length} pages to render, ${kept} kept from the last build.`);
}

type Rendered = { rendered: RenderedPages; islands: Map<string, IslandScript> };

/** Renders the pages that changed: on workers when there are many, else here. */
async function renderDirty(site: Site, assets: Assets, pages: SitePage[], dirty: PagePlan[], temp: string, run: Run): Promise<Rendered> {
  const cachedIslands = run.opened.manifest?.codeHash === codeHash() ? new Map(run.opened.manifest.islands) : undefined;
  if (dirty.length === 0) return { rendered: { failures: [], written: [] }, islands: cachedIslands ?? new Map() };
  const parallel = poolFor(dirty.length, run.pool);
  try {
    if (parallel) {
      parallel.sendSite(site, assets, temp);
      const rendered = await parallel.render(
        pages,
        dirty.map((p) => p.index),
      );
      return { rendered, islands: await parallel.islands };
    }
    return await renderHere(
      site,
      dirty.map((p) => p.page),
      temp,
      cachedIslands,
      run.lap,
    );
  } finally {
    // A pool started here, rather than before validating, is closed here.
    if (parallel && parallel !== run.pool) await parallel.close();
  }
}

let loading: Promise<[typeof import('./render-site.js'), typeof import('../shell/page.js'), unknown]> | undefined;

/**
 * React, MUI, the renderers and Vite. Node finds, reads and transpiles
 * modules off the main thread, so loading starts before validating and
 * overlaps it; the modules run once the main thread is free.
 */
function renderModules() {
  loading ??= Promise.all([import('./render-site.js'), import('../shell/page.js'), import('../renderers/components.js').then((m) => m.loadRenderers())]);
  return loading;
}

/**
 * Renders on this thread. Islands the last build bundled from the same code
 * are taken from the cache; the others the pages use are bundled now.
 */
async function renderHere(
  site: Site,
  pages: SitePage[],
  outDir: string,
  cached: Map<string, IslandScript> | undefined,
  lap: (name: string) => void,
): Promise<Rendered> {
  const [{ writePages }, { islandsOf }] = await renderModules();
  const needed = [...new Set(pages.flatMap((page) => islandsOf(site, page.blocks)))];
  const missing = needed.filter((name) => !cached?.has(name));
  // Vite loads only when an island must be bundled: it takes a third of a second to start.
  const bundled = missing.length > 0 ? await (await import('./build-islands.js')).buildIslands(missing) : [];
  const islands = new Map([...(cached ?? []), ...bundled]);
  lap('bundle');
  return { rendered: writePages(site, pages, islands, outDir), islands };
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
