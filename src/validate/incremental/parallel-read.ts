import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import Tinypool from 'tinypool';
import { FileBytes } from '../../load/site-bytes.js';
import { workerModule } from '../../worker-bundle.js';
import { claimBatch, newControl, POSTED, stopReading, type BatchReply, type ReaderData } from './read-batches.js';
import { readRoutesAt, type ReadRoute } from './read-route.js';
import { ChangedWhileRead, type RouteChunk, type SplitSite } from './split.js';

/** Routes per batch: enough that a batch's message costs little beside reading it, few enough that threads finish together. */
const BATCH = 50;
/**
 * Routes to read for each worker to pay for starting it, measured on two
 * cores, validating from nothing with one worker against none: at 1,000
 * routes the worker was a loss, from 3,000 a gain (bench/results.md).
 */
const ROUTES_PER_WORKER = 2000;
/** A worker that posts nothing for this long is given up on, and what it claimed is read here. */
const PATIENCE_MS = 10_000;

/**
 * Reads routes' texts (read-route.ts), in order: on this thread alone for a
 * few; for many, which a first validation of a large file has, on this
 * thread and one worker per other core at once (the readers' pool), each
 * claiming batches as it is free (read-batches.ts).
 * Undefined as soon as a route does not surely read, as on one thread.
 * Throws ChangedWhileRead when the file changed while it was read.
 *
 * It stays synchronous, as validation is: this thread reads batches too,
 * then sleeps on the shared counter until the workers' last batches are in.
 */
export function readRoutes(split: SplitSite, chunks: RouteChunk[], workers = workersFor(chunks.length)): ReadRoute[] | undefined {
  if (workers === 0)
    return readHere(
      split,
      chunks,
      chunks.map((chunk) => chunk.hash),
      0,
      chunks.length,
    );
  return new ParallelRead(split, chunks, workers).run();
}

function workersFor(routes: number): number {
  return Math.max(0, Math.min(availableParallelism() - 1, 3, Math.floor(routes / ROUTES_PER_WORKER)));
}

/** Routes from..to-1 read on this thread; undefined when one does not surely read. */
function readHere(split: SplitSite, chunks: RouteChunk[], digests: string[], from: number, to: number): ReadRoute[] | undefined {
  const read = readRoutesAt((i) => split.bytes.slice(chunks[i].start, chunks[i].end), digests, from, to);
  if (read === 'changed') throw new ChangedWhileRead();
  return read === 'unread' ? undefined : read;
}

/** The readers' pool and its size, kept between validations: the dev server and the editor validate again and again. */
let pool: { readers: Tinypool; threads: number } | undefined;

/**
 * A pool of at least this many reading threads: the one kept, or a new one.
 * Its threads are started here, all at once, which tinypool counts as ready
 * at once, so each task is handed to a thread inside run(); a thread it
 * starts later is counted ready only after a turn of this thread's event
 * loop, which validation holds. Idle, the threads keep no process alive.
 */
function readersPool(threads: number): Tinypool {
  if (pool && pool.threads >= threads) return pool.readers;
  void pool?.readers.destroy();
  const readers = new Tinypool({
    filename: workerModule('validate/incremental/route-reader.ts', { split: true }),
    minThreads: threads,
    maxThreads: threads,
    // A task may go to a thread still ending the last read's task (no turn of the event loop has heard it end) rather than wait in the queue.
    concurrentTasksPerWorker: 2,
  });
  // A thread that fails between tasks is replaced; a read it was part of has read its batches here.
  readers.on('error', () => {});
  pool = { readers, threads };
  return readers;
}

/** Stops the pool after a thread stalled in a task: the next read starts fresh threads. */
function dropPool(): void {
  void pool?.readers.destroy();
  pool = undefined;
}

class ParallelRead {
  private readonly control = newControl();
  private readonly digests: string[];
  private readonly batches: Array<ReadRoute[] | undefined>;
  private readonly channels: MessageChannel[];
  /** Set when a route did not read: the file goes to the slow path. */
  private unread = false;
  /** Set when a thread went silent in the middle of a batch. */
  private stalled = false;

  constructor(
    private readonly split: SplitSite,
    private readonly chunks: RouteChunk[],
    workers: number,
  ) {
    this.digests = chunks.map((chunk) => chunk.hash);
    this.batches = Array.from({ length: Math.ceil(chunks.length / BATCH) }, () => undefined);
    const { texts, ranges } = textsFor(split, chunks);
    const readers = readersPool(workers);
    this.channels = Array.from({ length: workers }, () => new MessageChannel());
    for (const { port2 } of this.channels) {
      const data: ReaderData = { texts, ranges, digests: this.digests, control: this.control, batchSize: BATCH, port: port2 };
      // The task's end is heard only after validation; the batches come on the port. A task that fails reads nothing, or stops posting; what it claimed is read here.
      readers.run(data, { transferList: [port2] }).catch(() => {});
    }
  }

  run(): ReadRoute[] | undefined {
    try {
      for (let batch = this.claim(); batch !== undefined && !this.unread; batch = this.claim()) {
        this.readBatchHere(batch);
        this.takeReplies();
      }
      this.awaitWorkers();
      return this.unread ? undefined : (this.batches.flat() as ReadRoute[]);
    } finally {
      stopReading(this.control);
      for (const { port1 } of this.channels) port1.close();
      if (this.stalled) dropPool();
    }
  }

  private claim(): number | undefined {
    return claimBatch(this.control, this.chunks.length, BATCH);
  }

  private readBatchHere(batch: number): void {
    const read = readHere(this.split, this.chunks, this.digests, batch * BATCH, Math.min(this.chunks.length, (batch + 1) * BATCH));
    if (read) this.batches[batch] = read;
    else this.stop();
  }

  private stop(): void {
    this.unread = true;
    stopReading(this.control);
  }

  /** Sleeps until every batch is in: on the workers' counter of posted batches, reading here what a silent worker claimed. */
  private awaitWorkers(): void {
    let posted = Atomics.load(this.control, POSTED);
    let heard = performance.now();
    for (;;) {
      this.takeReplies();
      if (this.unread || !this.batches.includes(undefined)) return;
      Atomics.wait(this.control, POSTED, posted, 100);
      const now = Atomics.load(this.control, POSTED);
      if (now !== posted) [posted, heard] = [now, performance.now()];
      else if (performance.now() - heard > PATIENCE_MS) {
        this.stalled = true;
        this.readMissingHere();
      }
    }
  }

  private readMissingHere(): void {
    for (let batch = 0; batch < this.batches.length && !this.unread; batch++) if (!this.batches[batch]) this.readBatchHere(batch);
  }

  /** Takes in the replies posted so far. */
  private takeReplies(): void {
    for (const { port1 } of this.channels)
      for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) this.take(message.message as BatchReply);
  }

  private take(reply: BatchReply): void {
    if ('read' in reply) {
      this.batches[reply.batch] = reply.read;
    } else if ('unread' in reply) {
      if (reply.unread === 'changed') throw new ChangedWhileRead();
      this.stop();
    } else this.readBatchHere(reply.batch);
  }
}

/**
 * Where the workers read the chunks: through the descriptor of the file they
 * were cut from, or, for bytes in memory (the dev server's, the editor's),
 * from a copy in shared memory, the chunks one after another.
 */
function textsFor(split: SplitSite, chunks: RouteChunk[]): Pick<ReaderData, 'texts' | 'ranges'> {
  const ranges = new Float64Array(2 * chunks.length);
  if (split.bytes instanceof FileBytes) {
    chunks.forEach((chunk, i) => ranges.set([chunk.start, chunk.end], 2 * i));
    return { texts: { fd: split.bytes.descriptor() }, ranges };
  }
  const shared = new SharedArrayBuffer(chunks.reduce((sum, chunk) => sum + chunk.end - chunk.start, 0));
  const into = new Uint8Array(shared);
  let at = 0;
  chunks.forEach((chunk, i) => {
    into.set(split.bytes.slice(chunk.start, chunk.end), at);
    ranges.set([at, (at += chunk.end - chunk.start)], 2 * i);
  });
  return { texts: { shared }, ranges };
}
