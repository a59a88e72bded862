/**
 * A route-reading task (parallel-read.ts), run by a thread of the readers'
 * pool (tinypool): claims batches of routes from the counter it shares
 * with the main thread, reads each route's text from the shared bytes, and
 * posts what it found on its own port, batch by batch, for the main thread
 * to take without a turn of its event loop. It ends when no batch is left.
 * It runs bundled (worker-bundle.ts); the thread keeps the compiled route
 * schema for the next validation's task.
 */
import { readAt } from '../../load/site-bytes.js';
import { claimBatch, finishBatch, type BatchReply, type ReaderData } from './read-batches.js';
import { readRoutesAt } from './read-route.js';

export default function readBatches({ texts, ranges, digests, control, batchSize, port }: ReaderData): void {
  const shared = 'shared' in texts ? Buffer.from(texts.shared) : undefined;
  /** A route's bytes: from the memory the main thread shares, or read from the site file through its descriptor. */
  const bytesOf = (i: number) =>
    shared ? shared.subarray(ranges[2 * i], ranges[2 * i + 1]) : readAt((texts as { fd: number }).fd, ranges[2 * i], ranges[2 * i + 1]);
  try {
    for (let batch = claimBatch(control, digests.length, batchSize); batch !== undefined; batch = claimBatch(control, digests.length, batchSize)) {
      let reply: BatchReply;
      try {
        const read = readRoutesAt(bytesOf, digests, batch * batchSize, Math.min(digests.length, (batch + 1) * batchSize));
        reply = typeof read === 'string' ? { batch, unread: read } : { batch, read };
      } catch (error) {
        // The main thread reads a batch that failed here itself, and meets the same error if it is in the code.
        reply = { batch, error: String(error) };
      }
      port.postMessage(reply);
      finishBatch(control, reply);
    }
  } finally {
    port.close();
  }
}
