import type { BuildOptions } from 'esbuild';

/** See bundle-options.mjs. */
export const BUNDLE_OPTIONS: BuildOptions;

/** See bundle-options.mjs. */
export function digestDefine(digest: string): Record<string, string>;
