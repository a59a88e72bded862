import type { BuildOptions } from 'esbuild';

/** See bundle-options.mjs. */
export const BUNDLE_OPTIONS: BuildOptions;
