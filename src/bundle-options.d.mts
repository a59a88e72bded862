import type { BuildOptions } from 'esbuild';

/** See bundle-options.mjs. */
export const BUNDLE_OPTIONS: BuildOptions;
/** See bundle-options.mjs. */
export const COMMAND_FILES: Record<string, string>;
/** See bundle-options.mjs. */
export function bundleCommands(root: string, outdir: string, digest?: string): Promise<void>;
/** See bundle-options.mjs. */
export function digestDefine(digest: string): Record<string, string>;
