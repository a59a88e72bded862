import { createHash } from 'node:crypto';
import { cacheDir, pruneOld, writeCacheFile } from '../../cache-dir.js';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ReadList, titlePath } from './page-record.js';

/** Raised when the cache's layout changes; a cache of another version is ignored. */
const VERSION = 8;

/** Where builds keep what they need to skip unchanged pages: the usual place for a tool's cache. */
const CACHE_DIR = cacheDir('build');

/** A page file a build wrote, and what the next build needs to keep it. */
export interface PageFile {
  key: string;
  /** What the page read of the site when it was drawn: a list of the manifest's ReadTable. */
  reads: number;
  /** The id of its own rules' list (render-page.ts Shape), which the site stylesheet holds. */
  shape: string;
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
  outputDigest: string;
  pages: Record<string, CachedPage>;
  /** The reads of the pages and of the swap folder's, each distinct list once. */
  reads: ReadTable;
  /** The pages of the output the last build replaced, kept beside it as the swap folder (output-folder.ts). */
  swap?: Record<string, PageFile>;
  feed?: FeedRecord;
  styles: StylesRecord;
}

/** What the site stylesheet (site-sheet.ts) is made from, kept as it is in the stored manifest. */
export interface StylesRecord {
  /** The stylesheet the pages link, and the one the swap folder's pages link. */
  sheet: string;
  swapSheet?: string;
  /** The rules of each shape the pages and the swap folder's have, as class names, and each rule's CSS by class name. */
  shapes: Record<string, string[]>;
  rules: Record<string, string>;
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
 * The read lists of a manifest's pages (page-record.ts): each distinct list
 * once, as the indexes of the names it holds, each name once. Pages that
 * read the same things (every landing page reads the same settings and
 * titles) share a list; a list new to a build is added at the end, so the
 * lists of pages it keeps stay where they are.
 */
export class ReadTable {
  private readonly decoded: Array<ReadList | undefined> = [];
  /** The path whose title each name reads ('' for reads of other kinds), worked out once per name: many lists share it. */
  private readonly titleAt: string[] = [];
  private nameIndex?: Map<string, number>;
  private listIndex?: Map<string, number>;

  constructor(
    private readonly nameList: string[] = [],
    private readonly lists: number[][] = [],
  ) {}

  get size(): number {
    return this.lists.length;
  }

  /** How many distinct reads the lists hold between them. */
  get names(): number {
    return this.nameList.length;
  }

  /** Every read the lists name (and a few no list names any more, until the table is rewritten). */
  get allNames(): readonly string[] {
    return this.nameList;
  }

  list(index: number): ReadList {
    let list = this.decoded[index];
    if (!list) {
      const indexes = this.lists[index];
      const titles = indexes.flatMap((n) => (this.titleAt[n] ??= titlePath(this.nameList[n]) ?? '') || []);
      this.decoded[index] = list = new ReadList(() => indexes.map((n) => this.nameList[n]), titles);
    }
    return list;
  }

  /** The index of a list of names (sorted), added when new. */
  add(names: readonly string[]): number {
    if (!this.nameIndex) this.nameIndex = new Map(this.nameList.map((name, i) => [name, i]));
    const indexes = names.map((name) => {
      let at = this.nameIndex!.get(name);
      if (at === undefined) {
        this.nameIndex!.set(name, (at = this.nameList.length));
        this.nameList.push(name);
      }
      return at;
    });
    if (!this.listIndex) this.listIndex = new Map(this.lists.map((list, i) => [list.join(','), i]));
    const key = indexes.join(',');
    let at = this.listIndex.get(key);
    if (at === undefined) {
      this.listIndex.set(key, (at = this.lists.length));
      this.lists.push(indexes);
    }
    return at;
  }

  /** A table of only the lists in use, and where each of them went; undefined while the unused ones are few. */
  compacted(used: ReadonlySet<number>): { table: ReadTable; moved: Map<number, number> } | undefined {
    if (this.lists.length <= 2 * used.size + 64) return undefined;
    const table = new ReadTable();
    const moved = new Map([...used].sort((a, b) => a - b).map((index) => [index, table.add(this.list(index).names)]));
    return { table, moved };
  }

  toJSON(): { names: string[]; lists: number[][] } {
    return { names: this.nameList, lists: this.lists };
  }
}

/**
 * The manifest as stored: arrays rather than objects, and the swap folder as its
 * differences from the pages, which after a rebuild are one or two. As
 * objects with the swap folder in full, a large site's manifest was
 * megabytes that every build read and wrote.
 */
interface Stored {
  outDir: string;
  outputDigest: string;
  feed?: Manifest['feed'];
  reads: { names: string[]; lists: number[][] };
  styles: StylesRecord;
  /** [file, path, key, inputs, shape, islands, size, mtimeMs, reads] */
  pages: Array<[string, string, string, string, string, string, number, number, number]>;
  /** The swap folder: the same as the pages but for these, each [file] when it is not in the swap folder, else [file, key, shape, islands, size, mtimeMs, reads]. */
  swap?: Array<[string] | SwapEntry>;
}

type SwapEntry = [string, string, string, string, number, number, number];
type PageRow = Stored['pages'][number];

const swapEntry = (file: string, f: PageFile, list: (index: number) => number): SwapEntry => [
  file,
  f.key,
  f.shape,
  f.islands.join(' '),
  f.size,
  f.mtimeMs,
  list(f.reads),
];
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
  get shape() {
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
  get reads() {
    return this.row[8];
  }
}

function encode(manifest: Manifest): Stored {
  const { swap } = manifest;
  // Lists no page reads any more are dropped once they are many; the pages' lists are then renumbered.
  const used = new Set([...Object.values(manifest.pages), ...Object.values(swap ?? {})].map((p) => p.reads));
  const compacted = manifest.reads.compacted(used);
  const list = compacted ? (index: number) => compacted.moved.get(index)! : (index: number) => index;
  const pages = Object.entries(manifest.pages).map(([file, p]): PageRow => {
    if (p instanceof StoredPage && !compacted) return p.row;
    return [file, p.path, p.key, p.inputs ?? '', p.shape, p.islands.join(' '), p.size, p.mtimeMs, list(p.reads)];
  });
  const stored: Stored = {
    outDir: manifest.outDir,
    outputDigest: manifest.outputDigest,
    reads: (compacted?.table ?? manifest.reads).toJSON(),
    pages,
    ...(manifest.feed && { feed: manifest.feed }),
    styles: manifest.styles,
  };
  if (swap) {
    stored.swap = [
      ...Object.entries(manifest.pages).flatMap(([file, p]): Array<[string] | SwapEntry> => {
        if (!Object.hasOwn(swap, file)) return [[file]];
        return swap[file] === p || samePageFile(p, swap[file]) ? [] : [swapEntry(file, swap[file], list)];
      }),
      ...Object.entries(swap)
        .filter(([file]) => !Object.hasOwn(manifest.pages, file))
        .map(([file, f]) => swapEntry(file, f, list)),
    ];
  }
  return stored;
}

function decode(stored: Stored): Manifest {
  const pages: Manifest['pages'] = {};
  for (const row of stored.pages) pages[row[0]] = new StoredPage(row);
  const reads = new ReadTable(stored.reads.names, stored.reads.lists);
  const manifest: Manifest = {
    outDir: stored.outDir,
    outputDigest: stored.outputDigest,
    pages,
    reads,
    ...(stored.feed && { feed: stored.feed }),
    styles: stored.styles,
  };
  if (stored.swap) {
    // The swap folder's pages are the same objects as the pages, but for the differences.
    const swap: Record<string, PageFile> = Object.assign({}, pages);
    for (const [file, ...rest] of stored.swap) {
      if (rest.length === 0) delete swap[file];
      else {
        const [key, shape, islands, size, mtimeMs, list] = rest as [string, string, string, number, number, number];
        swap[file] = { key, shape, islands: islandList(islands), size, mtimeMs, reads: list };
      }
    }
    manifest.swap = swap;
  }
  return manifest;
}

function samePageFile(a: PageFile, b: PageFile): boolean {
  return (
    a.key === b.key && a.reads === b.reads && a.shape === b.shape && a.size === b.size && a.mtimeMs === b.mtimeMs && a.islands.join(' ') === b.islands.join(' ')
  );
}
