import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { ISLAND_TYPES } from '../renderers/registry.js';
import type { IslandScript } from './island-files.js';
import { PACKAGE_ROOT } from '../package-root.js';

const RENDERERS = join(PACKAGE_ROOT, 'src', 'renderers', '/');

/**
 * Islands up to this size go into the page itself, as Vite does with small
 * assets: an external script is one more request before the page settles,
 * and in Lighthouse's simulation even a deferred module in the head held
 * a page's first paint back by a round trip, which inline it does not. A
 * larger island is a hashed file that browsers cache across pages.
 */
export const INLINE_LIMIT = 4096;

/**
 * Bundles the client module of every island block type (its folder's
 * client.ts), one build per island, so each page carries exactly the code of its interactive
 * block types and no shared runtime. Returns island name → script. They are
 * bundled before the pages are known (with workers, while the main thread
 * validates); writeIslandFiles keeps only the ones pages use.
 */
export async function buildIslands(names = ISLAND_TYPES, inlineLimit = INLINE_LIMIT): Promise<Map<string, IslandScript>> {
  const scripts = new Map<string, IslandScript>();
  for (const name of names) {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      build: {
        write: false,
        modulePreload: false,
        target: 'es2022',
        rollupOptions: {
          input: { [name]: `${RENDERERS}${name}/client.ts` },
          output: { entryFileNames: 'assets/[name]-[hash].js' },
        },
      },
    })) as Rollup.RollupOutput;
    const entry = result.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
    if (!entry) throw new Error(`island '${name}' produced no script`);
    scripts.set(name, Buffer.byteLength(entry.code) <= inlineLimit ? { inline: entry.code } : { src: `/${entry.fileName}`, code: entry.code });
  }
  return scripts;
}
