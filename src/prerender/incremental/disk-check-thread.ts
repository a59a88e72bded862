/**
 * The task disk-check.ts hands its thread: looks at the output and the swap
 * folder it is given (disk-look.ts) while the main thread validates, and
 * returns what it found. It runs bundled (worker-bundle.ts).
 */
import look, { type Found, type Job } from './disk-look.js';

export default function checkOutput(job: Job): Found {
  return look(job);
}
