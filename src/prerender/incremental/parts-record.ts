import { appendFileSync, readFileSync, statSync } from 'node:fs';
import { writeCacheFile } from '../../cache-dir.js';
import { OWN_PLACE, pageKey, type PageParts } from './page-record.js';

/**
 * What each read gave when a build last worked it out (page-record.ts),
 * for `--explain` only: one line per digest, `name<TAB>digest`, appended
 * as builds work them out, the last line of a name being its digest. A
 * page's own content is named `page <path>`, its own place in a sequence
 * `["sequence"] <path>`. Kept apart from the build manifest, which every
 * build reads and writes whole.
 *
 * A page the last build kept has reads that gave the same then as when it
 * was drawn, so the last digest of each of its reads is the one its key
 * was made from. Its parts are put together from them and checked against
 * its key (pageKey): a record missing a line, torn or edited by hand
 * explains a page less, never wrongly. Nothing here decides what is
 * rendered.
 */
export function partsRecordOf(manifestFile: string): string {
  return manifestFile.replace(/\.json$/, '.parts');
}

/** Bytes of a line, about: a read's name, a tab and a digest. */
const LINE_BYTES = 60;
/** The record is rewritten with only the reads in use once it is this much larger than they need, and not smaller than this. */
const SLACK = 3;
const SMALLEST_COMPACTED = 1024 * 1024;

/** The name a page's own content, or its own place, is recorded under. */
const ownName = (name: string, path: string) => `${name} ${path}`;

/**
 * Adds the digests this build worked out, and rewrites the record with
 * only the last digest of each read in use (`live`, `count` of them) once
 * older lines outweigh them.
 */
export function recordDigests(file: string, worked: Array<[string, string]>, count: number, live: () => ReadonlySet<string>): void {
  try {
    if (worked.length > 0) appendFileSync(file, worked.map(([name, digest]) => `${name}\t${digest}\n`).join(''));
    const size = statSync(file).size;
    if (size > SMALLEST_COMPACTED && size > SLACK * LINE_BYTES * count) compact(file, live());
  } catch {
    // The record only explains; a build whose record could not be written explains less next time.
  }
}

function compact(file: string, live: ReadonlySet<string>): void {
  const digests = readDigests(file);
  writeCacheFile(
    file,
    [...digests]
      .filter(([name]) => live.has(name))
      .map(([name, digest]) => `${name}\t${digest}\n`)
      .join(''),
  );
}

function readDigests(file: string): Map<string, string> {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    // No record: every changed page is explained without its parts.
  }
  const digests = new Map<string, string>();
  for (const line of text.split('\n')) {
    const tab = line.lastIndexOf('\t');
    if (tab > 0) digests.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return digests;
}

/** The names the parts of pages at these paths may be recorded under, from the reads a build's pages make between them: what the record keeps. */
export function liveNames(reads: readonly string[], paths: string[]): Set<string> {
  return new Set([...reads, ...paths.flatMap((path) => [ownName('page', path), ownName(OWN_PLACE, path)])]);
}

/** The names a page's parts are recorded under, `page` and its own place made its own. */
export function recordedNames(path: string, reads: readonly string[]): string[] {
  return [ownName('page', path), ...reads.map((name) => (name === OWN_PLACE ? ownName(name, path) : name))];
}

/**
 * The parts a page's key was made from, as recorded: undefined when the
 * record lacks one of them or they do not give the key.
 */
export function readParts(file: string, code: string): (path: string, key: string, reads: readonly string[]) => PageParts | undefined {
  const digests = readDigests(file);
  return (path, key, reads) => {
    const parts: PageParts = { code };
    const names = recordedNames(path, reads);
    for (const [i, name] of names.entries()) {
      const digest = digests.get(name);
      if (digest === undefined) return undefined;
      parts[i === 0 ? 'page' : reads[i - 1]] = digest;
    }
    return pageKey(parts) === key ? parts : undefined;
  };
}
