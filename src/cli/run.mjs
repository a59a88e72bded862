#!/usr/bin/env node
// Plain JavaScript, not TypeScript: this file starts the commands, before
// anything could compile TypeScript.
/**
 * The `blocksite` command: `blocksite <command> [flags]` runs
 * src/cli/<command>.ts from a bundled copy of the generator's code. A packed
 * copy (npm pack) has that bundle under lib/cli, made before packing; in
 * this repository it is made with esbuild once per version of the code and
 * kept under node_modules/.cache. Run through the tsx loader instead, the
 * command spent a third of a one-page rebuild of a 10,000-route site
 * starting the loader and passing React's and MUI's hundreds of files
 * through its hooks. This repository's
 * npm scripts call this file too.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { bundleCommands, COMMAND_FILES } from '../bundle-options.mjs';
import { publishFolder } from '../cache-folder.mjs';
import { isPacked, sourceDigest } from '../source-digest.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PACKED = join(ROOT, 'lib', 'cli');
const CACHE = join(ROOT, 'node_modules', '.cache', 'blocksite', 'cli');

// V8 may decide, from how many young objects survived so far, to allocate what a spot in the code makes
// straight into the old generation, where it stays until a full collection. Validating a 10,000-route
// file, it decided so in about half the runs, halfway through the cross-reference checks, whose peak
// memory then rose by a fifth. Without the guess the young collections take those objects, every run
// peaks alike, and builds take the time they did. (Set before any of the command's code runs; the flag
// holds for the render workers too.)
setFlagsFromString('--no-allocation-site-pretenuring');

const command = Object.hasOwn(COMMAND_FILES, process.argv[2] ?? '') ? COMMAND_FILES[process.argv[2]] : undefined;
const digest = sourceDigest(ROOT);
const folder = isPacked(ROOT) ? PACKED : join(CACHE, digest);
if (!existsSync(folder)) await bundle();
// Anything but a command's name (nothing, --help, --version, a misspelling) goes to the help, which says what there is.
const entry = join(folder, `${command ?? 'help'}.mjs`);
// The command reads its flags from process.argv.slice(2), as if run directly; the help reads the word it was given.
process.argv.splice(1, command ? 2 : 1, entry);
await import(pathToFileURL(entry).href);

async function bundle() {
  const temporary = `${folder}.${process.pid}.tmp`;
  mkdirSync(CACHE, { recursive: true });
  try {
    // The commands key their caches by the digest too (code-digest.ts).
    await bundleCommands(ROOT, temporary, digest);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    const messages = error.errors?.map((e) => `${e.location ? `${e.location.file}:${e.location.line}:${e.location.column + 1}  ` : ''}${e.text}`);
    console.error(`blocksite's own code does not compile:\n${messages?.join('\n') ?? error.message}`);
    process.exit(1);
  }
  // A bundle older code made stays an hour: a build loads its page renderers from it as it goes.
  publishFolder(temporary, folder, CACHE);
}
