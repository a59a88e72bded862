import { createHash } from 'node:crypto';
import { cacheDir, writeCacheFile } from '../../cache-dir.js';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PageParts } from './page-inputs.js';

/** Raised when the cache's layout changes; a cache of another version is ignored. */
const VERSION = 3;

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
    // A line of JSON saying what the body is, then the body.
    const split = raw.indexOf('\n');
    const { version, sum } = JSON.parse(split < 0 ? raw : raw.slice(0, split)) as { version?: unknown; sum?: unknown };
    if (version !== VERSION) return { ignored: `the build cache is of another version (${String(version)})` };
    const body = raw.slice(split + 1);
    if (split < 0 || sum !== checksum(body)) return { ignored: 'the build cache is damaged (its checksum does not match)' };
    const manifest = decode(JSON.parse(body) as Stored);
    if (manifest.outDir !== resolve(outDir)) return { ignored: 'the build cache belongs to another output folder' };
    return { manifest };
  } catch {
    return { ignored: 'the build cache is damaged (it is not readable JSON)' };
  }
}

/** Writes the manifest atomically: a crash leaves the old cache or the new one, never half of one. */
export function saveCache(outDir: string, manifest: Manifest): void {
  const body = JSON.stringify(encode(manifest));
  writeCacheFile(cacheFile(outDir), `${JSON.stringify({ version: VERSION, sum: checksum(body) })}\n${body}`);
}

/**
 * The manifest as stored: every string that recurs (part names, the
 * digests pages share, style hashes, island lists) once in a table, and the
 * spare as its differences from the pages, which after a rebuild are one or
 * two. As plain objects, a 10,000-page manifest was 6 MB that every build
 * read and wrote; stored so, it is a third of that.
 */
interface Stored {
  outDir: string;
  codeHash: string;
  strings: string[];
  /** [file, path, key, style#, islands#, size, mtimeMs, [name#, digest#, …]] */
  pages: Array<[string, string, string, number, number, number, number, number[]]>;
  /** The spare: the same as the pages but for these, each [file] when it is not in the spare, else [file, key, style#, islands#, size, mtimeMs]. */
  spare?: Array<[string] | [string, string, number, number, number, number]>;
}

function encode(manifest: Manifest): Stored {
  const strings: string[] = [];
  const index = new Map<string, number>();
  const at = (text: string) => {
    let i = index.get(text);
    if (i === undefined) {
      index.set(text, (i = strings.length));
      strings.push(text);
    }
    return i;
  };
  const pages = Object.entries(manifest.pages).map(([file, p]): Stored['pages'][number] => [
    file,
    p.path,
    p.key,
    at(p.styleHash),
    at(p.islands.join(' ')),
    p.size,
    p.mtimeMs,
    Object.entries(p.parts).flatMap(([name, digest]) => [at(name), at(digest)]),
  ]);
  const stored: Stored = { outDir: manifest.outDir, codeHash: manifest.codeHash, strings, pages };
  if (manifest.spare) {
    const { spare } = manifest;
    const entry = (file: string, f: PageFile): [string, string, number, number, number, number] => [
      file,
      f.key,
      at(f.styleHash),
      at(f.islands.join(' ')),
      f.size,
      f.mtimeMs,
    ];
    stored.spare = [
      ...Object.entries(manifest.pages).flatMap(
        ([file, p]): Array<[string] | ReturnType<typeof entry>> =>
          !Object.hasOwn(spare, file) ? [[file]] : samePageFile(p, spare[file]) ? [] : [entry(file, spare[file])],
      ),
      ...Object.entries(spare)
        .filter(([file]) => !Object.hasOwn(manifest.pages, file))
        .map(([file, f]) => entry(file, f)),
    ];
  }
  return stored;
}

function decode(stored: Stored): Manifest {
  const { strings } = stored;
  const islands = (i: number) => (strings[i] === '' ? [] : strings[i].split(' '));
  const pages: Manifest['pages'] = {};
  for (const [file, path, key, style, island, size, mtimeMs, parts] of stored.pages) {
    const named: PageParts = {};
    for (let i = 0; i < parts.length; i += 2) named[strings[parts[i]]] = strings[parts[i + 1]];
    pages[file] = { key, styleHash: strings[style], islands: islands(island), size, mtimeMs, parts: named, path };
  }
  const manifest: Manifest = { outDir: stored.outDir, codeHash: stored.codeHash, pages };
  if (stored.spare) {
    const spare: Record<string, PageFile> = {};
    for (const [file, { key, styleHash, islands: list, size, mtimeMs }] of Object.entries(pages))
      spare[file] = { key, styleHash, islands: list, size, mtimeMs };
    for (const [file, ...rest] of stored.spare) {
      if (rest.length === 0) delete spare[file];
      else {
        const [key, style, island, size, mtimeMs] = rest as [string, number, number, number, number];
        spare[file] = { key, styleHash: strings[style], islands: islands(island), size, mtimeMs };
      }
    }
    manifest.spare = spare;
  }
  return manifest;
}

function samePageFile(a: PageFile, b: PageFile): boolean {
  return a.key === b.key && a.styleHash === b.styleHash && a.size === b.size && a.mtimeMs === b.mtimeMs && a.islands.join(' ') === b.islands.join(' ');
}
