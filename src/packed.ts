import { join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { isPacked } from './source-digest.mjs';

/**
 * Whether this is a packed copy of blocksite (`npm pack`, installed in a
 * site's folder): its `prepack` step built under lib/ what this repository
 * makes on first use and keeps in the cache (the commands' bundle, the
 * workers, the editor's app, the island scripts, the starters), so an
 * installed copy needs neither its TypeScript sources nor a loader for them.
 */
export const PACKED = isPacked(PACKAGE_ROOT);

/** A path under the packed copy's lib/. */
export function packedPath(...parts: string[]): string {
  return join(PACKAGE_ROOT, 'lib', ...parts);
}
