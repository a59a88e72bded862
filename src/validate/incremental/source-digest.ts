/**
 * The digest of the text a value was read from, for values the incremental
 * validator read: a route's blocks, keyed by the blocks array itself. The
 * build's page inputs use it in place of hashing the blocks again, which at
 * 10,000 routes cost a quarter of a second per build. The digest covers the
 * whole route's text, so it changes whenever the blocks do (and sometimes
 * when they do not, which only renders a page needlessly).
 */
const digests = new WeakMap<object, string>();

export function noteSource(value: unknown, digest: string): void {
  if (value && typeof value === 'object') digests.set(value, digest);
}

export function sourceDigest(value: object): string | undefined {
  return digests.get(value);
}
