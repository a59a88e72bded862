/** See source-digest.mjs. `root` ends with a path separator. */
export function sourceDigest(root: string): string;
/** See source-digest.mjs. */
export function isPacked(root: string): boolean;
