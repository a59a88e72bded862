/**
 * blocksite beside Eleventy and Hugo, building the same synthetic content on
 * this machine in the same run. Published per-page figures come from other
 * machines and other content; these do not.
 *
 * For each size, every generator's input is written once, then the builds
 * alternate so that noise from a shared machine falls on all of them alike;
 * each build starts from an empty output folder, and the figure is the
 * median wall time. Each generator runs as its own command: blocksite's
 * `blocksite build` (src/cli/run.mjs, the package's bin), Eleventy's CLI,
 * the hugo binary; npm's own start-up is measured beside them. blocksite
 * builds twice a run: once keeping its validation memory, as a second
 * build of the same file does, and once from nothing, as CI's first build
 * of a fresh clone does. The order turns each run (blocksite, Eleventy, Hugo;
 * then Eleventy, Hugo, blocksite; …): on this machine's ext4 disk, whichever
 * build comes first after the outputs are deleted creates its files more
 * slowly (the file system passes over the inodes just freed), measured at
 * 1.9–2.9 s against 1.1–1.3 s for Eleventy at 1,000 pages.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cacheDir } from '../../src/cache-dir.js';
import { median, settleDisk } from '../measure.js';
import { baseSite, siteText, syntheticSite } from '../synthetic-site.js';
import { peerPages } from './content.js';
import { eleventyBuild, eleventyVersion, npmStartUp, writeEleventyProject } from './eleventy.js';
import { htmlOutput, processRun, type ProcessRun, timed, wordsPerPage } from './files.js';
import { hugoBuild, hugoVersion, writeHugoSite } from './hugo.js';

export interface PeerFigure {
  /** Median wall time of a clean build, in milliseconds. */
  ms: number;
  /** Median CPU time (user + system, all cores) of the same builds, in milliseconds. */
  cpuMs: number;
  /** Median peak memory of the build's largest process, in MB (NaN without GNU time). */
  peakMb: number;
  /** Each run's wall time, in the order of the runs, for ratios between builds of the same run. */
  walls: number[];
  /** .html files written; blocksite also writes 404.html. */
  htmlFiles: number;
  /** Bytes of HTML written per HTML file. */
  htmlBytesPerPage: number;
  /** Mean visible words per page over the sampled routes. */
  words: number;
}

interface PeerRow {
  routes: number;
  blocksite: PeerFigure;
  /** blocksite with no validation memory, compiled schemas or build record: a fresh clone's first build. */
  fromNothing: PeerFigure;
  /** `npm run` of a script that does nothing: what npm adds before a build script starts. */
  npm: { ms: number; walls: number[] };
  eleventy: PeerFigure;
  /** Missing when no hugo binary is on the PATH. */
  hugo?: PeerFigure;
}

export interface PeerFigures {
  rows: PeerRow[];
  versions: string[];
  /** Set when Hugo was not measured, saying why. */
  hugoSkipped?: string;
}

/** Routes whose words are counted: at most 500, spread evenly, so every kind of page is in. */
const sample = (paths: string[]) => paths.filter((_, i) => i % Math.ceil(paths.length / 500) === 0);

/**
 * Checks that a generator wrote a page for every route, then reads its
 * figures. A peer that silently skipped pages would look fast, so this throws.
 */
function figure(name: string, outDir: string, routes: number, times: Array<ProcessRun & { cpu: number }>, sampled: string[]): PeerFigure {
  const { files, bytes } = htmlOutput(outDir);
  if (files < routes)
    throw new Error(`${name} wrote ${files} HTML files for ${routes} routes: the comparison would be unfair, so the peers section stops here`);
  return {
    ms: median(times.map((t) => t.wall)),
    cpuMs: median(times.map((t) => t.cpu)),
    peakMb: median(times.map((t) => t.peakMb)),
    walls: times.map((t) => t.wall),
    htmlFiles: files,
    htmlBytesPerPage: bytes / files,
    words: wordsPerPage(outDir, sampled),
  };
}

export function peerFigures(sizes: number[], runs: number, log: (line: string) => void): PeerFigures {
  const hugo = hugoVersion();
  const versions = [eleventyVersion(), ...(hugo ? [hugo] : [])];
  const hugoSkipped = hugo ? undefined : 'Hugo was skipped: no `hugo` binary is on the PATH (`apt-get install hugo` adds it).';
  if (hugoSkipped) log(`  ${hugoSkipped}`);
  const base = baseSite();
  const rows: PeerRow[] = [];
  for (const routes of sizes) {
    const work = mkdtempSync(join(tmpdir(), `peers-${routes}-`));
    try {
      // One synthetic site, written out three ways.
      const site = syntheticSite(routes, base);
      const pages = peerPages(site);
      const siteFile = join(work, 'site.yaml');
      writeFileSync(siteFile, siteText(site));
      writeEleventyProject(join(work, 'eleventy'), site, pages);
      if (hugo) writeHugoSite(join(work, 'hugo'), site, pages);
      const out = {
        blocksite: join(work, 'out-blocksite'),
        fromNothing: join(work, 'out-fresh'),
        eleventy: join(work, 'out-eleventy'),
        hugo: join(work, 'out-hugo'),
      };
      type Times = Array<ProcessRun & { cpu: number }>;
      const times = { blocksite: [] as Times, fromNothing: [] as Times, eleventy: [] as Times, hugo: [] as Times };
      const npm: number[] = [];
      const seconds = (t?: { wall: number; cpu: number }) => (t ? `${(t.wall / 1000).toFixed(1)} s (CPU ${(t.cpu / 1000).toFixed(1)} s)` : '');
      const builds: Array<[keyof typeof times, () => ProcessRun]> = [
        ['blocksite', () => blocksiteBuild(siteFile, out.blocksite)],
        ['fromNothing', () => blocksiteBuild(siteFile, out.fromNothing, true)],
        ['eleventy', () => eleventyBuild(join(work, 'eleventy'), out.eleventy)],
        ...(hugo ? [['hugo', () => hugoBuild(join(work, 'hugo'), out.hugo)] as [keyof typeof times, () => ProcessRun]] : []),
      ];
      // The memory blocksite's first build keeps (untimed), so the builds that keep it find it from the first run on.
      blocksiteBuild(siteFile, out.blocksite);
      for (let i = 0; i < runs; i++) {
        // Each build starts clean; clearing the previous output is not timed. blocksite's swap output, kept beside
        // its output for the next build to write in, goes too: the others make every file afresh, and so must it.
        Object.values(out).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
        for (const dir of [out.blocksite, out.fromNothing]) rmSync(join(work, `.${dir.slice(work.length + 1)}-spare`), { recursive: true, force: true });
        for (let k = 0; k < builds.length; k++) {
          const [name, build] = builds[(i + k) % builds.length];
          // The last build's files are written out first, so no build shares the disk with the one before it.
          settleDisk();
          times[name].push(timed(build));
        }
        npm.push(npmStartUp(join(work, 'eleventy')).wall);
        log(
          `  ${routes} routes, run ${i + 1}/${runs}: blocksite ${seconds(times.blocksite[i])}, from nothing ${seconds(times.fromNothing[i])}, Eleventy ${seconds(times.eleventy[i])}${hugo ? `, Hugo ${seconds(times.hugo[i])}` : ''}; npm's start-up ${Math.round(npm[i])} ms`,
        );
      }
      const sampled = sample(site.routes.map((r) => r.path));
      const row: PeerRow = {
        routes,
        blocksite: figure('blocksite', out.blocksite, routes, times.blocksite, sampled),
        fromNothing: figure('blocksite', out.fromNothing, routes, times.fromNothing, sampled),
        npm: { ms: median(npm), walls: npm },
        eleventy: figure('Eleventy', out.eleventy, routes, times.eleventy, sampled),
        ...(hugo && { hugo: figure('Hugo', out.hugo, routes, times.hugo, sampled) }),
      };
      rows.push(row);
      log(
        `  ${routes} routes, words per page over ${sampled.length} routes: blocksite ${Math.round(row.blocksite.words)}, Eleventy ${Math.round(row.eleventy.words)}${row.hugo ? `, Hugo ${Math.round(row.hugo.words)}` : ''}`,
      );
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { rows, versions, ...(hugoSkipped && { hugoSkipped }) };
}

/** What a build from nothing must not find: the validation memory, the compiled schemas and the build record. */
const MEMORY = ['validate', 'ajv', 'build'] as const;

/**
 * `blocksite build --clean` as the package's command runs it, in this
 * repository (its bundle of the commands made already, as an installed copy
 * has it). With `fromNothing`, the caches a site's first build would not
 * have are deleted first, untimed.
 */
function blocksiteBuild(siteFile: string, outDir: string, fromNothing = false): ProcessRun {
  if (fromNothing) for (const name of MEMORY) rmSync(cacheDir(name), { recursive: true, force: true });
  return processRun('blocksite', process.execPath, [resolve('src/cli/run.mjs'), 'build', '--clean'], {
    env: { ...process.env, SITE_YAML: siteFile, OUT_DIR: outDir, SITE_MAX_BYTES: String(256 * 1024 * 1024) },
  });
}
