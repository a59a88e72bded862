import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Problem } from '../problem.js';
import { validateFile } from '../validate/validate-site.js';
import { poolFor, RenderPool } from './render-parallel.js';
import type { PageFailure } from './render-site.js';
import { sitePages } from './site-pages.js';
import { writeSiteFiles } from './write-site-files.js';

export type BuildResult =
  | { ok: true; pages: number; outDir: string; timings: Record<string, number> }
  | { ok: false; problems: Problem[]; failures: PageFailure[] };

/**
 * validate → bundle islands → prerender every page → swap into place.
 * React, MUI and Vite are imported only once the site is valid: the main
 * thread validates first, and with workers it never renders at all.
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
    const pages = sitePages(site);
    const parallel = poolFor(pages.length, pool);
    parallel?.sendSite(site, temp);
    const [{ islandsOf }, { buildIslands }] = await Promise.all([import('../render/page.js'), import('./build-islands.js')]);
    const islands = [...new Set(pages.flatMap((p) => islandsOf(p.blocks)))];
    const scripts = await buildIslands(islands, temp);
    lap('bundle');
    const { failures, styleHashes } = parallel
      ? await parallel.render(pages, scripts).finally(() => parallel !== pool && parallel.close())
      : (await import('./render-site.js')).writePages(site, pages, scripts, temp);
    lap('prerender');
    if (failures.length > 0) {
      rmSync(temp, { recursive: true, force: true });
      return { ok: false, problems: [], failures };
    }
    writeSiteFiles(site, pages, { styleHashes, scripts: [...scripts.values()] }, temp);
    swapInto(temp, target);
    lap('swap');
    return { ok: true, pages: pages.length, outDir: target, timings };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/** Replaces target with the finished build in two renames. */
function swapInto(temp: string, target: string) {
  const old = `${temp}-old`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(temp, target);
  rmSync(old, { recursive: true, force: true });
}
