// Plain JavaScript, not TypeScript: the command launcher (cli/run.mjs) reads
// it before anything can compile TypeScript.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A digest of the generator's own code as it stands in `root`: its source,
 * its schemas, the compiler settings that turn the source into JavaScript,
 * and the exact versions of the libraries it runs on (the lockfile).
 */
export function sourceDigest(root) {
  if (isPacked(root)) return packedDigest(root, join(root, 'lib', 'packed.json'));
  const hash = createHash('sha256');
  const add = (dir) => {
    // Names in code-unit order: localeCompare starts ICU's collator, which every command would pay for.
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) add(path);
      else if (/\.(tsx?|mjs|json)$/.test(entry.name)) hash.update(path.slice(root.length)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  add(join(root, 'src'));
  add(join(root, 'schemas'));
  for (const file of ['tsconfig.json', 'package-lock.json']) hash.update(readFileSync(join(root, file))).update('\0');
  return hash.digest('hex').slice(0, 24);
}

/**
 * Whether the blocksite in `root` is a packed copy: lib/ holds what `npm pack` built (scripts/prepack.ts)
 * and the sources' compiler settings are not there. This repository has lib/ only while it packs, and
 * keeps running from its sources meanwhile.
 */
export function isPacked(root) {
  return existsSync(join(root, 'lib', 'packed.json')) && !existsSync(join(root, 'tsconfig.json'));
}

/** Libraries a packed copy loads from the site's node_modules rather than from its bundle (bundle-options.mjs). */
const OUTSIDE = ['shiki', 'sharp', 'vite', 'ajv', 'ajv-formats'];

/**
 * A packed copy's digest: the one its sources had when it was packed
 * (scripts/prepack.ts wrote it), and the versions of the libraries it
 * finds installed beside it, which a site's `npm install` may change.
 */
function packedDigest(root, packed) {
  const hash = createHash('sha256').update(JSON.parse(readFileSync(packed, 'utf8')).digest);
  const require = createRequire(join(root, 'package.json'));
  for (const name of OUTSIDE) hash.update(`${name}@${installedVersion(require, name)}\0`);
  return hash.digest('hex').slice(0, 24);
}

/** A library's version, from the package.json above its entry (not every library exports its package.json). */
function installedVersion(require, name) {
  try {
    for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
      const file = join(dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      if (manifest.name === name) return manifest.version;
    }
  } catch {
    // Not installed: the digest says so.
  }
  return 'missing';
}
