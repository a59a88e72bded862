import { Worker } from 'node:worker_threads';
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

/** Recorded page files, as columns: typed arrays move to the thread without being copied. */
interface Files {
  names: string[];
  sizes: Float64Array;
  times: Float64Array;
}

/**
 * What the thread is told: the folders, and the recorded page files of each.
 * A page of the output recorded as its swap folder copy is (the same file, shared
 * by a hard link) is looked at only when that copy is not as recorded: a
 * build asks for the output's copy only when the swap folder's will not do.
 */
interface Job {
  target: string;
  swapDir?: string;
  /** Where files taken out of the swap folder go (output-folder.ts trashOf). */
  trash?: string;
  /** Whether the swap folder's pages are looked at: not for a build that keeps none of them. */
  keeping: boolean;
  swap: Files;
  output: Files & { sameAsSwap: Uint8Array };
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
  return new Promise((resolve, reject) => {
    const threads = 'process.getBuiltinModule("node:worker_threads")';
    const worker = new Worker(`${threads}.parentPort.postMessage((${look.toString()})(${threads}.workerData))`, { eval: true, workerData: job, transferList });
    worker.once('message', (found: Found) => resolve(state(found)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the thread that checks the output stopped with code ${code}`)));
  });
}

interface Found {
  swap: string[];
  output: string[];
  emptied: string[];
}

/** The work, which runs as the source of a worker: it uses nothing from outside itself but Node's own modules. */
function look(job: Job): Found {
  const { mkdirSync, readdirSync, renameSync, statSync } = process.getBuiltinModule('node:fs');
  const { dirname, join, relative, sep } = process.getBuiltinModule('node:path');
  const asRecorded = (file: string, size: number, mtimeMs: number) => {
    try {
      const stat = statSync(file);
      return stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  };
  const emptied = new Set<string>();
  const swap: string[] = [];
  if (job.swapDir && job.trash) {
    const recorded = new Set(job.swap.names);
    let moved = 0;
    for (const entry of readdirSync(job.swapDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const file = join(entry.parentPath, entry.name);
      if (recorded.has(relative(job.swapDir, file).split(sep).join('/'))) continue;
      if (moved === 0) mkdirSync(job.trash, { recursive: true });
      renameSync(file, join(job.trash, `other-${moved++}`));
      emptied.add(dirname(file));
    }
    if (job.keeping) job.swap.names.forEach((page, i) => asRecorded(join(job.swapDir!, page), job.swap.sizes[i], job.swap.times[i]) && swap.push(page));
  }
  const output: string[] = [];
  const swapAsRecorded = new Set(swap);
  job.output.names.forEach((page, i) => {
    if (job.output.sameAsSwap[i] === 1 && swapAsRecorded.has(page)) return;
    if (asRecorded(join(job.target, page), job.output.sizes[i], job.output.times[i])) output.push(page);
  });
  return { swap, output, emptied: [...emptied] };
}
