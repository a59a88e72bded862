// Plain JavaScript, not TypeScript: the command launcher (cli/run.mjs) reads
// it before anything can compile TypeScript.

/**
 * How the generator's code is bundled to run in plain Node, for the command
 * launcher (cli/run.mjs) and the workers (worker-bundle.ts).
 *
 * The libraries go into the bundle too. Loaded as they are, React, MUI and
 * Emotion are hundreds of files, each found, read and compiled on its own,
 * several times the CPU the bundle takes in every thread that renders.
 * What stays outside is native code (sharp, esbuild),
 * what loads only for some sites or commands, lazily (shiki for code, Vite
 * for island scripts), and tinypool, which starts each worker from a file
 * of its own package.
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['sharp', 'esbuild', 'shiki', 'shiki/*', '@shikijs/*', 'vite', '@vitejs/*', 'tinypool'],
  // React's CommonJS modules call require() for Node's own modules, which an ES module lacks.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'silent',
};

/** The commands `blocksite` runs, by name, and the file under src/cli/ of each. */
export const COMMAND_FILES = {
  validate: 'validate',
  build: 'build',
  dev: 'dev',
  serve: 'serve',
  edit: 'edit',
  new: 'new',
  'gen:schema': 'gen-schema',
  migrate: 'migrate',
};

/**
 * Modules bundled beside the commands, by the name of their file there:
 * `blocksite --help` and mistakes in the command's name (help), a worker
 * the commands start, made here rather than on its first use (worker-bundle.ts),
 * which held up the first validation of a large file, and the dev
 * server's renderer, which a packed copy loads from here (dev/site-dev-plugin.ts).
 */
const BESIDE = {
  help: 'cli/help.ts',
  'route-reader': 'validate/incremental/route-reader.ts',
  'disk-check-thread': 'prerender/incremental/disk-check-thread.ts',
  'dev-render': 'dev/dev-render.tsx',
};

/**
 * Bundles every command of the code under `root` into `outdir`, one module
 * per command and shared chunks: the cache's copy (cli/run.mjs) and the
 * packed one (scripts/prepack.ts) are made alike. Throws esbuild's error.
 * With `digest`, the bundle knows it as the digest of its sources
 * (digestDefine); a packed copy's is worked out where it is installed
 * (source-digest.mjs), since the libraries it loads from there count too.
 */
export async function bundleCommands(root, outdir, digest) {
  const { build } = await import('esbuild');
  const src = (path) => `${root.replace(/\/?$/, '/')}src/${path}`;
  await build({
    ...BUNDLE_OPTIONS,
    ...(digest && { define: digestDefine(digest) }),
    entryPoints: [
      ...[...new Set(Object.values(COMMAND_FILES))].map((name) => ({ in: src(`cli/${name}.ts`), out: name })),
      ...Object.entries(BESIDE).map(([out, path]) => ({ in: src(path), out })),
    ],
    // Code behind a dynamic import stays behind it: build.ts sets NODE_ENV
    // before React loads, which one flat file would load first.
    splitting: true,
    outdir,
    outExtension: { '.js': '.mjs' },
  });
}

/**
 * What makes a bundle know the digest of the sources it was made from
 * (code-digest.ts codeDigest): reading every source file again to work it
 * out cost each command tens of milliseconds.
 */
export function digestDefine(digest) {
  return { BLOCKSITE_SOURCE_DIGEST: JSON.stringify(digest) };
}
