import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../../src/editor/server/server.js';
import { buildSite } from '../../../src/prerender/build-site.js';
import { validateFile } from '../../../src/validate/validate-site.js';
import { launch, localContext } from '../browser.js';
import { editorOnCopy } from './editor-server.js';
import { field as fieldOf, open as openIn, preview as previewOf, saved, tree } from './ui.js';

const HOME = /^Compare Online IQ/;
let browser: Browser;
let editor: EditorServer;
let file: string;
let original: string;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ editor, file } = await editorOnCopy());
  original = readFileSync(file, 'utf8');
  const context = await localContext(browser, { viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.goto(editor.url);
  await page.locator('#form-title').waitFor();
});
afterEach(async (context) => {
  // A failed step leaves a picture of the editor behind, to see what the test saw.
  if (context.task.result?.state === 'fail') await page.screenshot({ path: join('.e2e', `editor-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`) });
  await page.context().close();
  await editor.close();
});

const outline = () => tree(page);
const field = (name: string) => fieldOf(page, name);
const preview = () => previewOf(page);
const open = (...names: RegExp[]) => openIn(page, ...names);
/** Lines that differ between two versions of the file, as [before, after] pairs (same line count assumed). */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { count: b.length - a.length, pairs: a.map((line, i) => [line, b[i]]).filter(([x, y]) => x !== y) };
};
const save = async () => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await saved(page);
};

describe('the visual editor', () => {
  it('changes the home hero title in the form, shows it in the preview, and saves exactly that line', async () => {
    await open(HOME, /^1\. Hero/);
    const title = field('Title');
    await title.fill('Find an Online Test You Can Trust');
    await expect.poll(() => preview().locator('h1').textContent()).toBe('Find an Online Test You Can Trust');
    await save();
    const diff = changedLines(original, readFileSync(file, 'utf8'));
    expect(diff.count).toBe(0);
    expect(diff.pairs).toEqual([['        title: Find the Online Test You Can Trust', '        title: Find an Online Test You Can Trust']]);
  });

  it('adds a card grid from the palette, fills it in, moves it up, and saves a file that builds with it', async () => {
    await open(HOME);
    const blocksBefore = await outline()
      .getByRole('treeitem', { name: /^\d+\. / })
      .count();
    await page.getByRole('button', { name: 'Add a block' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Card grid/ })
      .click();
    await expect.poll(() => page.locator('#form-title').textContent()).toBe(`${blocksBefore + 1}. Card grid`);
    await field('Section heading').fill('Three ways to start');
    await page.getByRole('button', { name: 'Add a card', exact: true }).click();
    await field('Title').fill('Read the reviews');
    await field('Text').fill('Start with the platforms we rated highest for validity.');
    await open(HOME);
    await page.getByRole('button', { name: `Move block ${blocksBefore + 1}, Card grid up` }).click();
    await outline()
      .getByRole('treeitem', { name: new RegExp(`^${blocksBefore}\\. Card grid`) })
      .waitFor();
    await save();
    const { problems } = validateFile(file);
    expect(problems).toEqual([]);
    const out = join(dirname(file), 'dist');
    const built = await buildSite(file, out);
    expect(built.ok).toBe(true);
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(html).toContain('Three ways to start');
    // Moved up: it comes before the block that was last.
    expect(html.indexOf('Three ways to start')).toBeLessThan(html.indexOf('Ready to find the right test?'));
  });

  it('shows an invalid value at its field and in the problems panel, whose entry focuses the field', async () => {
    await open(/^Best IQ Test Reviews/);
    await page.getByRole('button', { name: /^Address: \/reviews/ }).click();
    const path = field('Address');
    await path.fill('Reviews Page');
    const problem = page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: /^'path' must be/ });
    await problem.waitFor();
    // The field shows its own problem, and the panel says where it is.
    expect(await page.locator('#field-routes\\.1\\.path-helper-text').textContent()).toMatch(/^'path' must be/);
    expect(await problem.textContent()).toMatch(/Pages › Best IQ Test Reviews 2025 · site\.yaml line \d+/);
    await field('Title').focus();
    await problem.click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('Reviews Page');
    // The invalid value is kept until it is fixed.
    await open(HOME);
    await open(/^Best IQ Test Reviews/);
    await expect.poll(() => path.inputValue()).toBe('Reviews Page');
  });

  it('reloads an outside edit when nothing is unsaved, and asks when something is', async () => {
    writeFileSync(file, original.replace('Find the Online Test You Can Trust', 'Edited Elsewhere'));
    await open(HOME, /^1\. Hero/);
    // A shorter file is waited for longer (it may be a save in place caught part way), so not within poll's default second.
    await expect.poll(() => field('Title').inputValue(), { timeout: 10_000 }).toBe('Edited Elsewhere');
    await field('Eyebrow').fill('Mine, not saved');
    await page.getByText('Unsaved changes').waitFor();
    writeFileSync(file, original.replace('Find the Online Test You Can Trust', 'Edited Twice'));
    const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toMatch('Edited Twice');
    expect(await dialog.textContent()).toMatch('Mine, not saved');
    // Nothing was overwritten while the owner decides.
    expect(readFileSync(file, 'utf8')).toContain('Edited Twice');
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await save();
    expect(readFileSync(file, 'utf8')).toContain('Mine, not saved');
  });

  it('undoes and redoes edits, block moves and additions with the keyboard', async () => {
    await open(HOME, /^1\. Hero/);
    const title = field('Title');
    await title.fill('First change');
    await page.waitForTimeout(1500);
    await open(HOME);
    await page.getByRole('button', { name: 'Move block 2, Rich text up' }).click();
    await outline()
      .getByRole('treeitem', { name: /^1\. Rich text/ })
      .waitFor();
    await page.keyboard.press('Control+z');
    await outline()
      .getByRole('treeitem', { name: /^1\. Hero/ })
      .waitFor();
    await page.keyboard.press('Control+z');
    await expect.poll(() => preview().locator('h1').textContent()).toBe('Find the Online Test You Can Trust');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => preview().locator('h1').textContent()).toBe('First change');
    await page.keyboard.press('Control+Shift+z');
    await outline()
      .getByRole('treeitem', { name: /^1\. Rich text/ })
      .waitFor();
  });

  it('reorders blocks by dragging them, and moves a route from its own form', async () => {
    await open(HOME);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: /^3\. Data table/ }).dragTo(main.getByRole('button', { name: /^1\. Hero/ }));
    await outline()
      .getByRole('treeitem', { name: /^1\. Data table/ })
      .waitFor();
    await open(/^Best IQ Test Reviews/);
    await page.getByRole('button', { name: /^Move this page, Best IQ Test Reviews 2025 up$/ }).click();
    // The form stays on the route it moved.
    await expect.poll(() => page.locator('#form-title').textContent()).toBe('Best IQ Test Reviews 2025');
    await save();
    expect(readFileSync(file, 'utf8').indexOf('path: /reviews')).toBeLessThan(original.indexOf('path: /reviews'));
  });

  it('keeps unsaved edits through a reload, and asks before the tab closes with them', async () => {
    await open(HOME, /^1\. Hero/);
    await field('Title').fill('Kept across a reload');
    // The edit is kept as a draft once it is in the text (a pause after typing); on a busy machine that takes a moment.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            Object.keys(localStorage).some((key) => key.startsWith('site-editor-draft:') && localStorage.getItem(key)!.includes('Kept across a reload')),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    let asked = false;
    page.once('dialog', (d) => {
      asked = d.type() === 'beforeunload';
      void d.accept();
    });
    await page.reload();
    // The draft is restored once the editor has read the file and its draft: then the form is there.
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ timeout: 30_000 });
    await page.locator('#form-title').waitFor();
    expect(asked).toBe(true);
    await open(HOME, /^1\. Hero/);
    await expect.poll(() => field('Title').inputValue()).toBe('Kept across a reload');
  });

  it('selects a block when it is clicked in the preview', async () => {
    await open(HOME);
    await preview().getByRole('heading', { name: 'Why compare before you take a test?' }).click();
    await expect.poll(() => page.locator('#form-title').textContent()).toBe('2. Rich text');
  });

  it('offers to update every link when a route path is renamed, as one change', async () => {
    await open(/^How Ratings Are Determined/);
    await page.getByRole('button', { name: /^Address: / }).click();
    const path = field('Address');
    const before = await path.inputValue();
    await path.fill(`${before}-explained`);
    await field('Title').focus();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^Update \\d+ references? to '${before}'`) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Update them' }).click();
    await save();
    expect(validateFile(file).problems).toEqual([]);
    // Every link now names the new path; only comments, which are not links, may still mention the old one.
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'));
    expect(lines.filter((line) => new RegExp(`${before}[)#\\s]|${before}$`).test(line))).toEqual([]);
  });

  it('says where an item is referred to before deleting it', async () => {
    await open(/^Blog posts/);
    await page.getByRole('button', { name: /^Delete post Cultural Considerations/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete post Cultural Considerations/ });
    expect(await dialog.textContent()).toMatch(/line \d+/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});
