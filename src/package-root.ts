import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * blocksite's own folder (package.json, src/, schemas/), found upward from
 * this module rather than at a fixed distance from it: the render workers
 * run this code bundled into one file under node_modules/.cache
 * (worker-bundle.ts), where relative paths would lead elsewhere.
 */
export const PACKAGE_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

function findRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'schemas'))) return dir;
    if (dirname(dir) === dir) throw new Error(`blocksite's package folder (package.json beside schemas/) is not above ${start}`);
  }
}
