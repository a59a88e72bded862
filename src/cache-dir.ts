import { fileURLToPath } from 'node:url';

/**
 * Where blocksite keeps what it can compute again (compiled validators, the
 * last validation, the build manifest, resized pictures): node_modules/.cache
 * of this package, the usual place, which `npm ci` clears. It is found from
 * this file rather than the working folder, so a command run from elsewhere
 * neither scatters caches nor misses them.
 */
export function cacheDir(name: string): string {
  return fileURLToPath(new URL(`../node_modules/.cache/blocksite/${name}`, import.meta.url));
}
