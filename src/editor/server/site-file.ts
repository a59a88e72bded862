import { createHash } from 'node:crypto';
import { readFileSync, renameSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { basename, dirname, join } from 'node:path';

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
   * otherwise returns what is on disk now. The write is atomic: a temporary
   * file in the same folder, then a rename, so a crash never leaves half a
   * file.
   */
  write(text: string, base: string): { ok: true; disk: Disk } | { ok: false; disk: Disk } {
    const disk = this.read();
    if (disk.hash !== base) return { ok: false, disk };
    const temporary = join(dirname(this.path), `.${basename(this.path)}.${process.pid}.editing`);
    writeFileSync(temporary, text);
    renameSync(temporary, this.path);
    this.last = { text, hash: hashOf(text) };
    return { ok: true, disk: this.last };
  }

  /**
   * Calls back when the file's content changes on disk from outside the
   * editor. The folder is watched, not the file: editors that save by
   * writing a new file and renaming it would leave a file watch on the old
   * one.
   */
  watch(changed: (disk: Disk) => void): void {
    const name = basename(this.path);
    this.watcher = watch(dirname(this.path), (_event, file) => {
      if (file !== null && file !== name) return;
      let disk: Disk;
      try {
        disk = this.read();
      } catch {
        return; // Between an editor's delete and its rename; the rename reports again.
      }
      if (disk.hash === this.last.hash) return;
      this.last = disk;
      changed(disk);
    });
  }

  close(): void {
    this.watcher?.close();
  }
}
