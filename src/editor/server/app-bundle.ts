import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Rollup } from 'vite';
import { cacheDir } from '../../cache-dir.js';
import { publishFolder } from '../../cache-folder.mjs';
import { PACKAGE_ROOT } from '../../package-root.js';
import { PACKED, packedPath } from '../../packed.js';
import { codeDigest } from '../../code-digest.js';

/** Bundled editor apps, one folder per version of blocksite's code. */
const CACHE_DIR = cacheDir('editor');
const ENTRIES = { editor: 'src/editor/app/main.tsx', frame: 'src/editor/frame/frame-script.ts' };

export interface EditorApp {
  /** The folder whose assets/ the server serves. */
  dir: string;
  /** The editor app's script, as a path under dir ('assets/editor-<hash>.js'). */
  script: string;
  /** The preview frame's script, as a classic script for the frame's one inline <script>. */
  frameScript: string;
}

/**
 * The editor app, bundled for the browser once per version of the code and
 * kept under node_modules/.cache. Served from source through Vite's dev
 * server instead, the editor made the browser fetch about 90 modules, each
 * compiled on request, before it could draw. The bundle is made on the first
 * start after the code changes.
 */
export async function editorApp(): Promise<EditorApp> {
  // A packed copy has it bundled already (scripts/prepack.ts).
  const dir = PACKED ? packedPath('editor') : join(CACHE_DIR, codeDigest());
  const index = join(dir, 'app.json');
  if (!existsSync(index)) await bundleEditorApp(dir);
  const { script, frame } = JSON.parse(readFileSync(index, 'utf8')) as { script: string; frame: string };
  return { dir, script, frameScript: readFileSync(join(dir, frame), 'utf8') };
}

/** Bundles the editor app into `dir`, whole or not at all. */
export async function bundleEditorApp(dir: string): Promise<void> {
  // Vite loads only when there is a bundle to make.
  const { build } = await import('vite');
  const result = (await build({
    configFile: false,
    root: PACKAGE_ROOT,
    logLevel: 'silent',
    publicDir: false,
    // React and MUI without their development checks, whatever the shell has set.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      modulePreload: false,
      target: 'es2022',
      rollupOptions: {
        input: Object.fromEntries(Object.entries(ENTRIES).map(([name, path]) => [name, join(PACKAGE_ROOT, path)])),
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  })) as Rollup.RollupOutput;
  const entry = (name: string) => {
    const chunk = result.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk' && o.isEntry && o.name === name);
    if (!chunk) throw new Error(`the editor's ${name} script did not bundle`);
    return chunk;
  };
  // The frame's script runs as the one inline script its policy allows, so it may import nothing.
  if (entry('frame').imports.length > 0) throw new Error('the preview frame script imports other modules; it must stand alone');
  // Written beside the final folder and renamed into place whole: two editors starting at once each make a copy.
  const temporary = `${dir}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  for (const file of result.output) {
    const path = join(temporary, file.fileName);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.type === 'chunk' ? file.code : file.source);
  }
  writeFileSync(join(temporary, 'app.json'), JSON.stringify({ script: entry('editor').fileName, frame: entry('frame').fileName }));
  // A bundle older code made stays an hour, for an editor still serving it.
  publishFolder(temporary, dir, dirname(dir));
}
