import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../package-root.js';
import { sourceDigest } from '../../source-digest.mjs';

/**
 * A digest of everything that turns data into pages besides the data: the
 * generator's source, its schemas, and the exact versions of the libraries
 * it renders with (the lockfile). Any change to them rebuilds every page.
 */
let cached: string | undefined;

export function codeHash(): string {
  // React, MUI and Emotion write different markup in development.
  cached ??= createHash('sha256')
    .update(sourceDigest(join(PACKAGE_ROOT, '/')))
    .update(process.env.NODE_ENV ?? '')
    .digest('hex')
    .slice(0, 24);
  return cached;
}
