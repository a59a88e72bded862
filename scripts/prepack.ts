/**
 * `npm pack` runs this first (the `prepack` script): it builds under lib/
 * everything a packed copy of blocksite runs, so an installed copy needs
 * neither the TypeScript sources nor a loader for them, and makes nothing
 * in its own folder:
 *
 *   lib/cli/          the commands' bundle, the route reader and the dev server's renderer
 *                     beside them, and the render worker in a file of its own (worker-bundle.ts)
 *   lib/editor/       the editor app (editor/server/app-bundle.ts)
 *   lib/islands.json  every island's script as the build writes it (prerender/island-cache.ts)
 *   lib/dev/          the dev server's page-swapping client and each island as a module
 *   lib/starters/     the sites and files `blocksite new` writes (cli/starters.ts)
 *   lib/material-icons.json  every Material icon's shapes, which a site may name (material-icons.ts)
 *   lib/packed.json   the digest of the sources it was built from (source-digest.mjs)
 *
 * `postpack` deletes lib/ again, so this repository always runs from its sources.
 */
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_OPTIONS, bundleCommands } from '../src/bundle-options.mjs';
import { STARTER_FILES, STARTER_NAMES, STARTER_SOURCES } from '../src/cli/starters.js';
import { bundleEditorApp } from '../src/editor/server/app-bundle.js';
import { PACKAGE_ROOT } from '../src/package-root.js';
import { buildIslands } from '../src/prerender/build-islands.js';
import { ISLAND_TYPES } from '../src/renderers/registry.js';
import { materialIconTable } from '../src/material-icons.js';
import { sourceDigest } from '../src/source-digest.mjs';

const started = performance.now();
const lib = join(PACKAGE_ROOT, 'lib');
const staging = `${lib}.${process.pid}.tmp`;
const src = (path: string) => join(PACKAGE_ROOT, 'src', path);
rmSync(lib, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
// Worked out before anything is written under lib/: with lib/packed.json there, it would read that instead.
const digest = sourceDigest(join(PACKAGE_ROOT, '/'));

await bundleCommands(PACKAGE_ROOT, join(staging, 'cli'));
await build({ ...BUNDLE_OPTIONS, entryPoints: [src('prerender/render-worker.ts')], outfile: join(staging, 'cli', 'render-worker.mjs') });
await bundleEditorApp(join(staging, 'editor'));

// The build's scripts, as prerender/island-cache.ts keeps them; and for the dev server, each as a module it can load again.
writeFileSync(join(staging, 'islands.json'), JSON.stringify([...(await buildIslands())]));
for (const [name, script] of await buildIslands(ISLAND_TYPES, Number.POSITIVE_INFINITY)) {
  mkdirSync(join(staging, 'dev', 'islands', name), { recursive: true });
  writeFileSync(join(staging, 'dev', 'islands', name, 'client.js'), 'inline' in script ? script.inline : script.code);
}
// import.meta.hot stays as written: Vite fills it in when it serves the file.
await build({ entryPoints: [src('dev/dev-client.ts')], outfile: join(staging, 'dev', 'dev-client.js'), format: 'esm', target: 'es2022', logLevel: 'silent' });

for (const name of STARTER_NAMES) {
  // The editor schema is written anew for each new site.
  cpSync(join(PACKAGE_ROOT, STARTER_SOURCES[name]), join(staging, 'starters', name), {
    recursive: true,
    filter: (path) => basename(path) !== 'site.schema.json',
  });
}
cpSync(join(PACKAGE_ROOT, STARTER_FILES), join(staging, 'starters', 'files'), { recursive: true });

// An installed copy has no @mui/icons-material; a site's icons are read from here instead.
writeFileSync(join(staging, 'material-icons.json'), JSON.stringify(materialIconTable()));

writeFileSync(join(staging, 'packed.json'), `${JSON.stringify({ digest }, null, 2)}\n`);
renameSync(staging, lib);
console.log(`Built lib/ for the package in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
