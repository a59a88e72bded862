import type { MessagePort } from 'node:worker_threads';
import type { ReadRoute } from './read-route.js';

/**
 * How the main thread and the route-reading workers share the routes
 * (parallel-read.ts): the routes are cut into batches, and each thread
 * claims the next batch from a counter in shared memory until none is
 * left, so a worker that starts late, or a thread that is slowed down,
 * simply reads fewer. A worker counts each batch it posted, so the main
 * thread can sleep until a reply is there.
 */
export interface ReaderData {
  /**
   * Where the routes' bytes are: the site file's open descriptor, which
   * threads share, or memory they share; and where in it each route is,
   * [start, end) pairs.
   */
  texts: { fd: number } | { shared: SharedArrayBuffer };
  ranges: Float64Array;
  /** Each route's digest, as the cut made it: bytes that differ are a file that changed while it was read. */
  digests: string[];
  /** [next batch to claim, batches posted by workers, stop]. */
  control: Int32Array;
  batchSize: number;
  port: MessagePort;
}

/** A worker's reply: a batch's routes; or that one route did not read surely, or changed; or an error in the worker. */
export type BatchReply = { batch: number } & ({ read: ReadRoute[] } | { unread: 'changed' | 'unread' } | { error: string });

const NEXT = 0;
export const POSTED = 1;
const STOP = 2;

export const newControl = () => new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));

/** The next batch no thread has claimed, or undefined when none is left or reading stopped. */
export function claimBatch(control: Int32Array, routes: number, batchSize: number): number | undefined {
  if (Atomics.load(control, STOP) === 1) return undefined;
  const batch = Atomics.add(control, NEXT, 1);
  return batch * batchSize < routes ? batch : undefined;
}

/** Counts a batch a worker posted, waking the main thread; a route that did not read stops everyone. */
export function finishBatch(control: Int32Array, reply: BatchReply): void {
  if ('unread' in reply) stopReading(control);
  Atomics.add(control, POSTED, 1);
  Atomics.notify(control, POSTED);
}

/** Leaves the batches not yet claimed unread: the file goes to the slow path anyway. */
export function stopReading(control: Int32Array): void {
  Atomics.store(control, STOP, 1);
}
