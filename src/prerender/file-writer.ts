import { closeSync, constants, fstatSync, ftruncateSync, mkdir, mkdirSync, openSync, unlinkSync, writeFile, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

/** How one file is written. */
export interface WriteOptions {
  /**
   * The file may exist already, in a claimed swap folder (output-folder.ts):
   * a file with no other link is written over, which is much quicker than
   * making a new one with its folder; one shared with the live output by a
   * hard link is unlinked first, so that output never changes.
   */
  inPlace?: boolean;
  /**
   * A new file (not in place) is handed to libuv's threads rather than
   * written here: for a thread that renders alone, whose build leaves the
   * other cores idle. Making a page's folder and file is kernel work, about
   * a fifth of a 1,000-page build's CPU profile on this thread; on libuv's
   * threads it runs beside the rendering (bench/results.md, "Writing pages").
   */
  background?: boolean;
}

/**
 * Writes the pages a thread renders, as soon as each is drawn. Each page is
 * encoded into one buffer as it is handed over, so its markup is let go at
 * once. Written synchronously unless asked otherwise: with workers rendering
 * too, every core renders, and handing each file to libuv's threads through
 * `node:fs/promises` (open, stat, write, truncate, close, each a round trip)
 * made the prerender of a clean 10,000-page build 1.16× slower than writing
 * here, in alternating runs of one build (bench/results.md, "Writing
 * pages"); a render worker is a thread of its own, so writing holds up only
 * its own pages.
 */
export class FileWriter {
  /** Files handed to libuv's threads and not yet on disk. */
  #inFlight = 0;
  /** Writes waiting for one of those to finish. */
  readonly #waiting: Array<() => void> = [];

  /** How many files are handed over and not yet written. */
  get inFlight(): number {
    return this.#inFlight;
  }

  /**
   * Writes text to file, its folder made: a string, or pieces of it, each a
   * string or bytes already encoded. `written` is called once the file is
   * on disk, or with why it could not be written. It resolves once the file
   * is written, or with `background` once it is handed to libuv's threads,
   * which waits while IN_FLIGHT files are with them: a disk slower than the
   * rendering holds the renderer back rather than every page's bytes.
   */
  async write(file: string, content: string | Array<string | Uint8Array>, written: (error?: string) => void, options: WriteOptions = {}): Promise<void> {
    const bytes = encode(typeof content === 'string' ? [content] : content);
    const inPlace = options.inPlace ?? false;
    if (options.background && !inPlace) {
      while (this.#inFlight >= IN_FLIGHT) await new Promise<void>((resolve) => this.#waiting.push(resolve));
      this.#inFlight++;
      const done = (error?: string) => {
        this.#inFlight--;
        this.#waiting.shift()?.();
        written(error);
      };
      mkdir(dirname(file), { recursive: true }, (error) => {
        if (error) done(error.message);
        else writeFile(file, bytes, (error) => done(error?.message));
      });
      return;
    }
    try {
      writeOut(file, bytes, inPlace);
    } catch (error) {
      written(error instanceof Error ? error.message : String(error));
      return;
    }
    written();
  }
}

/** Files a writer hands to libuv's threads at most at once: four threads' work many times over. */
const IN_FLIGHT = 64;

/** The pieces as one buffer, encoded as UTF-8. */
function encode(pieces: Array<string | Uint8Array>): Buffer {
  const size = pieces.reduce((sum, piece) => sum + (typeof piece === 'string' ? Buffer.byteLength(piece) : piece.length), 0);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') at += bytes.write(piece, at);
    else {
      bytes.set(piece, at);
      at += piece.length;
    }
  }
  return bytes;
}

function writeOut(file: string, bytes: Buffer, inPlace: boolean): void {
  if (inPlace && writeOver(file, bytes)) return;
  // A file shared with another output by a hard link is unlinked: that output keeps its copy.
  if (inPlace) {
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/** Writes over the file at this path when it is a plain file of its own (one link): true when it did. */
function writeOver(file: string, bytes: Buffer): boolean {
  let fd: number;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // A link to somewhere else: the link goes, not what it points to.
    if (code === 'ELOOP') {
      unlinkSync(file);
      return false;
    }
    throw error;
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile() || stat.nlink !== 1) return false;
    for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at, at);
    ftruncateSync(fd, bytes.length);
    return true;
  } finally {
    closeSync(fd);
  }
}

let writer: FileWriter | undefined;

/** This thread's writer, made the first time it is needed. */
export function fileWriter(): FileWriter {
  writer ??= new FileWriter();
  return writer;
}
