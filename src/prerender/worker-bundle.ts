import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { BUNDLE_OPTIONS } from '../bundle-options.mjs';
import { cacheDir, keepOnly, writeCacheFile } from '../cache-dir.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { codeHash } from './incremental/code-hash.js';

const CACHE_DIR = cacheDir('worker');

/**
 * The render worker's code as one plain JavaScript module, bundled from
 * render-worker.ts with esbuild once per version of the code and kept in
 * the cache. A worker running the TypeScript sources through the tsx loader
 * took 0.6 s to load them, and its loader thread spent 1.3 s of CPU on the
 * libraries' hundreds of files, which on two cores made a 1,000-page build
 * slower on two workers than on one thread. The libraries are in the
 * bundle too (bundle-options.mjs).
 */
export function workerModule(): string {
  const hash = codeHash();
  const file = join(CACHE_DIR, `${hash}.mjs`);
  if (existsSync(file)) return file;
  const result = buildSync({
    ...BUNDLE_OPTIONS,
    entryPoints: [join(PACKAGE_ROOT, 'src', 'prerender', 'render-worker.ts')],
    write: false,
  });
  writeCacheFile(file, result.outputFiles[0].contents);
  keepOnly(CACHE_DIR, `${hash}.mjs`);
  return file;
}
