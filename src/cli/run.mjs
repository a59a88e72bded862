// Plain JavaScript, not TypeScript: this file starts the commands, before
// anything could compile TypeScript.
/**
 * `node src/cli/run.mjs build|validate [flags]` runs src/cli/<command>.ts
 * from a bundled copy of the generator's code, made with esbuild once per
 * version of the code and kept under node_modules/.cache. Run through the
 * tsx loader instead, the same command spent 0.1 s starting the loader and
 * 0.3 s more loading React and MUI, whose hundreds of files each passed
 * through the loader's hooks: a third of a one-page rebuild of a
 * 10,000-route site. Each command's `npm run` script goes through this file.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { BUNDLE_OPTIONS, digestDefine } from '../bundle-options.mjs';
import { publishFolder } from '../cache-folder.mjs';
import { sourceDigest } from '../source-digest.mjs';

const COMMANDS = ['build', 'validate'];
// The render worker is not among them: from the chunks the commands share, it rendered 10,000 pages 8% slower, in 70 MB more,
// than from a file of its own (worker-bundle.ts).
const WORKERS = ['validate/incremental/route-reader.ts'];
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'blocksite', 'cli');

// V8 may decide, from how many young objects survived so far, to allocate what a spot in the code makes
// straight into the old generation, where it stays until a full collection. Validating a 10,000-route
// file, it decided so in about half the runs, halfway through the cross-reference checks, which then
// peaked at 404 MB instead of 327 MB. Without the guess the young collections take those objects, and
// every run peaks at 326–332 MB; builds take within 3% of the time they did. (Set before any of the
// command's code runs; the flag holds for the render workers too.)
setFlagsFromString('--no-allocation-site-pretenuring');

const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error(`src/cli/run.mjs runs ${COMMANDS.join(' or ')}, not '${command ?? ''}'`);
  process.exit(2);
}
const digest = sourceDigest(ROOT);
const folder = join(CACHE, digest);
if (!existsSync(folder)) await bundle();
const entry = join(folder, `${command}.mjs`);
// The command reads its flags from process.argv.slice(2), as if run directly.
process.argv.splice(1, 2, entry);
await import(pathToFileURL(entry).href);

async function bundle() {
  const { build } = await import('esbuild');
  const temporary = `${folder}.${process.pid}.tmp`;
  mkdirSync(CACHE, { recursive: true });
  try {
    await build({
      ...BUNDLE_OPTIONS,
      // The commands key their caches by it too (code-hash.ts).
      define: digestDefine(digest),
      entryPoints: [
        ...COMMANDS.map((name) => ({ in: join(ROOT, 'src', 'cli', `${name}.ts`), out: name })),
        // A worker the commands start, made here beside them rather than on its first use (worker-bundle.ts),
        // which took a first validation of a 10,000-route file 0.5 s.
        ...WORKERS.map((path) => ({ in: join(ROOT, 'src', path), out: basename(path, '.ts') })),
      ],
      // Code behind a dynamic import stays behind it: build.ts sets NODE_ENV
      // before React loads, which one flat file would load first.
      splitting: true,
      outdir: temporary,
      outExtension: { '.js': '.mjs' },
    });
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    const messages = error.errors?.map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}  ` : ''}${e.text}`);
    console.error(`blocksite's own code does not compile:\n${messages?.join('\n') ?? error.message}`);
    process.exit(1);
  }
  // A bundle older code made stays an hour: a build loads its page renderers from it as it goes.
  publishFolder(temporary, folder, CACHE);
}
