import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';

const ROOT = join(PACKAGE_ROOT, '/');

/**
 * A digest of everything that turns data into pages besides the data: the
 * generator's source, its schemas, and the exact versions of the libraries
 * it renders with (the lockfile). Any change to them rebuilds every page.
 */
let cached: string | undefined;

export function codeHash(): string {
  if (cached) return cached;
  const hash = createHash('sha256');
  const add = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path);
      else if (/\.(tsx?|mjs|json)$/.test(entry.name)) hash.update(path.slice(ROOT.length)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  add(join(ROOT, 'src'));
  add(join(ROOT, 'schemas'));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  // React, MUI and Emotion write different markup in development.
  hash.update(process.env.NODE_ENV ?? '');
  cached = hash.digest('hex').slice(0, 24);
  return cached;
}
