import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

const RENDERERS = fileURLToPath(new URL('../renderers/', import.meta.url));

/**
 * Bundles the client module of each island the site uses, one build per
 * island, so each page loads exactly one small file per interactive block
 * type and no shared runtime. Returns island name → public script URL.
 */
export async function buildIslands(names: string[], outDir: string): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const name of names) {
    const result = (await build({
      configFile: false,
      logLevel: 'silent',
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
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
    urls.set(name, `/${entry.fileName}`);
  }
  return urls;
}
