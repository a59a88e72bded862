/**
 * A route-reading worker (parallel-read.ts): claims batches of routes from
 * the counter it shares with the main thread, reads each route's text from
 * the shared bytes, and posts what it found, batch by batch. It runs
 * bundled (worker-bundle.ts) and ends when no batch is left.
 */
import { readSync } from 'node:fs';
import { workerData } from 'node:worker_threads';
import { claimBatch, finishBatch, type BatchReply, type ReaderData } from './read-batches.js';
import { readRouteText, type ReadRoute } from './read-route.js';
import { chunkDigest } from './split.js';

const { texts, ranges, digests, control, batchSize, port } = workerData as ReaderData;
const shared = 'shared' in texts ? Buffer.from(texts.shared) : undefined;

/** A route's bytes: read from the site file through the main thread's descriptor, or from the memory it shares. */
function bytesOf(start: number, end: number): Buffer {
  if (shared) return shared.subarray(start, end);
  const bytes = Buffer.allocUnsafe(end - start);
  let at = 0;
  for (let read = -1; at < bytes.length && read !== 0; at += read) read = readSync((texts as { fd: number }).fd, bytes, at, bytes.length - at, start + at);
  return bytes.subarray(0, at);
}

for (let batch = claimBatch(control, digests.length, batchSize); batch !== undefined; batch = claimBatch(control, digests.length, batchSize)) {
  let reply: BatchReply;
  try {
    reply = { batch, ...readBatch(batch * batchSize, Math.min(digests.length, (batch + 1) * batchSize)) };
  } catch (error) {
    // The main thread reads a batch that failed here itself, and meets the same error if it is in the code.
    reply = { batch, error: String(error) };
  }
  port.postMessage(reply);
  finishBatch(control, reply);
}
port.close();

function readBatch(from: number, to: number): { read: ReadRoute[] } | { unread: 'changed' | 'unread' } {
  const read: ReadRoute[] = [];
  for (let i = from; i < to; i++) {
    const text = bytesOf(ranges[2 * i], ranges[2 * i + 1]);
    if (chunkDigest(text) !== digests[i]) return { unread: 'changed' };
    const route = readRouteText(text.toString('utf8'), digests[i]);
    if (!route) return { unread: 'unread' };
    read.push(route);
  }
  return { read };
}
