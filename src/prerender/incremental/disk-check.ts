import Tinypool from 'tinypool';
import { workerModule } from '../../worker-bundle.js';
import look, { type Files, type Found, type Job } from './disk-look.js';
import type { PageFile } from './build-cache.js';

/** Which recorded page files are still as the builds that wrote them left them. */
export interface DiskState {
  /** Files of the claimed swap that are as the cache records them. */
  swap: Set<string>;
  /** Files of the last output that are as the cache records them. */
  output: Set<string>;
  /** Folders of the swap folder that files were deleted from, to remove at the end when left empty. */
  emptied: string[];
}

function columns(pages: Record<string, PageFile>): Files {
  const names = Object.keys(pages);
  const sizes = new Float64Array(names.length);
  const times = new Float64Array(names.length);
  names.forEach((name, i) => {
    sizes[i] = pages[name].size;
    times[i] = pages[name].mtimeMs;
  });
  return { names, sizes, times };
}

/**
 * Looks at the last output and the claimed swap on a thread of its own,
 * while the main thread validates the site file: it takes out of the swap folder
 * every file that is not a recorded page (the sitemap, pictures, anything
 * left there by hand), and checks that every recorded page file is as the
 * build that wrote it left it (its size and time), so a page changed by hand
 * is rendered again. At 10,000 pages that is 10,000 folders to list and
 * 10,000 files or more to look at, a few hundred milliseconds of system
 * calls on this machine, which the main thread no longer waits for.
 */
export function checkDisk(
  target: string,
  swap: { dir: string; pages: Record<string, PageFile>; trash: string; keeping?: boolean } | undefined,
  output: Record<string, PageFile>,
  onThread: boolean,
): Promise<DiskState> {
  const swapPages = swap?.pages ?? {};
  const outputFiles = columns(output);
  const sameAsSwap = new Uint8Array(outputFiles.names.length);
  outputFiles.names.forEach((name, i) => {
    const p = output[name];
    const copy = Object.hasOwn(swapPages, name) ? swapPages[name] : undefined;
    sameAsSwap[i] = copy !== undefined && (copy === p || (copy.key === p.key && copy.size === p.size && copy.mtimeMs === p.mtimeMs)) ? 1 : 0;
  });
  const job: Job = {
    target,
    swapDir: swap?.dir,
    trash: swap?.trash,
    keeping: swap?.keeping ?? true,
    swap: columns(swapPages),
    output: { ...outputFiles, sameAsSwap },
  };
  const state = (found: Found): DiskState => ({ swap: new Set(found.swap), output: new Set(found.output), emptied: found.emptied });
  // A few pages are looked at sooner than a thread starts.
  if (!onThread) return Promise.resolve(state(look(job)));
  const transferList = [job.swap.sizes, job.swap.times, job.output.sizes, job.output.times, sameAsSwap].map((array) => array.buffer as ArrayBuffer);
  // A pool of one thread, started here: tinypool hands the job to it at once, with no turn of this thread's event loop, which validation holds.
  const pool = new Tinypool({ filename: workerModule('prerender/incremental/disk-check-thread.ts'), minThreads: 1, maxThreads: 1 });
  pool.on('error', () => {});
  const found = pool.run(job, { transferList }) as Promise<Found>;
  return found.then(state).finally(() => void pool.destroy());
}
