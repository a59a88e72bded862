/**
 * Waiting for a file to be whole. Many editors, and Node's fs.writeFile,
 * save in place: they empty the file, then write it. A reader that comes
 * between the two sees an empty file, or at 10,000 routes the first part of
 * one, which can read as a smaller valid site. A file is taken as settled
 * when its size, modification time and inode have not changed for SETTLE_MS:
 * at once when it was last written longer ago than that, otherwise after
 * watching it that long, and eight times that when it is shorter than the
 * version read before (a save in place caught part way, its writer paused
 * on a busy machine). Callers also compare the stamp after reading
 * (`sameStamp`), and read again when it moved.
 */
import { statSync } from 'node:fs';

/** How long a file must stay unchanged to be taken as written: longer than a writer pauses between its writes, short enough not to be felt. */
const SETTLE_MS = 60;

/** What identifies one version of a file without reading it. */
export interface Stamp {
  size: number;
  mtimeMs: number;
  ino: number;
}

export function stampOf(path: string): Stamp | undefined {
  try {
    const { size, mtimeMs, ino } = statSync(path);
    return { size, mtimeMs, ino };
  } catch {
    return undefined;
  }
}

export const sameStamp = (a: Stamp | undefined, b: Stamp | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.size === b.size && a.mtimeMs === b.mtimeMs && a.ino === b.ino);

/** How long the file must have been quiet to be read as written: 0 when it was last written long enough ago. */
function quietNeeded(stamp: Stamp, now: number, quiet: number, lastSize?: number): number {
  // Shorter than the version read last: most likely a save in place caught part way, so a pause of the writer's is waited out longer.
  const settle = lastSize !== undefined && stamp.size < lastSize ? quiet * 8 : quiet;
  return now - stamp.mtimeMs >= settle ? 0 : settle;
}

/** How long to wait before the file can be read as written: 0 when it is settled. */
function wait(path: string, previous: Stamp | undefined, now: number, quiet: number): { stamp: Stamp | undefined; ms: number } {
  const stamp = stampOf(path);
  if (stamp === undefined) return { stamp, ms: previous === undefined ? 0 : quiet };
  const ms = quietNeeded(stamp, now, quiet);
  // Written a moment ago (or stamped in the future): settled once it stays the same for a while.
  return { stamp, ms: ms === 0 || sameStamp(stamp, previous) ? 0 : ms };
}

/**
 * Waits, without blocking, until the file is settled; its stamp then
 * (undefined when it is missing). `lastSize` is the size of the version
 * read before, when the caller keeps one. The file is looked at every
 * `settle` ms even while a longer quiet is asked of it, so the end of a
 * slow save in place is seen within that, not a long wait later.
 */
export async function settled(path: string, settle = SETTLE_MS, lastSize?: number): Promise<Stamp | undefined> {
  let previous: Stamp | undefined;
  let looked = false;
  // When the stamp now seen was first seen: the file has been quiet since.
  let quietSince = Date.now();
  for (;;) {
    const now = Date.now();
    const stamp = stampOf(path);
    if (!looked || !sameStamp(stamp, previous)) quietSince = now;
    // A missing file is taken as it is at the first look, and after a quiet while once it was there.
    const ms = stamp === undefined ? (previous === undefined ? 0 : settle) : quietNeeded(stamp, now, settle, lastSize);
    if (ms === 0 || (looked && now - quietSince >= ms)) return stamp;
    looked = true;
    previous = stamp;
    await new Promise((done) => setTimeout(done, Math.min(ms, settle)));
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** The same, for a synchronous reader (the build and npm run validate read the file in one pass). */
export function settledSync(path: string, settle = SETTLE_MS): Stamp | undefined {
  let previous: Stamp | undefined;
  for (;;) {
    const { stamp, ms } = wait(path, previous, Date.now(), settle);
    if (ms === 0) return stamp;
    previous = stamp;
    Atomics.wait(sleeper, 0, 0, ms);
  }
}
