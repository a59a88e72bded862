/** Helpers the peer benchmarks share: timing a generator's process and counting what it wrote. */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** One generator run: its wall time, and the peak memory of its largest process (NaN where GNU time is missing). */
export interface ProcessRun {
  wall: number;
  peakMb: number;
}

/** GNU time, which reports the largest resident set of a command and its children (Debian's package `time`). */
const GNU_TIME = '/usr/bin/time';

/**
 * Wall time of one generator run, from starting its process to its exit:
 * start-up is part of what a user waits for. Run under GNU time when the
 * machine has it, for its peak memory; the wrapper's own start is a
 * millisecond or two, the same for every generator.
 */
export function processRun(name: string, command: string, args: string[], options: SpawnSyncOptions = {}): ProcessRun {
  const peakFile = existsSync(GNU_TIME) ? join(mkdtempSync(join(tmpdir(), 'peak-')), 'kb') : undefined;
  const [file, argv] = peakFile ? [GNU_TIME, ['-f', '%M', '-o', peakFile, command, ...args]] : [command, args];
  const started = performance.now();
  const result = spawnSync(file, argv, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  const wall = performance.now() - started;
  if (result.error) throw new Error(`${name} did not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status}): ${String(result.stderr).slice(0, 800)}`);
  const peakMb = peakFile ? Number(readFileSync(peakFile, 'utf8').trim().split('\n').at(-1)) / 1024 : Number.NaN;
  if (peakFile) rmSync(dirname(peakFile), { recursive: true, force: true });
  return { wall, peakMb };
}

/**
 * CPU time, in milliseconds, that this process's finished child processes
 * (and theirs, once waited for) have used, user and system, on all cores:
 * Linux's cutime and cstime. The difference across a build is its CPU time,
 * which a shared machine changes far less than wall time. NaN off Linux.
 */
function childCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return NaN;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces; cutime and cstime are fields 16 and 17.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100; // USER_HZ, 100 on every common Linux build.
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / ticksPerSecond;
}

/** Wall time, CPU time and peak memory of a step that runs one child process to its end. */
export function timed(step: () => ProcessRun): ProcessRun & { cpu: number } {
  const before = childCpuMs();
  const run = step();
  return { ...run, cpu: childCpuMs() - before };
}

/** Writes a file, making its folders first. */
export function writeFile(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Every .html file under a folder and their total size: what the generator wrote for readers. */
export function htmlOutput(dir: string): { files: number; bytes: number } {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }) as Array<{ isFile(): boolean; parentPath: string; name: string }>;
  const html = entries.filter((e) => e.isFile() && e.name.endsWith('.html'));
  return { files: html.length, bytes: html.reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0) };
}

/** The file all three generators write for a route: /a/b → a/b/index.html. */
const routeFile = (dir: string, path: string) => join(dir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/**
 * Words a reader can see in a page's body: tags, scripts, styles, inline
 * SVG and templates removed, entities counted as the characters they stand for.
 */
function visibleWords(html: string): number {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const text = body
    .replace(/<(script|style|svg|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Mean visible words per page over some routes' output files. */
export function wordsPerPage(dir: string, paths: string[]): number {
  return paths.reduce((sum, p) => sum + visibleWords(readFileSync(routeFile(dir, p), 'utf8')), 0) / paths.length;
}
