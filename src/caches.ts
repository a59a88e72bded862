/**
 * Every folder of the cache root (node_modules/.cache/blocksite, cache-dir.ts):
 * the module that keeps it, what a file in it is keyed by, what bounds it,
 * and what makes an entry stale. A cache folder is named only here
 * (cacheDir takes one of these names), ARCHITECTURE.md's table lists the
 * same, and tests/unit/caches.test.ts holds the three together.
 */
export interface CacheEntry {
  /** The module that reads and writes it. */
  module: string;
  key: string;
  bound: string;
  invalidatedBy: string;
}

export const CACHES = {
  cli: {
    module: 'src/cli/run.mjs',
    key: "the digest of blocksite's sources (source-digest.mjs), one folder each",
    bound: 'a folder of older code is deleted an hour after a newer one is made',
    invalidatedBy: "any change to blocksite's sources or its libraries' versions",
  },
  workers: {
    module: 'src/worker-bundle.ts',
    key: 'the code digest, one bundle per worker',
    bound: "one bundle per worker: making one deletes the worker's others (a split one's an hour later)",
    invalidatedBy: "any change to blocksite's sources",
  },
  editor: {
    module: 'src/editor/server/app-bundle.ts',
    key: 'the code digest, one folder each',
    bound: 'a folder of older code is deleted an hour after a newer one is made',
    invalidatedBy: "any change to blocksite's sources",
  },
  islands: {
    module: 'src/prerender/island-cache.ts',
    key: 'the code digest, one file of every island bundled',
    bound: 'one file: writing one deletes the others',
    invalidatedBy: "any change to blocksite's sources",
  },
  ajv: {
    module: 'src/validate/schema-validator.ts',
    key: "the digest of the schemas and ajv's version, one compiled validator per schema",
    bound: 'the newest 64 files and those written in the last day',
    invalidatedBy: "a change to any schema or to ajv's version",
  },
  validate: {
    module: 'src/validate/incremental/persist.ts',
    key: "the site file's path, one file each",
    bound: 'the newest 64 files and those written in the last day',
    invalidatedBy: "the code digest, and each part's text digest inside it",
  },
  build: {
    module: 'src/prerender/incremental/build-cache.ts',
    key: "the output folder's path, a manifest and its parts record each",
    bound: 'the newest 64 files and those written in the last day',
    invalidatedBy: "its version and checksum; each page's key (code digest, own text, what it read)",
  },
  images: {
    module: 'src/prerender/build-site.ts',
    key: "the picture's content digest, width and format, one file each",
    bound: 'the newest 4,096 files and those written in the last day',
    invalidatedBy: "nothing: a file's name is the digest of what it was made from",
  },
} as const satisfies Record<string, CacheEntry>;

export type CacheName = keyof typeof CACHES;
