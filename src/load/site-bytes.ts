import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { sameStamp, type Stamp } from '../files/settled.js';

/**
 * A site file's bytes, read in blocks of whole lines, with any stretch of
 * them decoded as text on demand. A file read as one string costs a string
 * of once or twice its size (two bytes a character once one character is
 * not Latin-1), and on a virtual machine every fresh page of memory costs a
 * fault: reading a 10,000-route file that way took many times as long as
 * reading it in blocks (bench/results.md). The incremental validator cuts
 * the file into routes from the blocks, and decodes only the routes it has
 * not read before.
 */
export interface SiteBytes {
  readonly size: number;
  /** Calls visit with the bytes from the start, a block at a time; each block but the last ends with a newline. */
  blocks(visit: (block: Buffer, offset: number) => void): void;
  /** The bytes of [start, end). */
  slice(start: number, end: number): Buffer;
}

/** Blocks of a megabyte: one read per megabyte of the file rather than one per line, and one buffer, read into again and again. */
const BLOCK = 1024 * 1024;

/** The bytes of a file, read as they are asked for through one descriptor, so a file replaced meanwhile is still read as it was. */
export class FileBytes implements SiteBytes {
  readonly size: number;
  /** The version of the file read: a read after close() refuses another one. */
  readonly stamp: Stamp;
  private fd: number | undefined;

  constructor(
    private readonly path: string,
    private readonly blockSize = BLOCK,
  ) {
    const fd = openSync(path, 'r');
    const stat = fstatSync(fd);
    if (!stat.isFile()) {
      closeSync(fd);
      // The codes the loader words its message by: a folder opens for reading on Linux, so the open alone does not say.
      throw Object.assign(new Error(`${path} is not a file`), { code: stat.isDirectory() ? 'EISDIR' : 'ENOTFILE' });
    }
    this.fd = fd;
    this.size = stat.size;
    this.stamp = { size: stat.size, mtimeMs: stat.mtimeMs, ino: stat.ino };
  }

  blocks(visit: (block: Buffer, offset: number) => void): void {
    let buffer = Buffer.allocUnsafe(this.blockSize);
    let held = 0;
    let offset = 0;
    for (;;) {
      const read = readSync(this.descriptor(), buffer, held, buffer.length - held, offset + held);
      const filled = held + read;
      if (read === 0 || offset + filled >= this.size) {
        if (filled > 0) visit(buffer.subarray(0, filled), offset);
        return;
      }
      const end = buffer.lastIndexOf(10, filled - 1) + 1;
      if (end === 0) {
        // A line longer than the block: read on into a larger one.
        const larger = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(larger, 0, 0, filled);
        buffer = larger;
        held = filled;
        continue;
      }
      visit(buffer.subarray(0, end), offset);
      buffer.copy(buffer, 0, end, filled);
      held = filled - end;
      offset += end;
    }
  }

  slice(start: number, end: number): Buffer {
    return readAt(this.descriptor(), start, end);
  }

  /**
   * The open descriptor the bytes are read through. Threads of the process
   * share it: a worker reads the same file with it, even after the path
   * names another one.
   */
  descriptor(): number {
    if (this.fd === undefined) {
      const fd = openSync(this.path, 'r');
      const { size, mtimeMs, ino } = fstatSync(fd);
      // Offsets into another version of the file would read parts of the wrong routes.
      if (!sameStamp(this.stamp, { size, mtimeMs, ino })) {
        closeSync(fd);
        throw new Error(`${this.path} changed while it was being read; run the command again`);
      }
      this.fd = fd;
    }
    return this.fd;
  }

  /** Lets go of the descriptor; a later read opens the file again by its path. */
  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** The bytes of [start, end) of an open file, fewer if it ends first. */
export function readAt(fd: number, start: number, end: number): Buffer {
  const bytes = Buffer.allocUnsafe(end - start);
  let at = 0;
  while (at < bytes.length) {
    const read = readSync(fd, bytes, at, bytes.length - at, start + at);
    if (read === 0) return bytes.subarray(0, at);
    at += read;
  }
  return bytes;
}

/** Bytes already in memory: the dev server's last read, or an editor's text. */
export class BufferBytes implements SiteBytes {
  constructor(
    readonly bytes: Buffer,
    private readonly blockSize = BLOCK,
  ) {}

  get size(): number {
    return this.bytes.length;
  }

  blocks(visit: (block: Buffer, offset: number) => void): void {
    const { bytes } = this;
    let offset = 0;
    while (offset < bytes.length) {
      const size = this.blockSize;
      let end = offset + size >= bytes.length ? bytes.length : bytes.lastIndexOf(10, offset + size - 1) + 1;
      if (end <= offset) end = bytes.indexOf(10, offset + size) + 1 || bytes.length;
      visit(bytes.subarray(offset, end), offset);
      offset = end;
    }
  }

  slice(start: number, end: number): Buffer {
    return this.bytes.subarray(start, end);
  }

  static of(text: string, blockSize = BLOCK): BufferBytes {
    return new BufferBytes(Buffer.from(text, 'utf8'), blockSize);
  }
}

/**
 * Reads a whole file into one of two buffers kept for it, in turn, so a
 * long-lived process (the dev server) reads every save into memory it has
 * already touched, and the last version stays intact beside the new one.
 */
export class AlternatingReader {
  private buffers: [Buffer, Buffer] = [Buffer.alloc(0), Buffer.alloc(0)];
  private turn = 0;

  read(path: string): BufferBytes {
    const fd = openSync(path, 'r');
    try {
      this.turn ^= 1;
      let buffer = this.buffers[this.turn];
      let size = 0;
      for (;;) {
        // A file that grows while it is read is read to its end.
        const wanted = Math.max(fstatSync(fd).size, size) + 1;
        if (buffer.length < wanted) {
          const larger = Buffer.allocUnsafe(Math.ceil(wanted * 1.25));
          buffer.copy(larger, 0, 0, size);
          this.buffers[this.turn] = buffer = larger;
        }
        const read = readSync(fd, buffer, size, buffer.length - size, size);
        if (read === 0) break;
        size += read;
      }
      return new BufferBytes(buffer.subarray(0, size));
    } finally {
      closeSync(fd);
    }
  }
}
