import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import type { PageScript } from './html-document.js';

const RENDERERS = fileURLToPath(new URL('../renderers/', import.meta.url));

/**
 * Islands up to this size go into the page itself, as Vite does with small
 * assets: an external script is one more request before the page settles,
 * and in Lighthouse's simulation even a deferred module in the head held
 * /faq's first paint back by a round trip (LCP 1.11× its no-JS twin; inline,
 * 1.00×). A larger island is a hashed file that browsers cache across pages.
 */
export const INLINE_LIMIT = 4096;

/**
 * Bundles the client module of each island the site uses, one build per
 * island, so each page carries exactly the code of its interactive block
 * types and no shared runtime. Returns island name → how pages load it.
 */
export async function buildIslands(names: string[], outDir: string, inlineLimit = INLINE_LIMIT): Promise<Map<string, PageScript>> {
  const scripts = new Map<string, PageScript>();
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
          input: { [name]: `${RENDERERS}${name}.client.ts` },
          output: { entryFileNames: 'assets/[name]-[hash].js' },
        },
      },
    })) as Rollup.RollupOutput;
    const entry = result.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry);
    if (!entry) throw new Error(`island '${name}' produced no script`);
    if (Buffer.byteLength(entry.code) <= inlineLimit) {
      scripts.set(name, { inline: entry.code });
    } else {
      const file = join(outDir, entry.fileName);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, entry.code);
      scripts.set(name, { src: `/${entry.fileName}` });
    }
  }
  return scripts;
}
