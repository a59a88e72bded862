import type { Block, Page, Site } from '../types/site.js';

/**
 * A route's blocks that have not been read yet: validation keeps the blocks
 * of routes it read before in its memory file (validate/incremental/
 * lazy-routes.ts), and a rendering thread gets them as bytes in shared
 * memory. `read()` deserializes them the first time it is called, which
 * reads from that file or memory, and returns the same array after.
 */
export abstract class UnreadBlocks {
  abstract read(): Block[];
}

/** A route whose blocks may load lazily, as the incremental validator hands it over. */
export type LazyRoute = Omit<Page, 'blocks'> & { blocks: Block[] | UnreadBlocks };

/**
 * A validated site whose routes' blocks may load lazily. Only the routes'
 * blocks differ from a Site; a Site is a LazySite whose blocks are all read.
 */
export type LazySite = Omit<Site, 'routes'> & { routes: LazyRoute[] };

/** A route's blocks, read now if they were not yet. */
export function blocksOf(blocks: Block[] | UnreadBlocks): Block[] {
  return blocks instanceof UnreadBlocks ? blocks.read() : blocks;
}

/** A route with its blocks read, the same route when they were; for code that needs the data as a Site has it. */
export function readRoute<R>(route: R): R {
  const blocks = (route as { blocks?: unknown } | null)?.blocks;
  return blocks instanceof UnreadBlocks ? { ...route, blocks: blocks.read() } : route;
}
