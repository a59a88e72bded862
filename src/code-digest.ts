import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';
import { sourceDigest } from './source-digest.mjs';

/**
 * The code digest: one digest of blocksite's own code, its source, its
 * schemas, its compiler settings and the exact versions of its libraries
 * (worked out by source-digest.mjs, which the command launcher shares). It
 * keys every cache made from the code, and the validation memory.
 */
let code: string | undefined;
let output: string | undefined;

export function codeDigest(): string {
  // A bundle knows the digest of the code it was made from (bundle-options.mjs digestDefine); the sources work it out.
  code ??= typeof BLOCKSITE_SOURCE_DIGEST === 'string' ? BLOCKSITE_SOURCE_DIGEST : sourceDigest(join(PACKAGE_ROOT, '/'));
  return code;
}

/**
 * The code digest with the mode the code runs in, for what keys output
 * (pages, the feed, bundled islands and workers): React, MUI and Emotion
 * write different markup in development. Validation does not depend on
 * the mode, so the validation memory is keyed by codeDigest() alone, and
 * `npm run build` (in production) and `npm run validate` share it.
 */
export function outputDigest(): string {
  output ??= createHash('sha256')
    .update(codeDigest())
    .update(process.env.NODE_ENV ?? '')
    .digest('hex')
    .slice(0, 24);
  return output;
}

/** Set in a bundle, at bundling, to the digest of the sources it was made from; absent when run from the sources. */
declare const BLOCKSITE_SOURCE_DIGEST: string | undefined;
