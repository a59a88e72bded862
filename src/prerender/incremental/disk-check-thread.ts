/**
 * The thread disk-check.ts starts: looks at the output and the swap folder
 * it is given (disk-look.ts) while the main thread validates, and posts what
 * it found. It runs bundled (worker-bundle.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import look, { type Job } from './disk-look.js';

parentPort!.postMessage(look(workerData as Job));
