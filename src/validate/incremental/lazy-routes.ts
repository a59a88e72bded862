import { deserialize, serialize } from 'node:v8';
import { readRoute, UnreadBlocks, type LazyRoute, type LazySite } from '../../model/lazy-site.js';
import type { Block } from '../../types/site.js';

/** Where serialized blocks are read from: the validation memory's file, or bytes handed over from another thread. */
export interface BlockSource {
  /** `length` bytes from `offset`, into `into` when given. */
  read(offset: number, length: number, into?: Uint8Array): Uint8Array;
}

/** Bytes in memory, read as a BlockSource. */
class InMemory implements BlockSource {
  constructor(private readonly bytes: Uint8Array) {}
  read(offset: number, length: number): Uint8Array {
    return this.bytes.subarray(offset, offset + length);
  }
}

/**
 * Blocks serialized at `offset` of `source`, deserialized the first time
 * they are read. Until then they can be copied as bytes (unreadBytes), to
 * the validation memory's next file or to another thread.
 */
class StoredBlocks extends UnreadBlocks {
  private blocks: Block[] | undefined;

  constructor(
    readonly source: BlockSource,
    readonly offset: number,
    readonly length: number,
  ) {
    super();
  }

  read(): Block[] {
    this.blocks ??= deserialize(this.source.read(this.offset, this.length)) as Block[];
    return this.blocks;
  }

  get unread(): boolean {
    return this.blocks === undefined;
  }
}

/**
 * A route object whose blocks are deserialized from `length` bytes at
 * `offset` of `source` when read (model/lazy-site.ts). `fields` gives
 * every other value, asked for in the order of `keys`: the route's own
 * order, so the data is the same, key for key, as a fresh read's.
 */
export function lazyRoute(keys: string[], fields: (key: string) => unknown, source: BlockSource, offset: number, length: number): LazyRoute {
  const route: Record<string, unknown> = {};
  for (const key of keys) route[key] = key === 'blocks' ? new StoredBlocks(source, offset, length) : fields(key);
  return route as LazyRoute;
}

/** A route's values but its blocks, by key; value by value, as Object.entries would read the blocks. */
export function fieldsButBlocks(route: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.flatMap((key) => (key === 'blocks' ? [] : [[key, (route as Record<string, unknown>)[key]]])));
}

/** Blocks of a route never read, where they are. */
function unreadOf(route: unknown): StoredBlocks | undefined {
  const blocks = (route as { blocks?: unknown } | null)?.blocks;
  return blocks instanceof StoredBlocks && blocks.unread ? blocks : undefined;
}

/** The serialized blocks of a route whose blocks were never read, so they can be copied rather than serialized again. */
export function unreadBlocks(route: unknown): Uint8Array | undefined {
  const where = unreadOf(route);
  return where?.source.read(where.offset, where.length);
}

/** A site for a rendering thread: the site serialized, and the unread routes' blocks in memory both threads share. */
export interface PackedSite {
  site: Uint8Array;
  blocks: SharedArrayBuffer[];
}

/** Routes left out of site.routes (null there), each as [index, keys, fields but the blocks, which shared buffer, offset, length]. */
type LazyEntry = [number, string[], Record<string, unknown>, number, number, number];

/** The unread routes of a site, by the source their blocks are in. */
function unreadBySource(site: LazySite): Map<BlockSource, Array<{ index: number; where: StoredBlocks }>> {
  const bySource = new Map<BlockSource, Array<{ index: number; where: StoredBlocks }>>();
  site.routes.forEach((route, index) => {
    const where = unreadOf(route);
    if (!where) return;
    const list = bySource.get(where.source) ?? [];
    if (list.length === 0) bySource.set(where.source, list);
    list.push({ index, where });
  });
  return bySource;
}

/**
 * The blocks at these places of a source, in shared memory, and where each
 * now starts: read as one span when they lie close together, as they do
 * in a memory file written in one go; one by one when the span would be
 * mostly the blocks of routes since edited.
 */
function readShared(source: BlockSource, places: StoredBlocks[]): { shared: SharedArrayBuffer; at: number[] } {
  const start = Math.min(...places.map((p) => p.offset));
  const end = Math.max(...places.map((p) => p.offset + p.length));
  const total = places.reduce((sum, p) => sum + p.length, 0);
  if (end - start <= 2 * total) {
    const shared = new SharedArrayBuffer(end - start);
    source.read(start, end - start, new Uint8Array(shared));
    return { shared, at: places.map((p) => p.offset - start) };
  }
  const shared = new SharedArrayBuffer(total);
  let next = 0;
  const at = places.map((p) => {
    source.read(p.offset, p.length, new Uint8Array(shared, next, p.length));
    return (next += p.length) - p.length;
  });
  return { shared, at };
}

/**
 * The site as a rendering thread takes it. A route whose blocks are still
 * in the validation memory goes as those bytes, and each thread
 * deserializes only the routes it renders. The bytes are read in one span
 * per memory file into shared memory, which this thread then reads its own
 * routes from too. Serializing every route's blocks instead made a
 * 10,000-route build read all of them here first: about a second of this
 * thread's time before the workers could start, and as long again for each
 * worker to read them back.
 */
export function packSite(site: LazySite): PackedSite {
  // Blocks already read go as data; the unread ones are left out (null), and go as their bytes.
  const routes: unknown[] = site.routes.map((route) => (unreadOf(route) ? null : readRoute(route)));
  const lazy: LazyEntry[] = [];
  const blocks: SharedArrayBuffer[] = [];
  for (const [source, list] of unreadBySource(site)) {
    const { shared, at } = readShared(
      source,
      list.map((r) => r.where),
    );
    const here = new InMemory(new Uint8Array(shared));
    list.forEach(({ index, where }, i) => {
      const route = site.routes[index];
      const keys = Object.keys(route);
      lazy.push([index, keys, fieldsButBlocks(route, keys), blocks.length, at[i], where.length]);
      // This thread reads them from the shared memory too, from now on.
      route.blocks = new StoredBlocks(here, at[i], where.length);
    });
    blocks.push(shared);
  }
  return { site: serialize({ site: { ...site, routes }, lazy }), blocks };
}

/** The site packSite packed, its routes' blocks read when asked for. */
export function unpackSite(packed: PackedSite): LazySite {
  const { site, lazy } = deserialize(packed.site) as { site: LazySite; lazy: LazyEntry[] };
  const sources = packed.blocks.map((shared) => new InMemory(new Uint8Array(shared)));
  const routes = site.routes as unknown[];
  for (const [index, keys, fields, source, offset, length] of lazy) routes[index] = lazyRoute(keys, (key) => fields[key], sources[source], offset, length);
  return site;
}
