// Plain JavaScript, not TypeScript: the command launcher (cli/run.mjs) uses
// it before anything can compile TypeScript.
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A folder older code made is deleted only once nothing could still be running from it. */
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Renames a folder made whole beside `folder` into place, so a reader sees
 * all of it or none. Another process may have put the same folder there
 * meanwhile; either copy will do. Then deletes the other folders in its
 * cache folder, made by older code, once they are an hour old.
 */
export function publishFolder(temporary, folder, cache) {
  try {
    renameSync(temporary, folder);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!existsSync(folder)) throw error;
  }
  for (const name of readdirSync(cache)) {
    const path = join(cache, name);
    if (path !== folder && !name.endsWith('.tmp') && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
}
