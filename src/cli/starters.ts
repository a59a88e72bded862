import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';
import { PACKED, packedPath } from '../packed.js';

/** The sites `blocksite new --from` starts from; the first is the default. */
export const STARTER_NAMES = ['blank', 'bakery', 'clinic', 'docs'] as const;
export type Starter = (typeof STARTER_NAMES)[number];

/**
 * Where each starter's site lives in this repository. The clinic and the
 * documentation site are the fixture sites themselves, so every starter is
 * built, served and visited by the same tests as the fixtures; the bakery is
 * the README's. A packed copy has each under lib/starters/<name>.
 */
export const STARTER_SOURCES: Record<Starter, string> = {
  blank: 'starters/blank',
  bakery: 'starters/bakery',
  clinic: 'tests/fixtures/sites/clinic',
  docs: 'tests/fixtures/sites/docs',
};

/** The files every new site gets besides its site (README, package.json, CI, the hook). */
export const STARTER_FILES = 'starters/files';

/** A starter's folder: in the packed copy when this is one, else in the repository. */
export function starterDir(name: Starter): string {
  return PACKED ? packedPath('starters', name) : join(PACKAGE_ROOT, STARTER_SOURCES[name]);
}

/** The folder of the files every new site gets. */
export function starterFilesDir(): string {
  return PACKED ? packedPath('starters', 'files') : join(PACKAGE_ROOT, STARTER_FILES);
}
