import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, type PageParts } from '../../src/prerender/incremental/page-record.js';
import { readParts, recordParts } from '../../src/prerender/incremental/parts-record.js';

const work = mkdtempSync(join(tmpdir(), 'parts-record-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The parts of a page numbered n, with the code and a setting every page shares. */
const partsOf = (n: number, edit = 0): PageParts => ({
  code: 'c0de',
  page: `p${n}e${edit}`,
  '["setting","siteName"]': 's1te',
  [`["item","posts","item-${n}"]`]: `i${n}`,
});
const made = (parts: PageParts): [string, PageParts] => [pageKey(parts), parts];

describe('the record of what page keys were made from (for --explain)', () => {
  it('gives back the parts of every key it was given, across builds', () => {
    const file = join(work, 'across.parts');
    recordParts(file, [made(partsOf(1)), made(partsOf(2))], 2, () => new Set());
    recordParts(file, [made(partsOf(1, 1))], 2, () => new Set());
    const recorded = readParts(file);
    expect(recorded(pageKey(partsOf(1)))).toEqual(partsOf(1));
    expect(recorded(pageKey(partsOf(2)))).toEqual(partsOf(2));
    expect(recorded(pageKey(partsOf(1, 1)))).toEqual(partsOf(1, 1));
    expect(recorded(pageKey(partsOf(3)))).toBeUndefined();
  });

  it('trusts no line whose parts do not give its key: a torn write or an edit by hand explains nothing rather than the wrong thing', () => {
    const file = join(work, 'damaged.parts');
    recordParts(file, [made(partsOf(1)), made(partsOf(2))], 2, () => new Set());
    const text = readFileSync(file, 'utf8');
    // The first line's page digest changed by hand; the second line cut short, as a crash mid-append leaves it.
    writeFileSync(file, text.replace('"page":"p1e0"', '"page":"p9e9"').slice(0, -12));
    const recorded = readParts(file);
    expect(recorded(pageKey(partsOf(1)))).toBeUndefined();
    expect(recorded(pageKey(partsOf(2)))).toBeUndefined();
    // A missing record is the same as an empty one.
    expect(readParts(join(work, 'none.parts'))(pageKey(partsOf(1)))).toBeUndefined();
  });

  it('drops the keys no page has any more once they outweigh the ones in use', () => {
    const file = join(work, 'compact.parts');
    const pages = 1000;
    // Many clean builds after changes of code: every page's key new each time.
    for (let build = 0; build < 25; build++) {
      const keys = Array.from({ length: pages }, (_, n) => made(partsOf(n, build)));
      recordParts(file, keys, pages, () => new Set(keys.map(([key]) => key)));
    }
    expect(statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    const recorded = readParts(file);
    for (let n = 0; n < pages; n++) expect(recorded(pageKey(partsOf(n, 24)))).toEqual(partsOf(n, 24));
    // Keys of the last builds before the rewrite may remain; the first build's are gone.
    expect(recorded(pageKey(partsOf(0, 0)))).toBeUndefined();
    appendFileSync(file, 'not a line of the record\n');
    expect(readParts(file)(pageKey(partsOf(0, 24)))).toEqual(partsOf(0, 24));
  });
});
