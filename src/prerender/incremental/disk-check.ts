import { Worker } from 'node:worker_threads';
import type { PageFile } from './build-cache.js';
import { trashOf } from '../output-folder.js';

/** Which recorded page files are still as the builds that wrote them left them. */
export interface DiskState {
  /** Files of the claimed spare that are as the cache records them. */
  spare: Set<string>;
  /** Files of the last output that are as the cache records them. */
  output: Set<string>;
  /** Folders of the spare that files were deleted from, to remove at the end when left empty. */
  emptied: string[];
}

/**
 * What the thread is told: the folders, and each recorded page as [size,
 * mtimeMs]. A page of the output recorded as its spare copy is (the same
 * file, shared by a hard link) is looked at only when that copy is not as
 * recorded: a build asks for the output's copy only when the spare's will
 * not do.
 */
interface Job {
  target: string;
  spareDir?: string;
  /** Where files taken out of the spare go (output-folder.ts trashOf). */
  trash?: string;
  sparePages: Record<string, [number, number]>;
  outputPages: Record<string, [number, number, boolean]>;
}

/**
 * Looks at the last output and the claimed spare on a thread of its own,
 * while the main thread validates the site file: it takes out of the spare
 * every file that is not a recorded page (the sitemap, pictures, anything
 * left there by hand), and checks that every recorded page file is as the
 * build that wrote it left it (its size and time), so a page changed by hand
 * is rendered again. At 10,000 pages that is 10,000 folders to list and
 * 10,000 files or more to look at, a few hundred milliseconds of system
 * calls on this machine, which the main thread no longer waits for.
 */
export function checkDisk(
  target: string,
  spare: { dir: string; pages: Record<string, PageFile> } | undefined,
  output: Record<string, PageFile>,
): Promise<DiskState> {
  const sparePages = spare?.pages ?? {};
  const job: Job = {
    target,
    spareDir: spare?.dir,
    trash: spare && trashOf(spare.dir),
    sparePages: Object.fromEntries(Object.entries(sparePages).map(([file, p]) => [file, [p.size, p.mtimeMs]])),
    outputPages: Object.fromEntries(
      Object.entries(output).map(([file, p]) => {
        const copy = Object.hasOwn(sparePages, file) ? sparePages[file] : undefined;
        return [file, [p.size, p.mtimeMs, copy !== undefined && copy.key === p.key && copy.size === p.size && copy.mtimeMs === p.mtimeMs]];
      }),
    ),
  };
  return new Promise((resolve, reject) => {
    const worker = new Worker(`(${look.toString()})(process.getBuiltinModule('node:worker_threads').workerData)`, { eval: true, workerData: job });
    worker.once('message', (found: { spare: string[]; output: string[]; emptied: string[] }) =>
      resolve({ spare: new Set(found.spare), output: new Set(found.output), emptied: found.emptied }),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the thread that checks the output stopped with code ${code}`)));
  });
}

/** The thread's work, which runs as the source of a worker: it uses nothing from outside itself but Node's own modules. */
function look(job: Job): void {
  const { mkdirSync, readdirSync, renameSync, statSync } = process.getBuiltinModule('node:fs');
  const { dirname, join, relative, sep } = process.getBuiltinModule('node:path');
  const asRecorded = (file: string, [size, mtimeMs]: [number, number]) => {
    try {
      const stat = statSync(file);
      return stat.size === size && stat.mtimeMs === mtimeMs;
    } catch {
      return false;
    }
  };
  const emptied = new Set<string>();
  const spare: string[] = [];
  if (job.spareDir && job.trash) {
    let moved = 0;
    for (const entry of readdirSync(job.spareDir, { recursive: true, withFileTypes: true })) {
      if (entry.isDirectory()) continue;
      const file = join(entry.parentPath, entry.name);
      if (Object.hasOwn(job.sparePages, relative(job.spareDir, file).split(sep).join('/'))) continue;
      if (moved === 0) mkdirSync(job.trash, { recursive: true });
      renameSync(file, join(job.trash, `other-${moved++}`));
      emptied.add(dirname(file));
    }
    for (const [page, record] of Object.entries(job.sparePages)) if (asRecorded(join(job.spareDir, page), record)) spare.push(page);
  }
  const output: string[] = [];
  const spareAsRecorded = new Set(spare);
  for (const [page, [size, mtimeMs, sameAsSpare]] of Object.entries(job.outputPages)) {
    if (sameAsSpare && spareAsRecorded.has(page)) continue;
    if (asRecorded(join(job.target, page), [size, mtimeMs])) output.push(page);
  }
  process.getBuiltinModule('node:worker_threads').parentPort!.postMessage({ spare, output, emptied: [...emptied] });
}
