import { createHash } from 'node:crypto';
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { writeSiteFile } from '../../files/safe-files.js';
import { sameStamp, settled, stampOf } from '../../files/settled.js';

/** How long an outside save must stay unchanged before the editor reads it. */
const OUTSIDE_SETTLE_MS = 200;

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

export interface Disk {
  text: string;
  hash: string;
}

/**
 * The one file the editor writes: the site file it was started with. No
 * request ever names a path; this object holds the only one.
 */
export class SiteFile {
  private watcher?: FSWatcher;
  private last: Disk;
  /** A look at the file in progress, and whether a change came in meanwhile. */
  private looking?: Promise<void>;
  private again = false;

  constructor(readonly path: string) {
    this.last = this.read();
  }

  read(): Disk {
    const text = readFileSync(this.path, 'utf8');
    return { text, hash: hashOf(text) };
  }

  current(): Disk {
    return this.last;
  }

  /**
   * Writes the text if the file still holds what the editor loaded (`base`
   * is its hash), so an edit made elsewhere meanwhile is never overwritten;
   * otherwise returns what is on disk now. The write never follows a link
   * out of the site folder and never leaves half a file (files/safe-files.ts).
   */
  write(text: string, base: string): { ok: true; disk: Disk } | { ok: false; disk: Disk } {
    const disk = this.read();
    if (disk.hash !== base) return { ok: false, disk };
    writeSiteFile(this.path, text);
    this.last = { text, hash: hashOf(text) };
    return { ok: true, disk: this.last };
  }

  /**
   * Calls back when the file's content changes on disk from outside the
   * editor. The folder is watched, not the file: editors that save by
   * writing a new file and renaming it would leave a file watch on the old
   * one. A file being written is read only once it has settled, and every
   * change event after a look starts another, so the last state is always
   * the one reported.
   */
  watch(changed: (disk: Disk) => void): void {
    const name = basename(this.path);
    this.watcher = watch(dirname(this.path), (_event, file) => {
      if (file !== null && file !== name) return;
      if (this.looking) {
        this.again = true;
        return;
      }
      this.looking = (async () => {
        do {
          this.again = false;
          await this.look(changed);
        } while (this.again);
      })().finally(() => (this.looking = undefined));
    });
  }

  private async look(changed: (disk: Disk) => void): Promise<void> {
    for (;;) {
      // Longer than the dev server waits: an outside change is no one's keystroke, and a writer paused on a busy machine is not taken as done.
      // Shorter than the version held is most likely a save in place caught part way: settled() waits longer for it.
      const before = await settled(this.path, OUTSIDE_SETTLE_MS, Buffer.byteLength(this.last.text));
      // Between an editor's delete and its rename; the rename reports again.
      if (!before) return;
      let disk: Disk;
      try {
        disk = this.read();
      } catch {
        return;
      }
      // Written again while it was read: look again.
      if (!sameStamp(before, stampOf(this.path))) continue;
      if (disk.hash === this.last.hash) return;
      this.last = disk;
      changed(disk);
      return;
    }
  }

  close(): void {
    this.watcher?.close();
  }
}
