import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { sourceDigest } from './source-digest.mjs';

/**
 * A digest of everything that turns data into pages besides the data: the
 * generator's source, its schemas, and the exact versions of the libraries
 * it renders with (the lockfile). Any change to them rebuilds every page.
 */
let cached: string | undefined;
let source: string | undefined;

export function codeHash(): string {
  // React, MUI and Emotion write different markup in development.
  cached ??= createHash('sha256')
    .update(sourceHash())
    .update(process.env.NODE_ENV ?? '')
    .digest('hex')
    .slice(0, 24);
  return cached;
}

/**
 * The digest of the generator's code alone, for what does not render: the
 * validation memory. Keyed by codeHash(), which `npm run build` computes in
 * production and `npm run validate` does not, each command threw away the
 * memory the other had left, and validated a 10,000-route file from nothing.
 */
export function sourceHash(): string {
  // A bundle knows the digest of the code it was made from (bundle-options.mjs digestDefine); the sources work it out.
  source ??= typeof BLOCKSITE_SOURCE_DIGEST === 'string' ? BLOCKSITE_SOURCE_DIGEST : sourceDigest(join(PACKAGE_ROOT, '/'));
  return source;
}

/** Set in a bundle, at bundling, to the digest of the sources it was made from; absent when run from the sources. */
declare const BLOCKSITE_SOURCE_DIGEST: string | undefined;
