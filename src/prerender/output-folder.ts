import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import type { PageFile } from './incremental/build-cache.js';
import type { SwapFolder } from './incremental/plan.js';

/**
 * The folders a build writes in, beside the output folder (dist):
 *
 * - a new output is made in a private folder, `.dist-building-…`, and
 *   renamed over dist only when every page rendered;
 * - the output it replaces is kept as `.dist-spare`, with the pages the
 *   build cache records for it. The next build claims the swap folder as its
 *   private folder and brings it up to date, instead of making 10,000
 *   folders and links afresh: making the folders alone was most of a
 *   one-page rebuild.
 *
 * Kept pages are hard links shared between dist and the swap folder, so a page
 * rendered into a claimed swap is written over its file there only when
 * no other name links to it; a shared file is unlinked and written anew
 * (file-writer.ts). A clean build writes in the swap folder too.
 */
function swapOf(target: string): string {
  return join(dirname(target), `.${basename(target)}-spare`);
}

/**
 * Where files a build takes out of its folder go, to be deleted with the
 * old outputs in the background (swapInto). Deleting a page file that no
 * other output shares frees its blocks, which on a disk mounted with
 * discard is slow, and adds up over the pages of a swap that a change of
 * code left stale. Moving it aside is a rename.
 */
export const trashOf = (dir: string) => `${dir}-dropped-old`;

/** A new private folder for a build, unique even for two builds of one process. */
function privateFolder(target: string): string {
  return join(dirname(target), `.${basename(target)}-building-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * Takes the swap folder as this build's private folder, when there is one and no
 * other build took it first; undefined otherwise. Done before validating, so
 * the swap folder is cleared (disk-check.ts) while the file is read.
 */
export function claimSwap(target: string): string | undefined {
  const dir = privateFolder(target);
  try {
    renameSync(swapOf(target), dir);
    return dir;
  } catch {
    // No swap (a first rebuild, or dist was replaced by hand), or another build claimed it.
    return undefined;
  }
}

/** Gives back a claimed swap that a build did not use (the file had problems): the next build writes in it. */
export function releaseSwap(dir: string, target: string): void {
  try {
    renameSync(dir, swapOf(target));
  } catch {
    // Another build made a swap folder meanwhile: this one goes.
    discard(dir);
  }
}

/** A new, empty private folder for a build with no swap to write in. */
export function newFolder(target: string): string {
  const dir = privateFolder(target);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A claimed swap, cleared of everything but recorded page files
 * (disk-check.ts): pages that may be kept where they are.
 */
export class Claimed implements SwapFolder {
  /** Folders something was deleted from, for removing the ones left empty. */
  private readonly emptied: Set<string>;

  constructor(
    readonly dir: string,
    readonly pages: Record<string, PageFile>,
    emptied: string[],
  ) {
    this.emptied = new Set(emptied);
  }

  /** Removes the recorded pages but these: the ones kept where they are and the ones to be written over. */
  dropAllBut(staying: ReadonlySet<string>): void {
    for (const page of Object.keys(this.pages)) {
      const file = join(this.dir, page);
      if (!staying.has(page) && existsSync(file)) this.remove(file);
    }
  }

  private dropped = 0;

  private remove(file: string): void {
    const trash = trashOf(this.dir);
    if (this.dropped === 0) mkdirSync(trash, { recursive: true });
    renameSync(file, join(trash, `page-${this.dropped++}`));
    this.emptied.add(dirname(file));
  }

  /** Removes the folders left empty, deepest first, as a clean build would not have them. */
  removeEmptyFolders(): void {
    const folders = new Set<string>();
    for (let folder of this.emptied) {
      while (folder.startsWith(this.dir + sep) && !folders.has(folder)) {
        folders.add(folder);
        folder = dirname(folder);
      }
    }
    for (const folder of [...folders].sort((a, b) => b.length - a.length)) {
      try {
        rmdirSync(folder);
      } catch {
        // Not empty: a page or a file was written into it again.
      }
    }
  }
}

/**
 * Links kept pages from the last output into the new one, with one mkdir
 * per folder. (Making the links many at a time on libuv's threads measured
 * slower here, not faster: the file system, not the calls, sets the pace.)
 */
export function linkFrom(target: string, files: string[], into: string): void {
  const folders = new Set<string>();
  for (const file of files) {
    const folder = dirname(join(into, file));
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    linkSync(join(target, file), join(into, file));
  }
}

/**
 * Puts the finished build in place in two renames. The output it replaces
 * becomes the swap folder when the build cache records its pages (keepSwap), and
 * is deleted otherwise, by a detached process: at 10,000 pages the deletion
 * took seconds, which every build used to wait for. Swap folders and outputs that
 * a deletion never finished (the machine stopped) go with it.
 */
export function swapInto(dir: string, target: string, keepSwap: boolean): void {
  const trash = `${dir}-old`;
  const swap = swapOf(target);
  if (existsSync(swap)) renameSync(swap, `${trash}-spare`);
  if (existsSync(target)) renameSync(target, keepSwap ? swap : trash);
  renameSync(dir, target);
  const prefix = `.${basename(target)}-building-`;
  const old = readdirSync(dirname(target)).filter((name) => name.startsWith(prefix) && /-old(-spare)?$/.test(name));
  if (old.length > 0) removeDetached(old.map((name) => join(dirname(target), name)));
}

/** Deletes a folder the build gave up, without waiting for it. */
export function discard(dir: string): void {
  const trash = `${dir}-old`;
  renameSync(dir, trash);
  removeDetached([trash]);
}

function removeDetached(dirs: string[]) {
  const script = 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  const child = spawn(process.execPath, ['-e', script, ...dirs], { detached: true, stdio: 'ignore' });
  child.unref();
  // At the lowest priority, which lowers its disk priority too: a one-page rebuild right after a clean build, while
  // this deletes the pages it replaced, was measured quicker so.
  try {
    if (child.pid !== undefined) setPriority(child.pid, 19);
  } catch {
    // Not allowed here: it deletes at the usual priority.
  }
}
