import { Worker } from 'node:worker_threads';

/** Bytes of pages handed over and not yet written, at most: the size of the ring. */
const RING_BYTES = 16 * 1024 * 1024;
const encoder = new TextEncoder();

// Plain CommonJS, run from this string: the thread needs nothing but Node's own modules.
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const { closeSync, constants, fstatSync, ftruncateSync, mkdirSync, openSync, unlinkSync, writeFileSync, writeSync } = require('node:fs');
const { dirname } = require('node:path');
const ring = new Uint8Array(workerData);

// Writes over the file at this path when it is a plain file of its own (one link): true when it did.
function writeOver(file, bytes) {
  let fd;
  try {
    fd = openSync(file, constants.O_WRONLY | constants.O_NOFOLLOW);
  } catch (e) {
    if (e.code === 'ENOENT') return false;
    // A link to somewhere else: the link goes, not what it points to.
    if (e.code === 'ELOOP') return unlinkSync(file), false;
    throw e;
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

function write({ file, start, end, text, inPlace }) {
  try {
    const bytes = text ?? ring.subarray(start, end);
    if (!inPlace || !writeOver(file, bytes)) {
      // A file shared with another output by a hard link is unlinked: that output keeps its copy.
      if (inPlace) try { unlinkSync(file); } catch (e) { if (e.code !== 'ENOENT') throw e; }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, bytes);
    }
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

// Files come in batches, and the answer for a batch is one message.
parentPort.on('message', (files) => parentPort.postMessage(files.map((file) => ({ id: file.id, error: write(file) }))));`;

interface Pending {
  /** Where the ring is free again once this file is written. */
  freeTo: number;
  settle: (error?: string) => void;
}

/**
 * Writes files on a thread of its own, so the thread that renders pages
 * never waits for the disk. Creating a page's folder and file takes this
 * machine's disk 0.4–1 ms of kernel time, which a thread writing as it went
 * spent waiting. 1,000 pages, runs in alternate pairs on the disk: 1.33,
 * 1.76, 2.27 and 2.61 s writing in line, 1.13, 1.18, 1.56 and 2.00 s handing
 * the files over; in memory (tmpfs) 1.04–1.10 s against 1.05–1.11 s.
 *
 * Pages go through a ring of shared memory: the rendering thread encodes
 * each page into it and sends only where it lies; the writer writes it from
 * there and says so, and the space is used again. The rendering thread thus
 * lets go of each page at once: holding pages' markup until they were
 * written, even 64 of them, doubled its time in the garbage collector.
 */
export class FileWriter {
  private readonly bytes: Uint8Array;
  private readonly thread: Worker;
  /** Files handed over, in order: the thread writes them in the order sent. */
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** Files handed over and not yet posted to the thread. */
  private outbox: Array<{ id: number; file: string; inPlace: boolean; text?: Uint8Array; start?: number; end?: number }> = [];
  /** Where the next page is encoded, and where the oldest unwritten one starts. */
  private head = 0;
  private tail = 0;
  /** Writes waiting for room in the ring: each looks again once a file is written. (One slot lost all but the last of several waiting, and a build hung.) */
  private waiting: Array<() => void> = [];
  /** Why the thread stopped, if it did: every later write fails with it. */
  private stopped: Error | undefined;

  /** `ringBytes` is for tests, which make the ring small to see it fill and wrap around. */
  constructor(private readonly ringBytes = RING_BYTES) {
    const ring = new SharedArrayBuffer(ringBytes);
    this.bytes = new Uint8Array(ring);
    this.thread = new Worker(WRITER, { eval: true, workerData: ring });
    this.thread.on('message', (written: Array<{ id: number; error?: string }>) => {
      for (const { id, error } of written) {
        const file = this.pending.get(id)!;
        this.pending.delete(id);
        this.tail = file.freeTo;
        if (this.pending.size === 0) {
          this.thread.unref();
          this.head = this.tail = 0;
        }
        file.settle(error);
      }
      this.roomMade();
    });
    const stopped = (error: Error) => {
      this.stopped ??= error;
      for (const file of this.pending.values()) file.settle(error.message);
      this.pending.clear();
      this.roomMade();
    };
    this.thread.on('error', stopped);
    this.thread.on('exit', (code) => stopped(new Error(`the file writing thread stopped with code ${code}`)));
    // The thread keeps the process alive only while files are being written (after the listeners, which ref it).
    this.thread.unref();
  }

  /**
   * Hands text over to be written to file, its folder made: a string, or
   * pieces of it, each a string or bytes already encoded. `inPlace` when
   * the file may exist already, in a claimed swap (output-folder.ts): a
   * file with no other link is written over, which on this machine's disk
   * took a twentieth of the time of making a new one (0.025 ms against
   * 0.5 ms with its folder); one shared with the live output by a hard link
   * is unlinked first, so that output never changes. Resolves once
   * handed over, which waits while the ring is full; `written` is called
   * once the file is on disk, or with why it could not be written.
   */
  async write(file: string, content: string | Array<string | Uint8Array>, written: (error?: string) => void, inPlace = false): Promise<void> {
    const pieces = typeof content === 'string' ? [content] : content;
    // UTF-8 takes at most three bytes for each UTF-16 unit. A page that could take more than a quarter
    // of the ring (a long index page) is copied over as it is.
    const most = pieces.reduce((sum, piece) => sum + (typeof piece === 'string' ? piece.length * 3 : piece.length), 0);
    for (;;) {
      if (this.stopped) return written(this.stopped.message);
      if (most > this.ringBytes / 4)
        return this.send({ file, inPlace, text: Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))) }, this.head, written);
      // Found and taken with no await between, so two callers never encode into the same room.
      const start = this.room(most);
      if (start !== undefined) {
        let end = start;
        for (const piece of pieces) {
          if (typeof piece === 'string') end += encoder.encodeInto(piece, this.bytes.subarray(end, start + most)).written;
          else this.bytes.set(piece, (end += piece.length) - piece.length);
        }
        this.head = end;
        return this.send({ file, inPlace, start, end }, this.head, written);
      }
      // The files handed over meanwhile go now: their being written is what makes room.
      this.post();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private send(
    message: { file: string; inPlace: boolean; text?: Uint8Array; start?: number; end?: number },
    freeTo: number,
    settle: (error?: string) => void,
  ): void {
    const id = this.nextId++;
    this.pending.set(id, { freeTo, settle });
    if (this.pending.size === 1) this.thread.ref();
    this.outbox.push({ id, ...message });
    if (this.outbox.length === 1) setImmediate(() => this.post());
  }

  /**
   * Posts the files handed over since the last post, as one message. A
   * message per page cost its sender about 0.09 ms, mostly waking the
   * writing thread: at 10,000 pages, 0.5 s of the main thread's time and
   * 0.3 s of a render worker's. Pages rendered in one turn of the event
   * loop (a batch of them) now go together.
   */
  private post(): void {
    if (this.outbox.length === 0) return;
    this.thread.postMessage(this.outbox);
    this.outbox = [];
  }

  private roomMade(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  /** Where `size` free bytes in a row begin, if there are. */
  private room(size: number): number | undefined {
    // Free: from head to the end and from 0 to tail when head is ahead of tail, else from head to tail.
    if (this.head >= this.tail) {
      if (this.ringBytes - this.head >= size) return this.head;
      if (this.tail > size) return 0;
    } else if (this.tail - this.head > size) return this.head;
    return undefined;
  }
}

let writer: FileWriter | undefined;

/** This thread's writer, started the first time it is needed. */
export function fileWriter(): FileWriter {
  writer ??= new FileWriter();
  return writer;
}
