import { createHash } from 'node:crypto';
import { cacheDir } from '../../cache-dir.js';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writevSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { sourceHash } from '../../prerender/incremental/code-hash.js';
import type { ValidationResult } from '../validate-site.js';
import { openSite } from '../../load/load-site.js';
import { noteFacts } from '../../model/route-facts.js';
import { emptyMemory, IncrementalValidator, type Memory, type RouteMemo } from './validator.js';

/** Raised when the memory's layout changes; memory of another version is ignored. */
const VERSION = 3;
const CACHE_DIR = cacheDir('validate');

const cacheFile = (siteFile: string) => join(CACHE_DIR, `${createHash('sha256').update(resolve(siteFile)).digest('hex').slice(0, 16)}.bin`);

/**
 * The memory on disk, in three parts:
 * - a header frame (a length, then a serialized value): the version, the
 *   code and file it is for, the rest of the file as data, the route paths;
 * - each route's blocks, serialized one after another;
 * - an index frame: for each route, its digest, what the validator found
 *   (valid, clean, its facts), its fields but the blocks, and where its
 *   blocks are; and last, where the index starts.
 *
 * Loading reads the header and the index alone. A route's blocks are read
 * when something asks for them, which after a one-route edit of a
 * 10,000-route site is the one page the build renders: reading all of them
 * took 0.4 s and 60 MB of memory that a rebuild then spent as long again
 * collecting.
 */
interface Header {
  version: number;
  code: string;
  file: string;
  rest: Memory['rest'];
  paths: Memory['paths'];
}

interface IndexEntry {
  valid: boolean;
  clean?: RouteMemo['clean'];
  facts?: RouteMemo['facts'];
  /** A route object's keys in order, its values but the blocks, and where its blocks are: [offset, length]. */
  keys?: string[];
  fields?: Record<string, unknown>;
  blocks?: [number, number];
  /** Any other value, whole. */
  whole?: unknown;
}

/** The descriptor of a loaded memory's file, closed once no route of it is left to read blocks from. */
class MemoryFile {
  private static readonly closer = new FinalizationRegistry<number>((fd) => closeSync(fd));

  constructor(readonly fd: number) {
    MemoryFile.closer.register(this, fd);
  }

  read(offset: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length);
    let at = 0;
    while (at < length) {
      const read = readSync(this.fd, bytes, at, length - at, offset + at);
      if (read === 0) throw new Error('the validation memory ended early');
      at += read;
    }
    return bytes;
  }
}

/** Routes whose blocks are still on disk, and where: saving copies those bytes rather than reading the blocks. */
const onDisk = new WeakMap<object, { file: MemoryFile; offset: number; length: number }>();

/** A route object whose blocks are read from the memory file the first time they are asked for. */
function lazyRoute(entry: IndexEntry, file: MemoryFile): object {
  const route: Record<string, unknown> = {};
  const [offset, length] = entry.blocks!;
  const settle = (value: unknown) => {
    Object.defineProperty(route, 'blocks', { value, writable: true, enumerable: true, configurable: true });
    onDisk.delete(route);
  };
  // In the route's own order of keys, so the data is the same, key for key, as a fresh read's.
  for (const key of entry.keys!) {
    if (key !== 'blocks') route[key] = entry.fields![key];
    else
      Object.defineProperty(route, 'blocks', {
        enumerable: true,
        configurable: true,
        get() {
          const blocks = deserialize(file.read(offset, length));
          settle(blocks);
          return blocks;
        },
        set: settle,
      });
  }
  onDisk.set(route, { file, offset, length });
  return route;
}

/**
 * What the last validation of a file left, when it was made by the same
 * code from the same file. Anything unreadable is ignored: validation then
 * starts from nothing, which is only slower.
 */
function load(siteFile: string): Memory {
  let fd: number;
  try {
    fd = openSync(cacheFile(siteFile), 'r');
  } catch {
    return emptyMemory();
  }
  const file = new MemoryFile(fd);
  try {
    const size = fstatSync(fd).size;
    const frame = (at: number) => deserialize(file.read(at + 4, file.read(at, 4).readUInt32LE(0)));
    const header = frame(0) as Header;
    if (header.version !== VERSION || header.code !== sourceHash() || header.file !== resolve(siteFile) || !(header.paths instanceof Map)) return emptyMemory();
    const index = frame(file.read(size - 8, 8).readDoubleLE(0)) as Array<[string, IndexEntry]>;
    const routes = new Map<string, RouteMemo>();
    for (const [hash, entry] of index) {
      const route = entry.blocks ? lazyRoute(entry, file) : entry.whole;
      if (entry.facts && route && typeof route === 'object') noteFacts(route, entry.facts);
      routes.set(hash, { route, valid: entry.valid, ...(entry.clean && { clean: entry.clean }), ...(entry.facts && { facts: entry.facts }) });
    }
    return { rest: header.rest, paths: header.paths, routes };
  } catch {
    // Damaged: start from nothing.
  }
  return emptyMemory();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Writes in batches of about a megabyte: one call per route's blocks took longer than serializing them. */
class BatchedWriter {
  offset = 0;
  private pending: Buffer[] = [];
  private bytes = 0;

  constructor(private readonly fd: number) {}

  write(bytes: Buffer): void {
    this.pending.push(bytes);
    this.bytes += bytes.length;
    this.offset += bytes.length;
    if (this.bytes >= 1 << 20) this.flush();
  }

  frame(value: unknown): void {
    const body = serialize(value);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(body.length);
    this.write(length);
    this.write(body);
  }

  flush(): void {
    if (this.pending.length > 0) writevSync(this.fd, this.pending);
    this.pending = [];
    this.bytes = 0;
  }
}

function save(siteFile: string, memory: Memory): void {
  const file = cacheFile(siteFile);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = openSync(temporary, 'w');
  try {
    const out = new BatchedWriter(fd);
    // The last text is for a long-lived process; the next run reads the file anew.
    out.frame({ version: VERSION, code: sourceHash(), file: resolve(siteFile), rest: memory.rest, paths: memory.paths } satisfies Header);
    const index: Array<[string, IndexEntry]> = [];
    for (const [hash, memo] of memory.routes) {
      const entry: IndexEntry = { valid: memo.valid, ...(memo.clean && { clean: memo.clean }), ...(memo.facts && { facts: memo.facts }) };
      const route = memo.route;
      const stored = route && typeof route === 'object' ? onDisk.get(route) : undefined;
      // Blocks never read since they were loaded are copied as they were written.
      const blocks = stored
        ? stored.file.read(stored.offset, stored.length)
        : isRecord(route) && Array.isArray(route.blocks)
          ? serialize(route.blocks)
          : undefined;
      if (blocks && isRecord(route)) {
        entry.blocks = [out.offset, blocks.length];
        out.write(blocks);
        entry.keys = Object.keys(route);
        entry.fields = Object.fromEntries(entry.keys.flatMap((key) => (key === 'blocks' ? [] : [[key, route[key]]])));
      } else entry.whole = route;
      index.push([hash, entry]);
    }
    const indexAt = out.offset;
    out.frame(index);
    const trailer = Buffer.alloc(8);
    trailer.writeDoubleLE(indexAt);
    out.write(trailer);
    out.flush();
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

/**
 * Validates a site file the way `validateFile` does, reusing what the last
 * validation of the same file found (kept under node_modules/.cache), so a
 * build or `npm run validate` after a small edit reads and checks only the
 * routes that changed.
 */
export function validateFileIncrementally(siteFile: string): ValidationResult {
  const { bytes, problem } = openSite(siteFile);
  if (!bytes) return { problems: [problem!] };
  try {
    const validator = new IncrementalValidator(dirname(resolve(siteFile)), load(siteFile));
    const result = validator.validate(bytes);
    if (result.site && validator.worthSaving) save(siteFile, validator.memory);
    return result;
  } finally {
    bytes.close();
  }
}
