import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheDir, keepOnly, writeCacheFile } from '../cache-dir.js';
import { PACKED, packedPath } from '../packed.js';
import { outputDigest } from '../code-digest.js';
import type { IslandScript } from './island-files.js';

/** Bundled islands by the code they were bundled from: one file per code hash. */
const CACHE_DIR = cacheDir('islands');

/** The bundles of this code, as read from the cache and added to since. */
let known: Map<string, IslandScript> | undefined;

/**
 * The scripts of the named islands. An island's bundle depends on the
 * generator's code and nothing of the site, so it is kept under the code's
 * hash, as compiled validators are, and even a clean build takes it from
 * there: bundling starts Vite, a large part of a clean build's time.
 */
export async function islandScripts(names: readonly string[]): Promise<Map<string, IslandScript>> {
  const hash = outputDigest();
  const file = join(CACHE_DIR, `${hash}.json`);
  // Read once per process: a build asks for the islands its workers need, then for those its pages use.
  // A packed copy has every island bundled already (scripts/prepack.ts), and no sources to bundle them from.
  const scripts = (known ??= readBundles(PACKED ? packedPath('islands.json') : file));
  const missing = names.filter((name) => !scripts.has(name));
  if (missing.length > 0) {
    const { buildIslands } = await import('./build-islands.js');
    for (const [name, script] of await buildIslands(missing)) scripts.set(name, script);
    try {
      writeCacheFile(file, JSON.stringify([...scripts]));
      keepOnly(CACHE_DIR, `${hash}.json`);
    } catch {
      // A read-only cache folder: the islands are only bundled again next time.
    }
  }
  return new Map(names.map((name) => [name, scripts.get(name)!]));
}

/** The bundles in a cache file; none when it is missing, unreadable or not of the expected shape. */
function readBundles(file: string): Map<string, IslandScript> {
  try {
    const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(entries)) return new Map();
    return new Map(entries.filter((entry): entry is [string, IslandScript] => Array.isArray(entry) && typeof entry[0] === 'string' && isScript(entry[1])));
  } catch {
    return new Map();
  }
}

function isScript(value: unknown): value is IslandScript {
  if (!value || typeof value !== 'object') return false;
  const script = value as Record<string, unknown>;
  return typeof script.inline === 'string' || (typeof script.src === 'string' && typeof script.code === 'string');
}
