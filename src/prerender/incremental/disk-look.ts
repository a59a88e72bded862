/**
 * Looks at the last output and the claimed swap folder, for disk-check.ts:
 * on the thread it starts while the main thread validates
 * (disk-check-thread.ts), or on the main thread for a few pages.
 */
import { mkdirSync, readdirSync, renameSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Recorded page files, as columns: typed arrays move to the thread without being copied. */
export interface Files {
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
export interface Job {
  target: string;
  swapDir?: string;
  /** Where files taken out of the swap folder go (output-folder.ts trashOf). */
  trash?: string;
  /** Whether the swap folder's pages are looked at: not for a build that keeps none of them. */
  keeping: boolean;
  swap: Files;
  output: Files & { sameAsSwap: Uint8Array };
}

export interface Found {
  swap: string[];
  output: string[];
  emptied: string[];
}

/** Which recorded page files are as recorded, having moved everything else out of the swap folder. */
export default function look(job: Job): Found {
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
