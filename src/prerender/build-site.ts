import { blocksOf } from '../model/lazy-site.js';
import { cacheDir } from '../cache-dir.js';
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Problem } from '../problem.js';
import { prepareAssets } from '../assets/assets.js';
import { writeOnDemand } from '../assets/images.js';
import { madeOnDemand } from '../model/site-reader.js';
import { validateFileIncrementally } from '../validate/incremental/persist.js';

import { SiteData } from './site-data.js';
import { cacheFile, openCache, ReadTable, saveCache, type Manifest, type Opened } from './incremental/build-cache.js';
import { liveNames, partsRecordOf, readParts, recordDigests } from './incremental/parts-record.js';
import { outputDigest } from '../code-digest.js';
import { PageRecords } from './incremental/page-record.js';
import { planPages, type PagePlan } from './incremental/plan.js';
import { islandScripts } from './island-cache.js';
import { writeIslandFiles } from './island-files.js';
import { checkDisk, type DiskState } from './incremental/disk-check.js';
import { Claimed, claimSwap, discard, linkFrom, newFolder, releaseSwap, swapInto, trashOf } from './output-folder.js';
import { earlyPool, poolFor, type RenderPool } from './render-parallel.js';
import type { Output, PageFailure, RenderedPages, SharedStylesheet, WrittenPage } from './render-site.js';
import { carryInline, renameSheet, UNKNOWN_SHEET } from './site-sheet.js';
import { ShapeTable } from './incremental/shape-table.js';
import type { SitePage } from '../validate/site-pages.js';
import { pagesOf } from '../validate/site-index.js';
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
 * is as a build left it, is kept: where it is, in the swap folder output the
 * build writes in, or linked from the last output. The rest are rendered,
 * on this thread for a few, on one worker per core for many. A build with
 * no usable cache that expects many pages starts its workers before
 * validating; they load React and MUI meanwhile.
 * Everything is written in a folder of its own beside outDir and renamed
 * over it only when every page rendered (output-folder.ts), so a failed
 * build leaves the last good output untouched.
 */
export async function buildSite(siteFile: string, outDir: string, options: BuildOptions = {}): Promise<BuildResult> {
  const timings: Record<string, number> = {};
  let t = performance.now();
  // Ends the step named, adding the time since the last step ended to its timing.
  const endStep = (name: string) => {
    const now = performance.now();
    timings[name] = (timings[name] ?? 0) + now - t;
    t = now;
  };
  const cache = openCache(outDir);
  const opened: Opened = options.clean ? { ignored: 'asked for a clean build' } : cache;
  const target = resolve(outDir);
  // A rebuild of a large site claims the swap folder output and, on a thread of its own, clears it and checks the last
  // build's files while this thread validates; a small one does it after validating, sooner than a thread starts.
  // A clean build writes in the swap folder too, when the cache records one: it renders every page, over the files there.
  const early =
    cache.manifest && Object.keys(cache.manifest.pages).length >= EARLY_CHECK
      ? lookAtOutput(target, cache.manifest, true, opened.manifest !== undefined)
      : undefined;
  // A first build of a large site starts its workers now, and they load React and MUI while this thread validates.
  // (A single early worker for a rebuild's few pages was measured slower at 10,000 routes, as its loading slowed
  // validation down on two cores.)
  const pool = opened.manifest ? undefined : earlyPool(fileBytes(siteFile));
  try {
    return await validateAndBuild(siteFile, target, { opened, last: cache.manifest, pool, ...early, explain: options.explain, timings, endStep });
  } finally {
    await pool?.close();
  }
}

/** The site file's size, which tells before validating roughly how many pages it holds; 0 when it cannot be read. */
function fileBytes(siteFile: string): number {
  try {
    return statSync(siteFile).size;
  } catch {
    return 0;
  }
}

interface Run {
  opened: Opened;
  /** The last build's record of the output, even for a clean build, which keeps that output as its swap folder. */
  last: Manifest | undefined;
  pool: RenderPool | undefined;
  /** The claimed swap, and the state of the last build's files (disk-check.ts), once they are looked at. */
  swap?: string;
  disk?: Promise<DiskState>;
  explain?: (line: string) => void;
  timings: Record<string, number>;
  endStep: (name: string) => void;
}

async function validateAndBuild(siteFile: string, target: string, run: Run): Promise<BuildResult> {
  const { opened, endStep } = run;
  // React and MUI load while the file is validated: without a cache every page renders, and with one a build
  // almost always follows an edit, so some page does (a build with nothing to render pays for the load).
  // With workers, this thread renders too.
  renderModules().catch(() => {});
  let validated: ReturnType<typeof validateFileIncrementally>;
  try {
    validated = validateFileIncrementally(siteFile);
  } catch (error) {
    await releaseSwapFolder(run, target);
    throw error;
  }
  const { site, problems, facts } = validated;
  endStep('validate');
  if (!site) {
    await releaseSwapFolder(run, target);
    return { ok: false, problems, failures: [] };
  }
  run.pool?.sendSite(site);
  if (run.last && !run.disk) Object.assign(run, lookAtOutput(target, run.last, false, opened.manifest !== undefined));

  const dir = run.swap ?? newFolder(target);
  try {
    const disk = await run.disk;
    const claimed = run.swap && disk ? new Claimed(run.swap, run.last!.swap!, disk.emptied) : undefined;
    // Pages rendered into a claimed swap are written over their files there (file-writer.ts). They link the site
    // stylesheet the last build wrote, which is most often this build's too (site-sheet.ts).
    const predicted = run.last?.styles.sheet ?? UNKNOWN_SHEET;
    const out: Output = { dir, inPlace: claimed !== undefined, siteSheet: predicted };
    endStep('check');
    const pages = pagesOf(site, facts);
    // Pictures are encoded into the new output; encoded files are kept in the cache by content hash.
    const assets = await prepareAssets(site, dirname(siteFile), { outDir: dir, cacheDir: IMAGE_CACHE, facts });
    endStep('assets');
    if (!opened.manifest) {
      // With nothing to keep, every page renders: the workers start on them while this thread plans.
      claimed?.dropAllBut(new Set(pages.map((page) => page.file)));
      run.pool?.begin(pages, assets, out);
    }
    const data = new SiteData(site, assets);
    // What every page read when it was last drawn, against what those reads give now.
    const records = new PageRecords(data.source, facts?.rest);
    const record = partsRecordOf(cacheFile(target));
    const before = run.explain && opened.manifest ? readParts(record, opened.manifest.outputDigest) : undefined;
    // The swap folder's pages can be kept only while they link the stylesheet this build expects.
    const swap = opened.manifest && opened.manifest.styles.swapSheet === predicted ? claimed : undefined;
    const plan = planPages(pages, records, opened.manifest, disk, swap, before);
    // Pages linked from the last output need their place free; the rest stay, to be kept or written over.
    if (opened.manifest) claimed?.dropAllBut(new Set(plan.filter((p) => p.keptIn !== 'output').map((p) => p.page.file)));
    const dirty = plan.filter((p) => !p.keep);
    explainPlan(plan, opened, run.explain);
    endStep('plan');
    // Each page drawn is recorded with what it read as it comes back, between this thread's own batches.
    const recorder = new Recorder(records, run.last?.reads ?? new ReadTable(), plan);
    const shapes = new ShapeTable(run.last);
    const onWritten = (written: WrittenPage[]) => {
      recorder.add(written);
      shapes.add(written);
    };
    const rendered = await renderDirty(data, pages, dirty, out, run, onWritten);
    endStep('prerender');
    const styled = rendered.failures.length === 0 ? await nameSiteSheet(data, pages, plan, rendered, shapes, out, run, onWritten) : undefined;
    if (!styled) {
      discard(dir);
      return { ok: false, problems: [], failures: rendered.failures };
    }
    linkFrom(
      target,
      plan.filter((p) => p.keptIn === 'output').map((p) => p.page.file),
      dir,
    );
    claimed?.removeEmptyFolders();
    endStep('link');
    const written = new Map(rendered.written.map((w) => [w.file, w]));
    const files = plan.map((p) => p.keep ?? written.get(p.page.file)!);
    // The link-preview cards and wider widths pages use of pictures, kept pages' too (their reads are in the record).
    if (Object.keys(assets.images).length > 0) {
      const wanted = plan.map((p) => madeOnDemand(p.keep ? recorder.reads.list(p.keep.reads).names : written.get(p.page.file)!.reads));
      const cards = [...new Set(wanted.flatMap((w) => w.cards))];
      const wide = [...new Set(wanted.flatMap((w) => w.wide))];
      await writeOnDemand(dirname(siteFile), { cards, wide }, dir, IMAGE_CACHE);
      endStep('pictures on demand');
    }
    const used = [...new Set(files.flatMap((p) => p.islands))];
    const scripts = writeIslandFiles([...(await islandScripts(used)).values()], dir);
    const [{ writeStylesheet }] = await renderModules();
    const { sheet, styleHashes } = styled;
    writeStylesheet(sheet, dir);
    const feed = writeSiteFiles(
      data.reader(),
      pages,
      // Only a page with rules no other page uses has an inline stylesheet.
      { styleHashes, scripts },
      dir,
      {
        output: target,
        feed: opened.manifest?.feed,
      },
      facts?.rest,
    );
    const manifest = { ...manifestOf(target, plan, written, dir, run.last, recorder, shapes, sheet.file), ...(feed && { feed }) };
    swapInto(dir, target, manifest.swap !== undefined);
    saveCache(target, manifest);
    recordDigests(record, records.worked(), manifest.reads.names + 2 * plan.length, () =>
      liveNames(
        manifest.reads.allNames,
        plan.map((p) => p.page.path),
      ),
    );
    endStep('swap');
    return { ok: true, pages: pages.length, rendered: dirty.length, outDir: target, timings: run.timings, cache: opened.manifest ? 'used' : opened.ignored };
  } catch (error) {
    // Workers writing into the folder stop first.
    await run.pool?.close();
    discard(dir);
    throw error;
  }
}

/** Pages in the last output from which checking it pays for a thread of its own. */
const EARLY_CHECK = 1000;

/** Claims the swap folder, if there is one, and starts checking it and the last output (disk-check.ts). */
function lookAtOutput(target: string, manifest: Manifest, onThread: boolean, keeping: boolean): { swap: string | undefined; disk: Promise<DiskState> } {
  const swap = manifest.swap && claimSwap(target);
  // A build that keeps nothing needs the swap folder cleared, not the last output's files looked at.
  const disk = checkDisk(
    target,
    swap ? { dir: swap, pages: manifest.swap!, trash: trashOf(swap), keeping } : undefined,
    keeping ? manifest.pages : {},
    onThread,
  );
  disk.catch(() => {});
  return { swap, disk };
}

/** A build that stops before it writes gives the claimed swap back, as it was cleared, for the next build. */
async function releaseSwapFolder(run: Run, target: string): Promise<void> {
  if (!run.swap) return;
  await run.disk?.catch(() => {});
  releaseSwap(run.swap, target);
}

/**
 * The cache for the next build: every page's inputs and its file as
 * written, and the pages of the output this build replaces, which stays
 * as the swap folder when the last build's cache recorded them.
 */
function manifestOf(
  target: string,
  plan: PagePlan[],
  written: Map<string, WrittenPage>,
  dir: string,
  last: Manifest | undefined,
  recorder: Recorder,
  shapes: ShapeTable,
  sheet: string,
): Manifest {
  const pages: Manifest['pages'] = {};
  for (const p of plan) {
    const path = p.page.path;
    if (p.keep) {
      const cached = last?.pages[p.page.file];
      // A page kept as the last build recorded it is the same record.
      if (cached && (p.keep as object) === cached && cached.path === path && cached.inputs === p.inputs) {
        pages[p.page.file] = cached;
        continue;
      }
      const { key, shape, islands, size, mtimeMs } = p.keep;
      pages[p.page.file] = { key, reads: p.keep.reads, shape, islands, size, mtimeMs, path, ...(p.inputs && { inputs: p.inputs }) };
      continue;
    }
    const w = written.get(p.page.file)!;
    const { key, reads, inputs } = recorder.of(p.page.file);
    const stat = statSync(join(dir, p.page.file));
    pages[p.page.file] = { key, reads, shape: w.shape, islands: w.islands, size: stat.size, mtimeMs: stat.mtimeMs, path, ...(inputs && { inputs }) };
  }
  // The output this build replaces becomes the swap folder: its pages are the last build's, which records them.
  const kept = shapes.record([...Object.values(pages), ...Object.values(last?.pages ?? {})]);
  const styles = { sheet, ...(last && { swapSheet: last.styles.sheet }), ...kept };
  return { outDir: target, outputDigest: outputDigest(), pages, reads: recorder.reads, ...(last && { swap: last.pages }), styles };
}

/**
 * The record of each page drawn now: its reads, as a list of the table the
 * manifest keeps (the last build's, with the lists new to this one added),
 * its key, the digest of what they give, and its inputs digest.
 */
class Recorder {
  private readonly pages: Map<string, SitePage>;
  private readonly made = new Map<string, { reads: number; key: string; inputs?: string }>();

  constructor(
    private readonly records: PageRecords,
    readonly reads: ReadTable,
    plan: PagePlan[],
  ) {
    this.pages = new Map(plan.map((p) => [p.page.file, p.page]));
  }

  add(written: WrittenPage[]): void {
    for (const w of written) {
      const page = this.pages.get(w.file)!;
      const reads = this.reads.add(w.reads);
      const list = this.reads.list(reads);
      const inputs = this.records.inputs(page, list);
      this.made.set(w.file, { reads, key: this.records.key(page, list), ...(inputs && { inputs }) });
    }
  }

  of(file: string): { reads: number; key: string; inputs?: string } {
    return this.made.get(file)!;
  }
}

/**
 * The site stylesheet (site-sheet.ts), made once every page is drawn, from
 * the rules more than one page uses, in page order, and the rules each page
 * alone uses, which it carries inline (ShapeTable.split). The pages drawn
 * now link the sheet the build expected; when it is another, they are given
 * its name, and the pages kept from the last build, which link its sheet,
 * are drawn again. Then each page drawn now that has rules of its own is
 * given them. Undefined when a page drawn again failed (added to
 * `rendered.failures`); else the sheet and the hashes of the pages' inline
 * stylesheets, which the CSP allows.
 */
async function nameSiteSheet(
  data: SiteData,
  pages: SitePage[],
  plan: PagePlan[],
  rendered: RenderedPages,
  shapes: ShapeTable,
  out: Output,
  run: Run,
  record: (written: WrittenPage[]) => void,
): Promise<{ sheet: SharedStylesheet; styleHashes: string[] } | undefined> {
  const written = new Map(rendered.written.map((w) => [w.file, w]));
  const [{ siteSheet, ownStyleSheet }] = await renderModules();
  const { shared, own } = shapes.split(plan.map((p) => written.get(p.page.file)?.shape ?? p.keep!.shape));
  const sheet = siteSheet(data, shared, [...own.values()].flat());
  if (sheet.file !== out.siteSheet) {
    for (const w of rendered.written) renameSheet(join(out.dir, w.file), w.sheetAt, sheet.file);
    const stale = plan.filter((p) => p.keep);
    if (stale.length > 0) {
      for (const p of stale) Object.assign(p, { keep: undefined, keptIn: undefined, reasons: ['the site stylesheet changed'] });
      run.explain?.(`${stale.length} pages kept from the last build are rendered again: the site stylesheet changed.`);
      // A pool started for the first pages has handed them all out; these go to a new one, or this thread.
      const again = await renderDirty(data, pages, stale, { ...out, siteSheet: sheet.file }, { ...run, pool: undefined }, record);
      rendered.failures.push(...again.failures);
      rendered.written.push(...again.written);
      run.endStep('prerender');
    }
  }
  if (rendered.failures.length > 0) return undefined;
  // Each page's inline stylesheet, minified and hashed once.
  const inline = new Map([...own].map(([shape, rules]) => [shape, ownStyleSheet(rules)]));
  for (const w of rendered.written) {
    const style = inline.get(w.shape);
    if (style) carryInline(join(out.dir, w.file), w.sheetAt, style.text);
  }
  return { sheet, styleHashes: [...inline.values()].map((style) => style.hash) };
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

/** Renders the pages that changed: on workers when there are many, else here. */
async function renderDirty(
  data: SiteData,
  pages: SitePage[],
  dirty: PagePlan[],
  out: Output,
  run: Run,
  recordPages: (written: WrittenPage[]) => void,
): Promise<RenderedPages> {
  if (dirty.length === 0) return { failures: [], written: [] };
  const { site, assets } = data;
  const parallel = poolFor(dirty.length, run.pool);
  try {
    if (parallel) {
      if (parallel !== run.pool) parallel.sendSite(site);
      const [{ writePages }] = await renderModules();
      run.endStep('bundle');
      return await parallel.render(
        pages,
        assets,
        out,
        (batch, islands) => writePages(data, batch, islands, out, { alone: false }),
        dirty.map((p) => p.index),
        recordPages,
      );
    }
    const rendered = await renderHere(
      data,
      dirty.map((p) => p.page),
      out,
      run.endStep,
    );
    recordPages(rendered.written);
    return rendered;
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

/** Renders on this thread, with the scripts of the islands the pages carry. */
async function renderHere(data: SiteData, pages: SitePage[], out: Output, endStep: (name: string) => void): Promise<RenderedPages> {
  const [{ writePages }, { islandsOf }] = await renderModules();
  const islands = await islandScripts([...new Set(pages.flatMap((page) => islandsOf(data.reader(), blocksOf(page.blocks))))]);
  endStep('bundle');
  return writePages(data, pages, islands, out, { alone: true });
}
