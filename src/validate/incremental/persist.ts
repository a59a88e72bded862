import { createHash, randomBytes } from 'node:crypto';
import { cacheDir, pruneOld } from '../../cache-dir.js';
import { closeSync, fstatSync, mkdirSync, openSync, readSync, renameSync, writevSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { codeDigest } from '../../code-digest.js';
import type { ValidationResult } from '../validate-site.js';
import { blocksOf, UnreadBlocks, type LazySite } from '../../model/lazy-site.js';
import { sameStamp, stampOf } from '../../files/settled.js';
import { openSite } from '../../load/load-site.js';
import type { RouteFacts } from '../../model/route-facts.js';
import { fieldsButBlocks, lazyRoute, unreadBlocks, type BlockSource } from './lazy-routes.js';
import { emptyMemory, IncrementalValidator, type Memory, type RouteMemo } from './validator.js';
import { isObj } from '../../is-obj.js';

/** Raised when the memory's layout changes; memory of another version is ignored. */
const VERSION = 4;
const CACHE_DIR = cacheDir('validate');

const cacheFile = (siteFile: string) => join(CACHE_DIR, `${createHash('sha256').update(resolve(siteFile)).digest('hex').slice(0, 16)}.bin`);

/**
 * The memory on disk, in parts:
 * - a header frame (a length, then a serialized value): the version, the
 *   code and file it is for, the rest of the file as data, the route paths;
 * - each route's blocks, serialized one after another;
 * - the index: for each route, its digest, what the validator found (valid,
 *   clean, its facts), its fields but the blocks, and where its blocks are,
 *   in two parts (PlainIndex, then a serialized frame of the unusual);
 * - last, where the two parts of the index start.
 *
 * Loading reads the header and the index alone. A route's blocks are read
 * when something asks for them, which after a one-route edit of a
 * large site is the one page the build renders: reading all of them took
 * time and memory that a rebuild then spent as long again collecting.
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

/**
 * The index of the routes of the usual kind (valid, fields but the blocks
 * all text), as JSON arrays: as objects, V8 took three times as long to read
 * 10,000 routes' entries back as it takes rows with the strings they share
 * kept once. Other entries go in a serialized frame.
 */
interface PlainIndex {
  /** The contexts routes were checked in (the digests of the rest of the file), and the orders of a route's keys. */
  contexts: string[];
  keyOrders: string[][];
  /** [hash, context# or -1, targets, external, images, facts or 0, blocks offset, blocks length, key order#, …fields but the blocks] */
  rows: Array<
    [
      string,
      number,
      string[],
      0 | 1,
      Array<[string, number]>,
      [RouteFacts['images'], string[], RouteFacts['bindings']] | 0,
      number,
      number,
      number,
      ...string[],
    ]
  >;
}

class PlainIndexWriter {
  readonly index: PlainIndex = { contexts: [], keyOrders: [], rows: [] };
  private readonly contexts = new Map<string, number>();
  private readonly keyOrders = new Map<string, number>();

  /** Adds an entry of the usual kind; false for any other. */
  add(hash: string, entry: IndexEntry): boolean {
    const { keys, fields, blocks, clean, facts } = entry;
    if (!entry.valid || !keys || !fields || !blocks || (facts && facts.digest !== hash)) return false;
    const values = keys.filter((key) => key !== 'blocks').map((key) => fields[key]);
    if (!values.every((value): value is string => typeof value === 'string')) return false;
    const context = clean ? this.intern(this.contexts, this.index.contexts, clean.checkedIn, clean.checkedIn) : -1;
    const order = this.intern(this.keyOrders, this.index.keyOrders, keys.join('\n'), keys);
    this.index.rows.push([
      hash,
      context,
      clean?.targets ?? [],
      clean?.external ? 1 : 0,
      clean?.images ?? [],
      facts ? [facts.images, facts.languages, facts.bindings] : 0,
      blocks[0],
      blocks[1],
      order,
      ...values,
    ]);
    return true;
  }

  private intern<T>(seen: Map<string, number>, list: T[], key: string, value: T): number {
    let at = seen.get(key);
    if (at === undefined) {
      seen.set(key, (at = list.length));
      list.push(value);
    }
    return at;
  }
}

/** The routes of the usual kind, as the memos validation keeps, each route's blocks left on disk until asked for. */
function readPlainIndex(index: PlainIndex, file: MemoryFile, routes: Map<string, RouteMemo>): void {
  for (const [hash, context, targets, external, images, facts, offset, length, order, ...values] of index.rows) {
    const keys = index.keyOrders[order];
    let next = 0;
    const route = lazyRoute(keys, () => values[next++], file, offset, length);
    const memo: RouteMemo = { route, valid: true };
    if (context >= 0) memo.clean = { checkedIn: index.contexts[context], targets, external: external === 1, images };
    if (facts) memo.facts = { digest: hash, images: facts[0], languages: facts[1], bindings: facts[2] };
    routes.set(hash, memo);
  }
}

/** The descriptor of a loaded memory's file, closed once no route of it is left to read blocks from. */
class MemoryFile implements BlockSource {
  private static readonly closer = new FinalizationRegistry<number>((fd) => closeSync(fd));

  constructor(readonly fd: number) {
    MemoryFile.closer.register(this, fd);
  }

  read(offset: number, length: number, into?: Uint8Array): Buffer {
    const bytes = into ? Buffer.from(into.buffer, into.byteOffset, length) : Buffer.allocUnsafe(length);
    let at = 0;
    while (at < length) {
      const read = readSync(this.fd, bytes, at, length - at, offset + at);
      if (read === 0) throw new Error('the validation memory ended early');
      at += read;
    }
    return bytes;
  }
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
    if (header.version !== VERSION || header.code !== codeDigest() || header.file !== resolve(siteFile) || !(header.paths instanceof Map)) return emptyMemory();
    const trailer = file.read(size - 16, 16);
    const plain = JSON.parse(file.read(trailer.readDoubleLE(0) + 4, file.read(trailer.readDoubleLE(0), 4).readUInt32LE(0)).toString('utf8')) as PlainIndex;
    const routes = new Map<string, RouteMemo>();
    readPlainIndex(plain, file, routes);
    for (const [hash, entry] of frame(trailer.readDoubleLE(8)) as Array<[string, IndexEntry]>) {
      const route = entry.blocks ? lazyRoute(entry.keys!, (key) => entry.fields![key], file, ...entry.blocks) : entry.whole;
      routes.set(hash, { route, valid: entry.valid, ...(entry.clean && { clean: entry.clean }), ...(entry.facts && { facts: entry.facts }) });
    }
    return { rest: header.rest, paths: header.paths, routes };
  } catch {
    // Damaged: start from nothing.
  }
  return emptyMemory();
}

/** Writes in batches of about a megabyte: one call per route's blocks took longer than serializing them. */
class BatchedWriter {
  offset = 0;
  private pending: Uint8Array[] = [];
  private bytes = 0;

  constructor(private readonly fd: number) {}

  write(bytes: Uint8Array): void {
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
  // A name no one can plant a link at, made new ('wx'): the writer is streamed, so files/safe-files.ts's whole-buffer write does not fit.
  const temporary = `${file}.${randomBytes(9).toString('base64url')}.tmp`;
  const fd = openSync(temporary, 'wx');
  try {
    const out = new BatchedWriter(fd);
    // The last text is for a long-lived process; the next run reads the file anew.
    out.frame({ version: VERSION, code: codeDigest(), file: resolve(siteFile), rest: memory.rest, paths: memory.paths } satisfies Header);
    const index: Array<[string, IndexEntry]> = [];
    const plain = new PlainIndexWriter();
    for (const [hash, memo] of memory.routes) {
      const entry: IndexEntry = { valid: memo.valid, ...(memo.clean && { clean: memo.clean }), ...(memo.facts && { facts: memo.facts }) };
      const route = memo.route;
      // Blocks never read since they were loaded are copied as they were written.
      const blocks =
        unreadBlocks(route) ??
        (isObj(route) && (Array.isArray(route.blocks) || route.blocks instanceof UnreadBlocks) ? serialize(blocksOf(route.blocks)) : undefined);
      if (blocks && isObj(route)) {
        entry.blocks = [out.offset, blocks.length];
        out.write(blocks);
        entry.keys = Object.keys(route);
        entry.fields = fieldsButBlocks(route, entry.keys);
      } else entry.whole = route;
      if (!plain.add(hash, entry)) index.push([hash, entry]);
    }
    const trailer = Buffer.alloc(16);
    trailer.writeDoubleLE(out.offset, 0);
    const json = Buffer.from(JSON.stringify(plain.index), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(json.length);
    out.write(length);
    out.write(json);
    trailer.writeDoubleLE(out.offset, 8);
    out.frame(index);
    out.write(trailer);
    out.flush();
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
  pruneOld(CACHE_DIR);
}

/**
 * Validates a site file the way `validateFile` does, reusing what the last
 * validation of the same file found (kept under node_modules/.cache), so a
 * build or `npm run validate` after a small edit reads and checks only the
 * routes that changed.
 */
export function validateFileIncrementally(siteFile: string): ValidationResult<LazySite> {
  for (let attempt = 1; ; attempt++) {
    const { bytes, problem } = openSite(siteFile);
    if (!bytes) return { problems: [problem!] };
    try {
      const validator = new IncrementalValidator(dirname(resolve(siteFile)), load(siteFile));
      const result = validator.validate(bytes);
      // Saved again while it was read (a build started during a save): what was read is not the file; read it again.
      if (attempt < 5 && !sameStamp(bytes.stamp, stampOf(siteFile))) continue;
      if (result.site && validator.worthSaving) save(siteFile, validator.memory);
      return result;
    } finally {
      bytes.close();
    }
  }
}
