/**
 * Every read of a site's own files (pictures, fonts) and every write blocksite
 * makes (the site file, site.schema.json, caches, the output) goes through
 * here. A site folder may come from someone else's pull request, so it may
 * hold symbolic links planted to reach the owner's other files: a picture
 * that is a link to ~/.ssh/id_rsa, a site.schema.json that is a link to
 * ~/.bashrc, a temporary name a save would use. So:
 * - a read takes the file's real path and refuses it outside its folder;
 * - a write never follows a link: it writes a temporary file made new
 *   (exclusive create, a random name) in the same folder, flushes it to the
 *   disk, keeps the old file's mode, and renames it over the name, which
 *   replaces a link rather than writing where it leads. Only the site file
 *   itself is written through its link, and only to a target inside the site
 *   folder (writeSiteFile).
 */
import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, lstatSync, openSync, readFileSync, realpathSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';

/** A read or write refused because it would leave its folder or follow a link out of it; the message says what to do. */
export class FileRefused extends Error {
  override name = 'FileRefused';
}

/** The real path of a folder, or the folder as given when it does not exist yet. */
function realFolder(folder: string): string {
  try {
    return realpathSync(folder);
  } catch {
    return resolve(folder);
  }
}

/** True when `path` is `folder` itself or lies under it (both absolute, both real). */
export function isWithin(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The real path of `name` (a path relative to `folder`, as a site file
 * writes it), when the file exists and its real path, every link followed,
 * is inside the folder's real path. `outside` when '..' or a link leads out,
 * `missing` when there is no such file.
 */
export function resolveInside(folder: string, name: string): { path: string } | { refused: 'outside' | 'missing' } {
  const base = realFolder(folder);
  const asked = resolve(base, name);
  if (!isWithin(base, asked)) return { refused: 'outside' };
  let real: string;
  try {
    real = realpathSync(asked);
  } catch {
    return { refused: 'missing' };
  }
  return isWithin(base, real) ? { path: real } : { refused: 'outside' };
}

/** The bytes of a file inside a folder; throws FileRefused for one outside it (through '..' or a link), and the usual error for one missing. */
export function readInside(folder: string, name: string): Buffer {
  const found = resolveInside(folder, name);
  if ('refused' in found && found.refused === 'outside')
    throw new FileRefused(`'${name}' leads outside ${basename(folder)}/ (through '..' or a symbolic link); only files inside it are read`);
  return readFileSync('path' in found ? found.path : resolve(folder, name));
}

export interface WriteOptions {
  /** Folders the file may be written in (by real path): the site folder, the cache or the output folder. */
  within: string[];
  /**
   * Flush the file to the disk before the rename (the default). A build's
   * output files skip it: the output is made in a folder of its own and
   * swapped in whole, and a flush per file would cost more than the build.
   */
  sync?: boolean;
}

/**
 * Writes a file whole or not at all, never through a link. The folder it is
 * written in must be, by its real path, inside one of `within`. A link at
 * the name is replaced by the new file, not followed; an existing file keeps
 * its mode (a 600 file stays 600).
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: WriteOptions): void {
  const folder = realFolder(dirname(resolve(path)));
  if (!options.within.some((allowed) => isWithin(realFolder(allowed), folder)))
    throw new FileRefused(`${path} is outside the folders blocksite writes in (${options.within.join(', ')}); a symbolic link may lead there`);
  const target = join(folder, basename(path));
  let mode: number | undefined;
  try {
    const stat = lstatSync(target);
    if (stat.isFile()) mode = stat.mode & 0o7777;
    else if (stat.isDirectory()) throw new FileRefused(`${path} is a folder; move it away and try again`);
  } catch (error) {
    if (error instanceof FileRefused) throw error;
  }
  replaceWith(target, data, mode, options.sync ?? true);
}

/**
 * Writes the site file the owner edits. When it is a symbolic link, the file
 * it leads to is written, in the same way (a new file renamed over it), but
 * only when that file is inside the site folder: a link planted to lead
 * elsewhere is refused with where it leads.
 */
export function writeSiteFile(path: string, data: string | Uint8Array): void {
  const siteFolder = realFolder(dirname(resolve(path)));
  let target = join(siteFolder, basename(path));
  if (lstatSync(target, { throwIfNoEntry: false })?.isSymbolicLink()) {
    let real: string;
    try {
      real = realpathSync(target);
    } catch {
      throw new FileRefused(`${basename(path)} is a symbolic link to a file that does not exist; replace the link with the file`);
    }
    if (!isWithin(siteFolder, real))
      throw new FileRefused(
        `${basename(path)} is a symbolic link to ${real}, outside the site folder; the editor writes only inside it, so replace the link with the file itself`,
      );
    target = real;
  }
  writeFileAtomic(target, data, { within: [siteFolder] });
}

function replaceWith(target: string, data: string | Uint8Array, mode: number | undefined, sync: boolean): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  // A name no one can plant a link at in advance, and exclusive create ('wx'), which fails on any existing name, a link included.
  const temporary = join(dirname(target), `.${basename(target)}.${randomBytes(9).toString('base64url')}.tmp`);
  const fd = openSync(temporary, 'wx', mode ?? 0o666);
  try {
    try {
      // The mode as it was, whatever the umask says.
      if (mode !== undefined) fchmodSync(fd, mode);
      let written = 0;
      while (written < bytes.length) written += writeSync(fd, bytes, written, bytes.length - written);
      // On the disk before the rename, so a crash leaves the old file or the new one, never an empty one.
      if (sync) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, target);
  } catch (error) {
    try {
      unlinkSync(temporary);
    } catch {
      // Already renamed, or never made.
    }
    throw error;
  }
  if (sync) syncFolder(dirname(target));
}

/** Flushes a folder's entries, so the rename itself survives a crash. */
function syncFolder(folder: string): void {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems cannot sync a folder; the rename is still atomic.
  }
}
