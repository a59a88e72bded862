import { createHash } from 'node:crypto';
import { cacheDir, writeCacheFile } from '../../cache-dir.js';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PageParts } from './page-inputs.js';

/** Raised when the cache's layout changes; a cache of another version is ignored. */
const VERSION = 2;

/** Where builds keep what they need to skip unchanged pages: the usual place for a tool's cache. */
const CACHE_DIR = cacheDir('build');

/** A page file a build wrote, and what the next build needs to keep it. */
export interface PageFile {
  key: string;
  styleHash: string;
  islands: string[];
  /** The written file as the build left it: a file changed or replaced since is rendered again. */
  size: number;
  mtimeMs: number;
}

/** What the last build knew about one page it wrote. */
interface CachedPage extends PageFile {
  parts: PageParts;
  /** The URL path, for --explain when the page is gone. */
  path: string;
}

export interface Manifest {
  outDir: string;
  codeHash: string;
  pages: Record<string, CachedPage>;
  /** The pages of the output the last build replaced, kept beside it as the spare (output-folder.ts). */
  spare?: Record<string, PageFile>;
}

/** A cache that could not be used, and why, for --explain and the build's log. */
export type Opened = { manifest: Manifest } | { manifest?: undefined; ignored: string };

/** The cache file for one output folder: two sites built into two folders keep two caches. */
export function cacheFile(outDir: string): string {
  const name = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
  return join(CACHE_DIR, `${name}.json`);
}

const checksum = (body: string) => createHash('sha256').update(body).digest('hex');

/**
 * Reads the last build's manifest for outDir. A missing file means a first
 * build; a file of another version, one whose checksum does not match its
 * content (a crash mid-write, a disk error, an edit), or one written for
 * another folder is ignored with the reason, and the build renders every
 * page. It never throws.
 */
export function openCache(outDir: string): Opened {
  let raw: string;
  try {
    raw = readFileSync(cacheFile(outDir), 'utf8');
  } catch {
    return { ignored: 'there is no build cache yet' };
  }
  try {
    const { version, sum, body } = JSON.parse(raw) as { version?: unknown; sum?: unknown; body?: unknown };
    if (version !== VERSION) return { ignored: `the build cache is of another version (${String(version)})` };
    if (typeof body !== 'string' || sum !== checksum(body)) return { ignored: 'the build cache is damaged (its checksum does not match)' };
    const manifest = JSON.parse(body) as Manifest;
    if (manifest.outDir !== resolve(outDir) || typeof manifest.pages !== 'object') return { ignored: 'the build cache belongs to another output folder' };
    return { manifest };
  } catch {
    return { ignored: 'the build cache is damaged (it is not readable JSON)' };
  }
}

/** Writes the manifest atomically: a crash leaves the old cache or the new one, never half of one. */
export function saveCache(outDir: string, manifest: Manifest): void {
  const body = JSON.stringify(manifest);
  writeCacheFile(cacheFile(outDir), JSON.stringify({ version: VERSION, sum: checksum(body), body }));
}
