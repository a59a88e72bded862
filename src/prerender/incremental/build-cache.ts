import { createHash } from 'node:crypto';
import { cacheDir, pruneOld, writeCacheFile } from '../../cache-dir.js';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Raised when the cache's layout changes; a cache of another version is ignored. */
const VERSION = 4;

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

/** The feed a build wrote: the digest of its inputs, and the file as the build left it (write-site-files.ts). */
export interface FeedRecord {
  inputs: string;
  size: number;
  mtimeMs: number;
}

/** What the last build knew about one page it wrote. (What its key was made from is kept apart, for --explain: parts-record.ts.) */
interface CachedPage extends PageFile {
  /** The digest of its inputs (PageInputs.inputs). */
  inputs?: string;
  /** The URL path, for --explain when the page is gone. */
  path: string;
}

export interface Manifest {
  outDir: string;
  codeHash: string;
  pages: Record<string, CachedPage>;
  /** The pages of the output the last build replaced, kept beside it as the spare (output-folder.ts). */
  spare?: Record<string, PageFile>;
  feed?: FeedRecord;
}

/** A cache that could not be used, and why, for --explain and the build's log. */
export type Opened = { manifest: Manifest } | { manifest?: undefined; ignored: string };

/** The cache file for one output folder: two sites built into two folders keep two caches. */
export function cacheFile(outDir: string): string {
  const name = createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16);
  return join(CACHE_DIR, `${name}.json`);
}

const checksum = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

/**
 * Reads the last build's manifest for outDir. A missing file means a first
 * build; a file of another version, one whose checksum does not match its
 * content (a crash mid-write, a disk error, an edit), or one written for
 * another folder is ignored with the reason, and the build renders every
 * page. It never throws.
 */
export function openCache(outDir: string): Opened {
  let raw: Buffer;
  try {
    raw = readFileSync(cacheFile(outDir));
  } catch {
    return { ignored: 'there is no build cache yet' };
  }
  try {
    // A line of JSON saying what the body is, then the body. The checksum is of the bytes: as a string, the
    // body was decoded and encoded again just to be hashed.
    const split = raw.indexOf(10);
    const { version, sum } = JSON.parse(raw.toString('utf8', 0, split < 0 ? raw.length : split)) as { version?: unknown; sum?: unknown };
    if (version !== VERSION) return { ignored: `the build cache is of another version (${String(version)})` };
    const body = raw.subarray(split + 1);
    if (split < 0 || sum !== checksum(body)) return { ignored: 'the build cache is damaged (its checksum does not match)' };
    const manifest = decode(JSON.parse(body.toString('utf8')) as Stored);
    if (manifest.outDir !== resolve(outDir)) return { ignored: 'the build cache belongs to another output folder' };
    return { manifest };
  } catch {
    return { ignored: 'the build cache is damaged (it is not readable JSON)' };
  }
}

/** Writes the manifest atomically: a crash leaves the old cache or the new one, never half of one. */
export function saveCache(outDir: string, manifest: Manifest): void {
  const body = Buffer.from(JSON.stringify(encode(manifest)));
  writeCacheFile(cacheFile(outDir), Buffer.concat([Buffer.from(`${JSON.stringify({ version: VERSION, sum: checksum(body) })}\n`), body]));
  pruneOld(CACHE_DIR);
}

/**
 * The manifest as stored: arrays rather than objects, and the spare as its
 * differences from the pages, which after a rebuild are one or two. As
 * objects with the spare in full, a 10,000-page manifest was 6 MB that every
 * build read and wrote.
 */
interface Stored {
  outDir: string;
  codeHash: string;
  feed?: Manifest['feed'];
  /** [file, path, key, inputs, styleHash, islands, size, mtimeMs] */
  pages: Array<[string, string, string, string, string, string, number, number]>;
  /** The spare: the same as the pages but for these, each [file] when it is not in the spare, else [file, key, styleHash, islands, size, mtimeMs]. */
  spare?: Array<[string] | SpareEntry>;
}

type SpareEntry = [string, string, string, string, number, number];
type PageRow = Stored['pages'][number];

const spareEntry = (file: string, f: PageFile): SpareEntry => [file, f.key, f.styleHash, f.islands.join(' '), f.size, f.mtimeMs];
const islandList = (text: string) => (text === '' ? [] : text.split(' '));

/**
 * A page as read from the manifest: its row, with its fields read from it
 * when asked. A page the next build keeps as it was is the same object, and
 * is written back as the same row, so a rebuild that renders one page of
 * 10,000 makes no new record for the rest.
 */
class StoredPage implements CachedPage {
  constructor(readonly row: PageRow) {}
  get path() {
    return this.row[1];
  }
  get key() {
    return this.row[2];
  }
  get inputs() {
    return this.row[3] || undefined;
  }
  get styleHash() {
    return this.row[4];
  }
  get islands() {
    return islandList(this.row[5]);
  }
  get size() {
    return this.row[6];
  }
  get mtimeMs() {
    return this.row[7];
  }
}

function encode(manifest: Manifest): Stored {
  const pages = Object.entries(manifest.pages).map(
    ([file, p]): PageRow => (p instanceof StoredPage ? p.row : [file, p.path, p.key, p.inputs ?? '', p.styleHash, p.islands.join(' '), p.size, p.mtimeMs]),
  );
  const stored: Stored = { outDir: manifest.outDir, codeHash: manifest.codeHash, pages, ...(manifest.feed && { feed: manifest.feed }) };
  const { spare } = manifest;
  if (spare) {
    stored.spare = [
      ...Object.entries(manifest.pages).flatMap(([file, p]): Array<[string] | SpareEntry> => {
        if (!Object.hasOwn(spare, file)) return [[file]];
        return spare[file] === p || samePageFile(p, spare[file]) ? [] : [spareEntry(file, spare[file])];
      }),
      ...Object.entries(spare)
        .filter(([file]) => !Object.hasOwn(manifest.pages, file))
        .map(([file, f]) => spareEntry(file, f)),
    ];
  }
  return stored;
}

function decode(stored: Stored): Manifest {
  const pages: Manifest['pages'] = {};
  for (const row of stored.pages) pages[row[0]] = new StoredPage(row);
  const manifest: Manifest = { outDir: stored.outDir, codeHash: stored.codeHash, pages, ...(stored.feed && { feed: stored.feed }) };
  if (stored.spare) {
    // The spare's pages are the same objects as the pages, but for the differences.
    const spare: Record<string, PageFile> = Object.assign({}, pages);
    for (const [file, ...rest] of stored.spare) {
      if (rest.length === 0) delete spare[file];
      else {
        const [key, styleHash, islands, size, mtimeMs] = rest as [string, string, string, number, number];
        spare[file] = { key, styleHash, islands: islandList(islands), size, mtimeMs };
      }
    }
    manifest.spare = spare;
  }
  return manifest;
}

function samePageFile(a: PageFile, b: PageFile): boolean {
  return a.key === b.key && a.styleHash === b.styleHash && a.size === b.size && a.mtimeMs === b.mtimeMs && a.islands.join(' ') === b.islands.join(' ');
}
