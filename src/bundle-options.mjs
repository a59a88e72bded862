// Plain JavaScript, not TypeScript: the command launcher (cli/run.mjs) reads
// it before anything can compile TypeScript.

/**
 * How the generator's code is bundled to run in plain Node, for the command
 * launcher (cli/run.mjs) and the workers (worker-bundle.ts).
 *
 * The libraries go into the bundle too. Loaded as they are, React, MUI and
 * Emotion are hundreds of files, each found, read and compiled on its own:
 * 0.25 s and 0.4 s of CPU in every thread that renders, against 0.07 s and
 * 0.1 s from the bundle. What stays outside is native code (sharp, esbuild),
 * and what loads only for some sites or commands, lazily (shiki for code,
 * Vite for island scripts).
 */
export const BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['sharp', 'esbuild', 'shiki', 'shiki/*', '@shikijs/*', 'vite', '@vitejs/*'],
  // React's CommonJS modules call require() for Node's own modules, which an ES module lacks.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'silent',
};

/**
 * What makes a bundle know the digest of the sources it was made from
 * (code-hash.ts sourceHash): reading every source file again to work it
 * out cost each command tens of milliseconds.
 */
export function digestDefine(digest) {
  return { BLOCKSITE_SOURCE_DIGEST: JSON.stringify(digest) };
}
