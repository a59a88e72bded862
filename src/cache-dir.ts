import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CacheName } from './caches.js';
import { writeFileAtomic } from './files/safe-files.js';

/**
 * Where blocksite keeps what it can compute again (compiled validators, the
 * last validation, the build manifest, resized pictures):
 * node_modules/.cache/blocksite of the project the command runs in, the
 * nearest folder up from the working folder with a package.json: a site's
 * folder, or this repository. That is the usual place, which `npm ci`
 * clears, and never blocksite's own folder, which for an installed copy is
 * inside the site's node_modules or npx's cache. Outside any project, the
 * user's cache folder.
 */
const CACHE_ROOT = cacheRoot(process.cwd());

/** A cache's folder, by its name in caches.ts; `parts` name a folder inside it. */
export function cacheDir(name: CacheName, ...parts: string[]): string {
  return join(CACHE_ROOT, name, ...parts);
}

/** The cache folder for commands run in `start`. */
export function cacheRoot(start: string, environment: NodeJS.ProcessEnv = process.env): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return join(dir, 'node_modules', '.cache', 'blocksite');
    if (dirname(dir) === dir) break;
  }
  return join(environment.XDG_CACHE_HOME || join(homedir(), '.cache'), 'blocksite');
}

/**
 * Writes a cache file whole or not at all, never through a link
 * (files/safe-files.ts), so a crash or a second build at the same moment
 * never leaves half a file for the next reader. Not flushed: a cache lost
 * in a crash costs only its work again, and is checked when read.
 */
export function writeCacheFile(file: string, data: string | Uint8Array): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, data, { within: [dirname(file)], sync: false });
}

/**
 * Deletes every file of a cache folder but `keep`: what was made from older
 * code is never read again. Another build's file still being written (.tmp)
 * is left to it.
 */
export function keepOnly(dir: string, keep: string): void {
  for (const name of readdirSync(dir)) if (name !== keep && !name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
}

/** How many files a per-site cache folder keeps whatever their age, and the age past which the rest go. */
export const KEEP_NEWEST = 64;
export const KEEP_FRESH_MS = 24 * 60 * 60 * 1000;

/**
 * Bounds a cache folder whose files are added by new inputs and removed by
 * nothing else (per site file or output folder: the validation memory, the
 * build manifest and its parts record, a lost record only making --explain
 * say less; per schema: compiled validators; per picture: encoded files):
 * the test suite alone builds hundreds of temporary sites. A file goes when
 * it is neither among the newest `keepNewest` nor written in the last day, so a build in progress never
 * loses its file to another's pruning; a file that goes costs only a
 * validation or build from nothing. Never throws: pruning is housekeeping.
 */
export function pruneOld(dir: string, now = Date.now(), keepNewest = KEEP_NEWEST): void {
  try {
    const files = readdirSync(dir)
      .filter((name) => !name.endsWith('.tmp'))
      .flatMap((name) => {
        try {
          return [{ name, mtimeMs: statSync(join(dir, name)).mtimeMs }];
        } catch {
          return [];
        }
      })
      .sort((a, b) => b.mtimeMs - a.mtimeMs);
    for (const file of files.slice(keepNewest)) if (now - file.mtimeMs > KEEP_FRESH_MS) rmSync(join(dir, file.name), { force: true });
  } catch {
    // A folder that cannot be read is pruned another time.
  }
}
