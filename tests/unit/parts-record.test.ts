import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageKey, type PageParts } from '../../src/prerender/incremental/page-record.js';
import { readParts, recordDigests, recordedNames } from '../../src/prerender/incremental/parts-record.js';

const work = mkdtempSync(join(tmpdir(), 'parts-record-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const CODE = 'c0de';
const SITE_NAME = '["setting","siteName"]';
const item = (n: number) => `["item","posts","item-${n}"]`;
const PLACE = '["sequence"]';

/** The page /post-n as a build drew it: its own content, the site name, its item and its place in a sequence. */
function page(n: number, edit = 0) {
  const path = `/post-${n}`;
  const reads = [SITE_NAME, item(n), PLACE].sort();
  const parts: PageParts = { code: CODE, page: `p${n}e${edit}`, [SITE_NAME]: 's1te', [item(n)]: `i${n}e${edit}`, [PLACE]: `q${n}` };
  // The digests as the build records them: its own content and place under names of its own.
  const worked: Array<[string, string]> = [
    [`page ${path}`, parts.page],
    [SITE_NAME, parts[SITE_NAME]],
    [item(n), parts[item(n)]],
    [`${PLACE} ${path}`, parts[PLACE]],
  ];
  return { path, reads, parts, key: pageKey(parts), worked };
}

describe('the record of what each read gave (for --explain)', () => {
  it("gives back the parts of a page's key, from the digests the builds that drew it recorded", () => {
    const file = join(work, 'across.parts');
    const [one, two] = [page(1), page(2)];
    recordDigests(file, [...one.worked, ...two.worked], 8, () => new Set());
    // A later build draws the first page again after an edit of its item; the second page is kept.
    const edited = page(1, 1);
    recordDigests(file, edited.worked, 8, () => new Set());
    const parts = readParts(file, CODE);
    expect(parts(edited.path, edited.key, edited.reads)).toEqual(edited.parts);
    expect(parts(two.path, two.key, two.reads)).toEqual(two.parts);
    // The first page's old key was made from digests since replaced: no parts rather than wrong ones.
    expect(parts(one.path, one.key, one.reads)).toBeUndefined();
    expect(parts('/post-3', page(3).key, page(3).reads)).toBeUndefined();
  });

  it('trusts no digest that does not give the key: a torn write or an edit by hand explains less, never wrongly', () => {
    const file = join(work, 'damaged.parts');
    const [one, two] = [page(1), page(2)];
    recordDigests(file, [...one.worked, ...two.worked], 8, () => new Set());
    const text = readFileSync(file, 'utf8');
    // The first page's content digest changed by hand; the last line cut short, as a crash mid-append leaves it.
    writeFileSync(file, text.replace('p1e0', 'p9e9').slice(0, -4));
    const parts = readParts(file, CODE);
    expect(parts(one.path, one.key, one.reads)).toBeUndefined();
    expect(parts(two.path, two.key, two.reads)).toBeUndefined();
    // Another build's code, or no record at all, explains nothing either.
    expect(readParts(file, 'other')(two.path, two.key, two.reads)).toBeUndefined();
    expect(readParts(join(work, 'none.parts'), CODE)(one.path, one.key, one.reads)).toBeUndefined();
  });

  it('drops the digests no page reads any more once they outweigh the ones in use', () => {
    const file = join(work, 'compact.parts');
    const pages = 1000;
    // Many builds, each drawing every page with another item digest.
    for (let build = 0; build < 40; build++) {
      const drawn = Array.from({ length: pages }, (_, n) => page(n, build));
      recordDigests(
        file,
        drawn.flatMap((p) => p.worked),
        4 * pages,
        () => new Set(drawn.flatMap((p) => recordedNames(p.path, p.reads))),
      );
    }
    expect(statSync(file).size).toBeLessThan(2 * 1024 * 1024);
    const parts = readParts(file, CODE);
    for (let n = 0; n < pages; n++) expect(parts(`/post-${n}`, page(n, 39).key, page(n, 39).reads)).toEqual(page(n, 39).parts);
    appendFileSync(file, 'not a line of the record\n');
    expect(readParts(file, CODE)('/post-0', page(0, 39).key, page(0, 39).reads)).toEqual(page(0, 39).parts);
  });
});
