import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../../src/editor/server/server.js';
import { validateFile } from '../../../src/validate/validate-site.js';
import { launch, localContext } from '../browser.js';
import { Actions, diffLines, editorInRepository, field, saved, tree } from './ui.js';

/**
 * The five tasks of issue 31, done through the editor as an owner who has
 * never seen the file would do them, in a git repository: each may take at
 * most so many actions (typing not counted), and `git diff` must show only
 * the intended lines, written as the file writes its own.
 */
let browser: Browser;
let editor: EditorServer;
let file: string;
let git: (...args: string[]) => string;
let page: Page;
let act: Actions;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  ({ editor, file, git } = await editorInRepository());
  const context = await localContext(browser, { viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.goto(editor.url);
  await page.locator('#form-title').waitFor();
  act = new Actions(page);
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') await page.screenshot({ path: join('.e2e', `owner-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`) });
  await page.context().close();
  await editor.close();
});

// An owner's task types a few sentences key by key, each key drawn again in the form and the preview:
// on a machine shared by several runs that takes minutes, not the default minute.
describe('an owner who has never seen YAML', { timeout: 240_000 }, () => {
  it("changes a reviewed item's price in at most 4 actions, changing that one line", async () => {
    await act.click(tree(page).getByRole('treeitem', { name: /^Platforms/ }));
    await act.click(page.getByRole('main').getByRole('button', { name: /^CogniMetrics Pro/ }));
    const price = field(page, 'Price');
    await act.click(price);
    await page.keyboard.press('Control+a');
    await act.type('$0.99 trial, then $24.99/week or $44.99/month');
    await act.press('Control+s');
    await saved(page);
    expect(act.count).toBeLessThanOrEqual(4);
    expect(diffLines(git('diff', '-U0'))).toEqual({
      removed: ['        price: $0.99 trial, then $19.99/week or $39.99/month'],
      added: ['        price: $0.99 trial, then $24.99/week or $44.99/month'],
    });
  });

  it('adds an FAQ question in at most 5 actions, written like the questions around it', async () => {
    await act.click(tree(page).getByRole('treeitem', { name: /^Questions and answers/ }));
    await act.click(page.getByRole('button', { name: 'Add a question' }));
    // The new question opens with nothing asked of the owner yet, and its first field ready to type in.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^\d+ problems?$/ })
          .count(),
      )
      .toBe(0);
    await act.type('Do you review tests in other languages?');
    await act.click(field(page, 'Answer'));
    await act.type(
      'Not yet. We review tests in English only, because our reviewers and the norm groups we compare against are English-speaking. We will say so here when that changes.',
    );
    await act.press('Control+s');
    await saved(page);
    expect(act.count).toBeLessThanOrEqual(5);
    const { removed, added } = diffLines(git('diff', '-U0'));
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '      - id: do-you-review-tests-in-other-languages',
      '        question: Do you review tests in other languages?',
      '        answer: >-',
      '          Not yet. We review tests in English only, because our reviewers and the norm groups we compare against',
      '          are English-speaking. We will say so here when that changes.',
    ]);
    expect(validateFile(file).problems).toEqual([]);
  });

  it('makes a new page with three blocks in at most 12 actions, linked from the header', async () => {
    await act.click(page.getByRole('button', { name: 'New page' }));
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await act.type('Our Review Team');
    await act.click(dialog.getByRole('radio', { name: /^An article/ }));
    await act.click(dialog.getByRole('textbox', { name: 'Description' }));
    await act.type('Who reviews the tests on this site, how each reviewer was trained, and how we keep our ratings independent of payment.');
    await act.click(dialog.getByRole('checkbox', { name: 'Link to it in the header' }));
    await act.click(dialog.getByRole('button', { name: 'Create page' }));
    // The page opens with its title block and an article's first paragraph; the paragraph waits to be written.
    await act.click(page.getByRole('main').getByRole('button', { name: /^2\. Rich text/ }));
    await act.click(page.getByRole('textbox', { name: 'Paragraph 1' }));
    await act.type('Three reviewers take every test anonymously, each on a different day, and score it on the same criteria.');
    await act.click(tree(page).getByRole('treeitem', { name: /^Our Review Team/ }));
    await act.click(page.getByRole('button', { name: 'Add a block' }));
    await act.type('rich');
    await act.press('Enter');
    await act.type('Each reviewer has a degree in psychology and has been trained in test construction.');
    await act.press('Control+s');
    await saved(page);
    expect(act.count).toBeLessThanOrEqual(12);
    expect(validateFile(file).problems).toEqual([]);
    const { removed, added } = diffLines(git('diff', '-U0'));
    expect(removed).toEqual([]);
    expect(added).toEqual([
      '    - { label: Our Review Team, to: /our-review-team }',
      '',
      '  - path: /our-review-team',
      '    title: Our Review Team',
      '    description: >-',
      '      Who reviews the tests on this site, how each reviewer was trained, and how we keep our ratings independent',
      '      of payment.',
      '    blocks:',
      '      - type: hero',
      '        title: Our Review Team',
      '      - type: rich-text',
      '        paragraphs:',
      '          - >-',
      '            Three reviewers take every test anonymously, each on a different day, and score it on the same',
      '            criteria.',
      '      - type: rich-text',
      '        paragraphs:',
      '          - Each reviewer has a degree in psychology and has been trained in test construction.',
    ]);
  });

  it('moves a block in at most 3 actions, carrying its lines unchanged', async () => {
    const before = readFileSync(file, 'utf8');
    await act.click(tree(page).getByRole('treeitem', { name: /^Compare Online IQ/ }));
    await act.click(page.getByRole('button', { name: 'Move block 3, Data table up' }));
    await act.press('Control+s');
    await saved(page);
    expect(act.count).toBeLessThanOrEqual(3);
    const after = readFileSync(file, 'utf8');
    // The same lines, the data table's now before the rich text's.
    expect(after.split('\n').sort()).toEqual(before.split('\n').sort());
    expect(after.indexOf('      - type: data-table')).toBeLessThan(after.indexOf('      - type: rich-text\n        heading: Why compare'));
  });

  it('fixes a problem made outside the editor in at most 2 actions, on its own line', async () => {
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('        accuracy: 70\n', '        acuracy: 70\n'));
    // The editor says it took the outside change, and shows its problem with the fix it suggests.
    await page.getByText(/The file changed on disk/).waitFor();
    const fix = page.getByRole('button', { name: "Use 'accuracy'" }).first();
    await act.click(fix);
    await act.press('Control+s');
    await saved(page);
    expect(act.count).toBeLessThanOrEqual(2);
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect(git('diff')).toBe('');
  });
});
