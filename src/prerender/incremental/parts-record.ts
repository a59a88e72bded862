import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { writeCacheFile } from '../../cache-dir.js';
import { pageKey, type PageParts } from './page-record.js';

/**
 * What each page key was made from (page-record.ts), for `--explain` only:
 * one line per key, `key<TAB>parts` with the parts as JSON, appended as
 * keys are first made. Kept
 * apart from the build manifest, which every build reads, checks and writes
 * whole: at 10,000 pages the parts were 2.0 of its 3.7 MB, read and written
 * again by every rebuild to explain the pages it renders, when asked.
 *
 * A key is the digest of its parts, so each line proves itself: a line
 * whose parts do not give its key (a torn write, an edit by hand) is
 * skipped, and a page whose old key has no line is explained without
 * naming the part that changed. Nothing here decides what is rendered.
 */
export function partsRecordOf(manifestFile: string): string {
  return manifestFile.replace(/\.json$/, '.parts');
}

/** Bytes of a line, about: a key, a tab and a score of named digests. */
const LINE_BYTES = 1000;
/** The record is rewritten with only the keys in use once it is this much larger than they need, and not smaller than this. */
const SLACK = 3;
const SMALLEST_COMPACTED = 1024 * 1024;

/**
 * Adds the parts of keys made by this build, and rewrites the record with
 * only the keys in use (`live`: those of the pages the manifest now
 * records, `pages` of them) once older keys outweigh them: every clean
 * build at 10,000 pages after a change of code adds 2.5 MB.
 */
export function recordParts(file: string, made: Array<[key: string, parts: PageParts]>, pages: number, live: () => ReadonlySet<string>): void {
  try {
    if (made.length > 0) appendFileSync(file, made.map(([key, parts]) => `${key}\t${JSON.stringify(parts)}\n`).join(''));
    const size = statSync(file).size;
    if (size > SMALLEST_COMPACTED && size > SLACK * LINE_BYTES * pages) compact(file, live());
  } catch {
    // The record only explains; a build whose record could not be written explains less next time.
  }
}

function compact(file: string, live: ReadonlySet<string>): void {
  const kept = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const key = line.slice(0, line.indexOf('\t'));
    if (live.has(key)) kept.set(key, line);
  }
  writeCacheFile(file, [...kept.values()].map((line) => `${line}\n`).join(''));
}

/** The parts a key was made from, as recorded; undefined when the record has no good line for it. */
export function readParts(file: string): (key: string) => PageParts | undefined {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No record: every changed page is explained without its parts.
  }
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) lines.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return (key) => {
    const line = lines.get(key);
    if (line === undefined) return undefined;
    try {
      const parts = JSON.parse(line) as PageParts;
      return pageKey(parts) === key ? parts : undefined;
    } catch {
      return undefined;
    }
  };
}
