import { createHash } from 'node:crypto';
import { readFileSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname } from 'node:path';
import { writeSiteFile } from '../../files/safe-files.js';
import { sameStamp, settled, stampOf } from '../../files/settled.js';

/** How long an outside save must stay unchanged before the editor reads it. */
const OUTSIDE_SETTLE_MS = 200;

/** The hash of a text, or of the bytes it was read from (the same for any file that is UTF-8). */
const hashOf = (content: string | Buffer) => createHash('sha256').update(content).digest('hex').slice(0, 16);

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
  /** The hash and size of the last content seen: the text itself is read when asked for, not kept (a large site's is tens of megabytes). */
  private lastHash: string;
  private lastSize: number;
  /** A look at the file in progress, and whether a change came in meanwhile. */
  private looking?: Promise<void>;
  private again = false;

  constructor(readonly path: string) {
    const bytes = readFileSync(this.path);
    this.lastHash = hashOf(bytes);
    this.lastSize = bytes.length;
  }

  read(): Disk {
    const { bytes, hash } = this.readBytes();
    return { hash, text: bytes.toString('utf8') };
  }

  /** The file as bytes, for a caller that sends it on without holding it as text too. */
  readBytes(): { bytes: Buffer; hash: string } {
    const bytes = readFileSync(this.path);
    return { bytes, hash: hashOf(bytes) };
  }

  /**
   * Writes the text if the file still holds what the editor loaded (`base`
   * is its hash), so an edit made elsewhere meanwhile is never overwritten;
   * otherwise returns what is on disk now. The write never follows a link
   * out of the site folder and never leaves half a file (files/safe-files.ts).
   */
  write(text: string, base: string): { ok: true; disk: Disk } | { ok: false; disk: Disk } {
    const hash = hashOf(readFileSync(this.path));
    if (hash !== base) return { ok: false, disk: this.read() };
    writeSiteFile(this.path, text);
    this.lastHash = hashOf(text);
    this.lastSize = Buffer.byteLength(text);
    return { ok: true, disk: { text, hash: this.lastHash } };
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
      const before = await settled(this.path, OUTSIDE_SETTLE_MS, this.lastSize);
      // Between an editor's delete and its rename; the rename reports again.
      if (!before) return;
      let read: ReturnType<SiteFile['readBytes']>;
      try {
        read = this.readBytes();
      } catch {
        return;
      }
      // Written again while it was read: look again.
      if (!sameStamp(before, stampOf(this.path))) continue;
      if (read.hash === this.lastHash) return;
      this.lastHash = read.hash;
      this.lastSize = read.bytes.length;
      const disk: Disk = { hash: read.hash, text: read.bytes.toString('utf8') };
      changed(disk);
      return;
    }
  }

  close(): void {
    this.watcher?.close();
  }
}
