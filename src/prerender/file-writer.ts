import { constants } from 'node:fs';
import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Bytes of pages handed over and not yet written, at most, before a caller waits. */
const IN_FLIGHT_BYTES = 16 * 1024 * 1024;

/**
 * Writes files with Node's asynchronous file system calls, which libuv runs
 * on its own threads, so the thread that renders pages goes on rendering
 * while the disk works. Each page is encoded into a buffer as it is handed
 * over: the page's markup is let go at once, and the buffer lives outside
 * the JavaScript heap, which the garbage collector does not copy from one
 * young generation to the next. A writer holds at most IN_FLIGHT_BYTES of
 * pages not yet written; a caller beyond that waits for room.
 */
export class FileWriter {
  private inFlight = 0;
  /** Writes waiting for room: each looks again once a file is written. */
  private waiting: Array<() => void> = [];

  /** `limitBytes` is for tests, which make it small to see callers wait. */
  constructor(private readonly limitBytes = IN_FLIGHT_BYTES) {}

  /**
   * Hands text over to be written to file, its folder made: a string, or
   * pieces of it, each a string or bytes already encoded. `inPlace` when
   * the file may exist already, in a claimed swap folder (output-folder.ts):
   * a file with no other link is written over, which is much quicker than
   * making a new one with its folder; one shared with the live output by a
   * hard link is unlinked first, so that output never changes. Resolves once
   * handed over, which waits while too much is being written; `written` is
   * called once the file is on disk, or with why it could not be written.
   */
  async write(file: string, content: string | Array<string | Uint8Array>, written: (error?: string) => void, inPlace = false): Promise<void> {
    const bytes = encode(typeof content === 'string' ? [content] : content);
    // A file larger than the limit goes alone, once nothing else is being written.
    while (this.inFlight > 0 && this.inFlight + bytes.length > this.limitBytes) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight += bytes.length;
    writeOut(file, bytes, inPlace).then(
      () => this.done(bytes.length, written),
      (error: unknown) => this.done(bytes.length, written, error instanceof Error ? error.message : String(error)),
    );
  }

  private done(size: number, written: (error?: string) => void, error?: string): void {
    this.inFlight -= size;
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
    written(error);
  }
}

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

async function writeOut(file: string, bytes: Buffer, inPlace: boolean): Promise<void> {
  if (inPlace && (await writeOver(file, bytes))) return;
  // A file shared with another output by a hard link is unlinked: that output keeps its copy.
  if (inPlace) await unlink(file).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/** Writes over the file at this path when it is a plain file of its own (one link): true when it did. */
async function writeOver(file: string, bytes: Buffer): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, constants.O_WRONLY | constants.O_NOFOLLOW);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    // A link to somewhere else: the link goes, not what it points to.
    if (code === 'ELOOP') return unlink(file).then(() => false);
    throw error;
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile() || stat.nlink !== 1) return false;
    for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at, bytes.length - at, at)).bytesWritten;
    await handle.truncate(bytes.length);
    return true;
  } finally {
    await handle.close();
  }
}

let writer: FileWriter | undefined;

/** This thread's writer, made the first time it is needed. */
export function fileWriter(): FileWriter {
  writer ??= new FileWriter();
  return writer;
}
