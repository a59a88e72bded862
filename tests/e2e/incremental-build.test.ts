import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/prerender/build-site.js';
import { cacheFile } from '../../src/prerender/incremental/build-cache.js';
import { partsRecordOf } from '../../src/prerender/incremental/parts-record.js';
import { dataSequence, EDITS, sequence } from '../site-edits.js';
import { withEveryKind } from '../data-edits.js';

/** Random edit sequences per run of this file; `npm run fuzz` runs many more. */
const RUNS = Number(process.env.BUILD_RUNS || 3);
const FIXTURES = resolve('tests/fixtures');
const BASE = readFileSync(join(FIXTURES, 'every-block.yaml'), 'utf8');
const work = mkdtempSync(join(tmpdir(), 'incremental-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A folder holding a site file beside pictures and a font of the fixture sites, as an owner's folder would. */
function siteFolder(name: string): string {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  const folders = { images: join(FIXTURES, 'sites', 'clinic', 'images'), fonts: join(FIXTURES, 'sites', 'docs', 'fonts') };
  for (const [folder, target] of Object.entries(folders)) if (!existsSync(join(dir, folder))) symlinkSync(target, join(dir, folder));
  return join(dir, 'site.yaml');
}

/** Every file of a folder, by its path inside it, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

function expectSameTree(actual: string, expected: string, what: string): void {
  const a = tree(actual);
  const e = tree(expected);
  expect([...a.keys()].sort(), what).toEqual([...e.keys()].sort());
  for (const [file, bytes] of e) expect(a.get(file)!.equals(bytes), `${what}: ${file} differs from the clean build's`).toBe(true);
}

async function build(file: string, outDir: string, clean = false) {
  const lines: string[] = [];
  const result = await buildSite(file, outDir, { clean, explain: (line) => lines.push(line) });
  return { result, lines };
}

/**
 * Builds `base` in a folder of its own, then after each edit builds it
 * incrementally and clean, and compares every file of the two outputs.
 */
async function editAndCompare(name: string, base: string, edits: Array<[string, number, ...unknown[]]>): Promise<void> {
  const file = siteFolder(name);
  const out = join(work, name, 'dist');
  const clean = join(work, name, 'clean');
  writeFileSync(file, base);
  expect((await build(file, out)).result.ok).toBe(true);
  let text = base;
  for (const [edit, pick] of edits) {
    text = EDITS[edit](text, pick);
    writeFileSync(file, text);
    const before = tree(out);
    const incremental = (await build(file, out)).result;
    const fresh = (await build(file, clean, true)).result;
    expect(incremental.ok, edit).toBe(fresh.ok);
    if (fresh.ok) expectSameTree(out, clean, `after '${edit}' (${pick})`);
    // A file the build refuses leaves the last output exactly as it was.
    else expect(tree(out), edit).toEqual(before);
    // The output a build replaces is kept as the swap folder, and the build, writing in the older swap whose
    // files it shares by hard links, never changed one of them.
    const swap = join(work, name, '.dist-spare');
    if (fresh.ok && existsSync(swap)) expect(tree(swap), `the replaced output after '${edit}'`).toEqual(before);
  }
}

describe('incremental build', () => {
  it('writes the same files, byte for byte, as a clean build after every edit of a random sequence', { timeout: 600_000 }, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(sequence, (edits) => editAndCompare(`property-${++run}`, BASE, edits)),
      { numRuns: RUNS },
    );
  });

  it('writes the same files as a clean build after random edits of item fields of every kind, block options of every type and every setting', {
    timeout: 600_000,
  }, async () => {
    // The fixture with a collection of the field kinds it lacks (a phone, a picture), which pages show.
    const base = withEveryKind(BASE);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(dataSequence, (edits) => editAndCompare(`data-${++run}`, base, edits)),
      { numRuns: RUNS },
    );
  });

  it('renders only the pages whose inputs changed, and says why', async () => {
    const file = siteFolder('explain');
    const out = join(work, 'explain', 'dist');
    writeFileSync(file, BASE);
    const first = await build(file, out);
    expect(first.lines[0]).toBe('Rendering every page: there is no build cache yet.');
    expect(first.result.ok && first.result.rendered).toBe(first.result.ok && first.result.pages);

    // One route's own text: that page alone.
    writeFileSync(file, BASE.replace('title: Find a Chess Course That Sticks', 'title: Find a Chess Course You Keep'));
    const reworded = await build(file, out);
    expect(reworded.result.ok && reworded.result.rendered).toBe(1);
    expect(reworded.lines).toContain('/: its own content changed');

    // Unchanged: nothing rendered, every page kept.
    const again = await build(file, out);
    expect(again.result.ok && again.result.rendered).toBe(0);

    // A page's title, which the pages under it show in their breadcrumbs: those too, though their own text is unchanged.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(\n {2}- path: \/guides\n {4}title: )(.+)/, '$1$2 Revised'));
    const retitled = await build(file, out);
    expect(retitled.lines).toEqual(
      expect.arrayContaining([
        '/guides: its own content changed',
        '/guides/openings: the title of `/guides` changed',
        '/guides/endgames: the title of `/guides` changed',
      ]),
    );
    expect(retitled.result.ok && retitled.result.rendered).toBe(3);
    expect(readFileSync(join(out, 'guides', 'openings', 'index.html'), 'utf8')).toContain('Chess Guides Revised');

    // The template of a collection's item pages: its item's page shows the new heading.
    writeFileSync(file, EDITS["reword the template of items' pages"](readFileSync(file, 'utf8'), 1));
    const template = await build(file, out);
    expect(template.lines).toContain('/coaches/anna-kowalska: its own content changed; the declaration of `coaches` changed');
    expect(readFileSync(join(out, 'coaches', 'anna-kowalska', 'index.html'), 'utf8')).toContain('At a glance (1)');

    // The site name is on every page.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/siteName: (.+)/, 'siteName: $1 Club'));
    const renamed = await build(file, out);
    expect(renamed.result.ok && renamed.result.rendered).toBe(renamed.result.ok && renamed.result.pages);
    expect(renamed.lines.filter((line) => line.includes('setting `siteName` changed')).length).toBe(renamed.result.ok && renamed.result.pages);

    // What the last pages were made from is kept apart, only to explain: without it the build renders the same
    // page and says only that its inputs changed.
    rmSync(partsRecordOf(cacheFile(out)));
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: Find a Chess Course You Keep', 'title: Find a Chess Course You Finish'));
    const unexplained = await build(file, out);
    expect(unexplained.result.ok && unexplained.result.rendered).toBe(1);
    expect(unexplained.lines).toContain('/: its inputs changed');
  });

  it("renders a talk's speakers' pages again when the talk changes, and no other speaker's", async () => {
    const file = siteFolder('references');
    const out = join(work, 'references', 'dist');
    const base = readFileSync(join(FIXTURES, 'sites', 'conference', 'site.yaml'), 'utf8');
    writeFileSync(file, base);
    expect((await build(file, out)).result.ok).toBe(true);
    const renderedPages = (lines: string[]) => lines.flatMap((line) => /^(\/\S*): /.exec(line)?.[1] ?? []).sort();

    // A talk's title: its page, the schedule that lists it, and the pages of its two speakers, whose lists of talks show it.
    const retitled = base.replace('title: Fast by default', 'title: Fast by default, on any phone');
    writeFileSync(file, retitled);
    const edited = await build(file, out);
    expect(renderedPages(edited.lines)).toEqual(['/schedule', '/speakers/priya-raman', '/speakers/tomas-lindqvist', '/talks/fast-by-default']);
    expect(edited.result.ok && edited.result.rendered).toBe(4);
    expect(readFileSync(join(out, 'speakers', 'priya-raman', 'index.html'), 'utf8')).toContain('Fast by default, on any phone');

    // A talk handed from one speaker to another: the one who lost it, the one who gained it, and the one it kept, whose list holds the changed talk.
    writeFileSync(file, retitled.replace('speakers: [tomas-lindqvist, priya-raman]', 'speakers: [tomas-lindqvist, ewan-forsyth]'));
    const moved = await build(file, out);
    expect(renderedPages(moved.lines)).toEqual([
      '/schedule',
      '/speakers/ewan-forsyth',
      '/speakers/priya-raman',
      '/speakers/tomas-lindqvist',
      '/talks/fast-by-default',
    ]);
    expect(readFileSync(join(out, 'speakers', 'priya-raman', 'index.html'), 'utf8')).not.toContain('Fast by default');
    expect(readFileSync(join(out, 'speakers', 'ewan-forsyth', 'index.html'), 'utf8')).toContain('Fast by default, on any phone');
  });

  it("keeps a block's rules in its one page, and names a new site stylesheet in every page, kept ones too, when a second page takes that block", async () => {
    const file = siteFolder('stylesheet');
    const out = join(work, 'stylesheet', 'dist');
    const clean = join(work, 'stylesheet', 'clean');
    const newsletter = /\n {6}- type: newsletter\n(?: {8}.+\n)+/;
    const block = newsletter.exec(BASE)![0];
    const questions = '        note: The club room closes on bank holidays.\n';
    expect(BASE).toContain(questions);
    const linked = () => {
      const sheets = new Set(
        [...tree(out)].flatMap(([name, bytes]) => (name.endsWith('.html') ? [/href="\/(assets\/style-\w+\.css)"/.exec(bytes.toString())![1]] : [])),
      );
      expect(sheets.size).toBe(1);
      return [...sheets][0];
    };
    const page = (path: string) => readFileSync(join(out, path, 'index.html'), 'utf8');
    /** The page's own stylesheet, the rules no other page uses (ShapeTable.split). */
    const own = (path: string) => /<style>([\s\S]*?)<\/style>/.exec(page(path))?.[1] ?? '';
    writeFileSync(file, BASE);
    expect((await build(file, out)).result.ok).toBe(true);
    const before = linked();
    // The newsletter is on /guides alone: its form's rules are that page's, not the sheet every visitor fetches.
    expect(own('guides')).toContain('MuiOutlinedInput');
    expect(readFileSync(join(out, before), 'utf8')).not.toContain('MuiOutlinedInput');

    // On a second page too, its rules move into the sheet, whose new name every page carries.
    writeFileSync(file, BASE.replace(questions, questions + block.slice(1)));
    const twice = await build(file, out);
    expect(twice.lines).toContain('/questions: its own content changed');
    expect(twice.lines.some((line) => /^\d+ pages kept from the last build are rendered again: the site stylesheet changed\.$/.test(line))).toBe(true);
    const after = linked();
    expect(after).not.toBe(before);
    expect(readFileSync(join(out, after), 'utf8')).toContain('MuiOutlinedInput');
    expect(own('guides')).not.toContain('MuiOutlinedInput');
    expect(own('questions')).not.toContain('MuiOutlinedInput');
    expect(existsSync(join(out, before))).toBe(false);
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'with the newsletter on two pages');

    // And back: the first sheet again, and /guides carries the form's rules again, as a clean build writes them.
    writeFileSync(file, BASE);
    expect((await build(file, out)).result.ok).toBe(true);
    expect(linked()).toBe(before);
    expect(own('guides')).toContain('MuiOutlinedInput');
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'with the newsletter on one page again');

    // Without it, /guides is drawn again and carries none of the form's rules.
    writeFileSync(file, BASE.replace(newsletter, '\n'));
    expect((await build(file, out)).lines).toContain('/guides: its own content changed');
    expect(own('guides')).not.toContain('MuiOutlinedInput');
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'without the newsletter');
  });

  it("draws an item's page again when a value its template takes from the item changes, and writes what a clean build writes", async () => {
    const file = siteFolder('item-values');
    const out = join(work, 'item-values', 'dist');
    const clean = join(work, 'item-values', 'clean');
    // The coaches' template has a button to the coach's email, { field: email }, and the clubs' a card with the club's picture.
    const base = withEveryKind(BASE);
    writeFileSync(file, base);
    expect((await build(file, out)).result.ok).toBe(true);
    writeFileSync(file, base.replace('email: anna@chess.example', 'email: anna.kowalska@chess.example'));
    const edited = await build(file, out);
    expect(edited.lines).toContain(
      '/coaches/anna-kowalska: field `email` of item `anna-kowalska` of `coaches` changed; item `anna-kowalska` of `coaches` changed',
    );
    expect(readFileSync(join(out, 'coaches', 'anna-kowalska', 'index.html'), 'utf8')).toContain('href="mailto:anna.kowalska@chess.example"');
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'after the edit of a value the template takes');
    // A club's picture taken away: its card draws without one, and only its page changes.
    const York = "        photo:\n          src: team/callum-reid.jpg\n          alt: The club's captain at the board\n";
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(York);
    writeFileSync(file, text.replace(York, ''));
    const removed = await build(file, out);
    expect(removed.lines.filter((line) => line.startsWith('/clubs/'))).toEqual([expect.stringMatching(/^\/clubs\/york-knights: /)]);
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'after a picture the template takes was taken away');
  });

  it('deletes the page of a removed route and takes it out of the sitemap', async () => {
    const file = siteFolder('remove');
    const out = join(work, 'remove', 'dist');
    const extra =
      '  - path: /extra\n    title: An extra page\n    description: A page added for a while and then removed again, to see that its file goes with it.\n    blocks:\n      - type: hero\n        title: An extra page\n';
    writeFileSync(file, BASE.replace(/\nroutes:\n/, `\nroutes:\n${extra}`));
    expect((await build(file, out)).result.ok).toBe(true);
    const page = join(out, 'extra', 'index.html');
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain('/extra<');
    writeFileSync(file, BASE);
    const { result, lines } = await build(file, out);
    expect(result.ok && result.rendered).toBe(0);
    expect(existsSync(page)).toBe(false);
    expect(lines).toContain('/extra: removed (no longer a page of the site)');
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain('/extra<');
  });

  it('ignores a damaged or foreign cache, says so, and builds the same site', async () => {
    const file = siteFolder('damaged');
    const out = join(work, 'damaged', 'dist');
    writeFileSync(file, BASE);
    expect((await build(file, out)).result.ok).toBe(true);
    const cache = cacheFile(out);
    const good = readFileSync(cache, 'utf8');

    writeFileSync(cache, good.slice(0, good.length / 2));
    const truncated = await build(file, out);
    expect(truncated.lines[0]).toBe('Rendering every page: the build cache is damaged (its checksum does not match).');
    expect(truncated.result.ok && truncated.result.rendered).toBe(truncated.result.ok && truncated.result.pages);

    writeFileSync(cache, good.slice(0, 20));
    expect((await build(file, out)).lines[0]).toBe('Rendering every page: the build cache is damaged (it is not readable JSON).');

    writeFileSync(
      cache,
      good.replace(/"sum":"[0-9a-f]/, (m) => m.slice(0, -1) + (m.endsWith('0') ? '1' : '0')),
    );
    expect((await build(file, out)).lines[0]).toBe('Rendering every page: the build cache is damaged (its checksum does not match).');

    writeFileSync(cache, good.replace(/"version":\d+/, '"version":999'));
    expect((await build(file, out)).lines[0]).toBe('Rendering every page: the build cache is of another version (999).');

    // Another folder's cache copied over this one's.
    const other = join(work, 'damaged', 'other');
    expect((await build(file, other)).result.ok).toBe(true);
    writeFileSync(cache, readFileSync(cacheFile(other)));
    expect((await build(file, out)).lines[0]).toBe('Rendering every page: the build cache belongs to another output folder.');
    expectSameTree(out, other, 'after a foreign cache');
  });

  it('keeps the output it replaces as it was, and ships nothing changed or left by hand in the swap folder it writes in', async () => {
    const file = siteFolder('swap');
    const out = join(work, 'swap', 'dist');
    const clean = join(work, 'swap', 'clean');
    const swap = join(work, 'swap', '.dist-spare');
    // Headings of one route each: most pages are kept, by links shared between the output and the swap folder.
    const edit = (text: string, route: number) => EDITS['change a heading, and so an anchor'](text, route);
    let text = BASE;
    for (const route of [3, 4, 3, 5]) {
      text = edit(text, route);
      writeFileSync(file, text);
      const before = existsSync(out) ? tree(out) : undefined;
      expect((await build(file, out)).result.ok).toBe(true);
      if (before && existsSync(swap)) expect(tree(swap), `the replaced output, after an edit of route ${route}`).toEqual(before);
    }
    expect(existsSync(swap)).toBe(true);
    // Every page of the swap folder replaced (not written through its link, which would change dist too), a stray file, a stray folder.
    for (const page of tree(swap).keys()) {
      if (!page.endsWith('.html')) continue;
      rmSync(join(swap, page));
      writeFileSync(join(swap, page), 'changed by hand');
    }
    writeFileSync(join(swap, 'notes.txt'), 'left by hand');
    mkdirSync(join(swap, 'drafts', 'old'), { recursive: true });
    writeFileSync(join(swap, 'drafts', 'old', 'index.html'), 'left by hand');
    writeFileSync(file, edit(text, 6));
    expect((await build(file, out)).result.ok).toBe(true);
    expect((await build(file, clean, true)).result.ok).toBe(true);
    expectSameTree(out, clean, 'after building in a swap folder changed by hand');
  });

  it('writes a clean build over the swap folder without changing the output it replaces, and never through a link', async () => {
    const file = siteFolder('clean-in-spare');
    const out = join(work, 'clean-in-spare', 'dist');
    const fresh = join(work, 'clean-in-spare', 'fresh');
    const swap = join(work, 'clean-in-spare', '.dist-spare');
    const outside = join(work, 'clean-in-spare', 'outside.html');
    // Two edits of one route: the swap folder then shares most of its pages with dist by hard links.
    let text = BASE;
    for (const route of [3, 4, 3]) {
      text = EDITS['change a heading, and so an anchor'](text, route);
      writeFileSync(file, text);
      expect((await build(file, out)).result.ok).toBe(true);
    }
    const page = [...tree(swap).keys()].find((name) => name.endsWith('.html'))!;
    // A page of the swap folder made a link to a file outside: writing over it must not write there.
    writeFileSync(outside, 'not the site’s');
    rmSync(join(swap, page));
    symlinkSync(outside, join(swap, page));
    // A page file the swap folder alone has (changed by hand): written over where it is, not made anew.
    const own = [...tree(swap).keys()].find((name) => name !== page && name.endsWith('.html'))!;
    rmSync(join(swap, own));
    writeFileSync(join(swap, own), 'changed by hand');
    const ownInode = statSync(join(swap, own)).ino;
    const before = tree(out);
    // An edit first, so pages the swap folder shares with dist come out different: written through their links, dist would change.
    writeFileSync(file, EDITS['change a heading, and so an anchor'](text, 6));
    const { result, lines } = await build(file, out, true);
    expect(statSync(join(out, own)).ino).toBe(ownInode);
    expect(result.ok && result.rendered).toBe(result.ok && result.pages);
    expect(lines[0]).toBe('Rendering every page: asked for a clean build.');
    expect(readFileSync(outside, 'utf8')).toBe('not the site’s');
    expect(tree(swap), 'the replaced output, kept as the swap folder').toEqual(before);
    expect((await build(file, fresh, true)).result.ok).toBe(true);
    expectSameTree(out, fresh, 'a clean build written over the swap folder');
  });

  it('renders a page again when its file in the output was changed by hand', async () => {
    const file = siteFolder('tampered');
    const out = join(work, 'tampered', 'dist');
    writeFileSync(file, BASE);
    expect((await build(file, out)).result.ok).toBe(true);
    const page = join(out, 'index.html');
    const original = readFileSync(page);
    writeFileSync(page, 'changed by hand');
    const { result, lines } = await build(file, out);
    expect(result.ok && result.rendered).toBe(1);
    expect(lines).toContain('/: its file in the output is missing or was changed');
    expect(readFileSync(page).equals(original)).toBe(true);
    expect(statSync(page).size).toBe(original.length);
  });
});
