import { existsSync, mkdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import { BUNDLE_OPTIONS, digestDefine } from './bundle-options.mjs';
import { cacheDir, keepOnly, writeCacheFile } from './cache-dir.js';
import { publishFolder } from './cache-folder.mjs';
import { PACKAGE_ROOT } from './package-root.js';
import { outputDigest, codeDigest } from './code-digest.js';

/**
 * A worker's code as plain JavaScript modules: from the commands' bundle,
 * or, run from the sources (the dev server, the editor, tests), bundled
 * from its entry (a path under src/) with esbuild once per version of the
 * code and kept in the cache. A worker running the TypeScript sources through the tsx loader
 * spent longer loading them, its loader thread passing the libraries'
 * hundreds of files through its hooks, than a 1,000-page build saved by
 * rendering on two threads. The libraries are in the
 * bundle too (bundle-options.mjs).
 *
 * One file, for a worker that runs all of its code (the render worker); or,
 * with `split`, a folder in which code loaded on demand (the renderers'
 * components, with React and MUI) is in files of its own, for a worker that
 * never asks for it (the route readers).
 */
export function workerModule(entry: string, { split = false } = {}): string {
  // The commands' bundle (cli/run.mjs) has the workers in it, beside this module's own code.
  const beside = fileURLToPath(new URL(`./${basename(entry, '.ts')}.mjs`, import.meta.url));
  if (import.meta.url.endsWith('.mjs') && existsSync(beside)) return beside;
  const hash = outputDigest();
  const dir = cacheDir('workers', basename(entry, '.ts'));
  const file = split ? join(dir, hash, `${basename(entry, '.ts')}.mjs`) : join(dir, `${hash}.mjs`);
  if (existsSync(file)) return file;
  const options = { ...BUNDLE_OPTIONS, define: digestDefine(codeDigest()), entryPoints: [join(PACKAGE_ROOT, 'src', entry)] };
  if (split) {
    const temporary = `${join(dir, hash)}.${process.pid}.${threadId}.tmp`;
    mkdirSync(dir, { recursive: true });
    buildSync({ ...options, splitting: true, outdir: temporary, outExtension: { '.js': '.mjs' } });
    publishFolder(temporary, join(dir, hash), dir);
    return file;
  }
  writeCacheFile(file, buildSync({ ...options, write: false }).outputFiles[0].contents);
  keepOnly(dir, `${hash}.mjs`);
  return file;
}
