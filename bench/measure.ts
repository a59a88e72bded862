/** Small statistics and byte-count helpers for the benchmark. */
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';

/**
 * Writes out what earlier steps left in the page cache (`sync`), untimed,
 * before a timed build: a 10,000-page build leaves about 600 MB that the
 * kernel writes out over the next seconds, and a build timed meanwhile
 * shares the disk with it (one-route rebuilds just after a clean build took
 * about 150 ms longer without this).
 */
export function settleDisk(): void {
  spawnSync('sync');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function gzipBytes(content: string | Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

export async function timeIt(fn: () => unknown | Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
