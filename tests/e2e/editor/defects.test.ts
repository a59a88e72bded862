import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../../src/editor/server/server.js';
import { validateFile } from '../../../src/validate/validate-site.js';
import { launch, localContext } from '../browser.js';
import { editorOnCopy } from './editor-server.js';
import { field, open, preview, saved, tree } from './ui.js';

/**
 * Each defect issue 31 met, as the owner met it: the steps that went wrong,
 * and what the editor does now.
 */
let browser: Browser;
let editor: EditorServer;
let file: string;
let original: string;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Starts the editor on a copy of site.yaml, changed first by `edit` if given. */
async function start(edit?: (text: string) => string, viewport = { width: 1280, height: 800 }) {
  ({ editor, file } = await editorOnCopy());
  original = readFileSync(file, 'utf8');
  if (edit) writeFileSync(file, edit(original));
  const context = await localContext(browser, { viewport });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(editor.url);
  await page.locator('#form-title').waitFor();
}

beforeEach(() => {
  errors = [];
});
afterEach(async (context) => {
  if (context.task.result?.state === 'fail')
    await page?.screenshot({ path: join('.e2e', `defect-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`) });
  await page?.context().close();
  await editor?.close();
});

const main = () => page.getByRole('main');
const formTitle = () => page.locator('#form-title').textContent();
const frameAddress = () => page.getByRole('region', { name: 'Preview' }).locator('p').first().textContent();
const notice = () => page.getByRole('alert');

describe('dead ends and lost work', () => {
  it('asks what a block is instead of leaving it without a type, and keeps what was written in it', async () => {
    await start((text) => text.replace('      - type: rich-text\n        heading: Why compare', '      - heading: Why compare'));
    await open(page, /^Compare Online IQ/, /^2\. /);
    await main().getByRole('button', { name: 'Choose a block' }).click();
    const palette = page.getByRole('dialog', { name: 'Add a block' });
    await palette.getByRole('textbox').fill('rich text');
    await page.keyboard.press('Enter');
    await expect.poll(formTitle).toBe('2. Rich text');
    await page.keyboard.press('Control+s');
    await saved(page);
    // Its type is written first, where a block's type goes.
    expect(readFileSync(file, 'utf8')).toBe(original);
    expect(validateFile(file).problems).toEqual([]);
  });

  it('asks before deleting a page, naming what goes, and undo brings it back; the form then shows a real page', async () => {
    await start();
    await open(page, /^How Long Do IQ Tests Take/);
    await main()
      .getByRole('button', { name: /^Delete this page/ })
      .click();
    const ask = page.getByRole('dialog', { name: /^Delete this page, How Long Do IQ Tests Take/ });
    expect(await ask.textContent()).toMatch(/The page at \/test-duration and its \d+ blocks will be deleted/);
    expect(await ask.textContent()).toMatch(/linked to or named in \d+ places/);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    expect(await formTitle()).toMatch(/^How Long Do IQ Tests Take/);
    await main()
      .getByRole('button', { name: /^Delete this page/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    // The form moves to the page before it, never to a page that is not there.
    await expect.poll(formTitle, { timeout: 10_000 }).toMatch(/^How Accurate Are Online IQ Tests/);
    await page.keyboard.press('Control+z');
    await tree(page)
      .getByRole('treeitem', { name: /^How Long Do IQ Tests Take/ })
      .waitFor();
  });

  it('deletes an empty block at once but asks before a block with something written in it', async () => {
    await start();
    await open(page, /^Compare Online IQ/);
    await main().getByRole('button', { name: 'Add a block' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('card grid');
    await page.keyboard.press('Enter');
    await main()
      .getByRole('button', { name: /^Delete this block/ })
      .click();
    // Nothing was written in it: gone at once.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await open(page, /^1\. Hero/);
    await main()
      .getByRole('button', { name: /^Delete this block/ })
      .click();
    await page
      .getByRole('dialog', { name: /^Delete this block/ })
      .getByText('The block and everything written in it will be deleted.')
      .waitFor();
  });
});

describe('the link dialog', () => {
  for (const how of ['mouse', 'keyboard'] as const) {
    it(`writes the page's address when a suggestion is picked with the ${how}`, async () => {
      await start();
      await open(page, /^Questions and answers/, /^How accurate are the test results/);
      const answer = field(page, 'Answer');
      await answer.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' See ');
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: 'Add a link' });
      await dialog.getByRole('combobox', { name: 'Link to' }).fill('methodology');
      if (how === 'mouse') await page.getByRole('option', { name: /^Our Rating Methodology/ }).click();
      else {
        await page.getByRole('option', { name: /^Our Rating Methodology/ }).waitFor();
        const options = await page.getByRole('option').allTextContents();
        for (let i = 0; i <= options.findIndex((o) => o.startsWith('Our Rating Methodology')); i++) await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => dialog.getByRole('combobox', { name: 'Link to' }).inputValue()).toBe('/rating-methodology');
      await dialog.getByRole('button', { name: 'Add link' }).click();
      // Typing on after the link goes after it, not into it.
      await page.keyboard.press('End');
      await page.keyboard.type('.');
      await page.keyboard.press('Control+s');
      await saved(page);
      const answerText = (parse(readFileSync(file, 'utf8')) as { collections: { faq: { items: Array<{ answer: string }> } } }).collections.faq.items[0].answer;
      expect(answerText).toMatch(/ See \[Our Rating Methodology\]\(\/rating-methodology\)\.$/);
      expect(validateFile(file).problems).toEqual([]);
    });
  }
});

describe('the link dialog offers the parts of the chosen page', () => {
  it('writes the page and the part chosen, which the page has', async () => {
    await start();
    await open(page, /^Questions and answers/, /^How long does an IQ test take/);
    await field(page, 'Answer').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Read how ');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByRole('combobox', { name: 'Link to' }).fill('/methodology');
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Part of the page' }).click();
    const parts = page.getByRole('listbox').getByRole('option');
    expect(await parts.count()).toBeGreaterThan(2);
    await parts.nth(1).click();
    await dialog.getByRole('button', { name: 'Add link' }).click();
    await page.keyboard.press('Control+s');
    await saved(page);
    const answerText = (parse(readFileSync(file, 'utf8')) as { collections: { faq: { items: Array<{ answer: string }> } } }).collections.faq.items[1].answer;
    expect(answerText).toMatch(/Read how \[How Ratings Are Determined\]\(\/methodology#[a-z0-9-]+\)$/);
    expect(validateFile(file).problems).toEqual([]);
  });
});

describe('silent data traps', () => {
  it('takes no line break in a one-line field: Enter and a pasted line break are not saved', async () => {
    await start();
    await open(page, /^Platforms/);
    await main()
      .getByRole('button', { name: /^CogniMetrics Pro/ })
      .click();
    const price = field(page, 'Price');
    await price.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Free, then $9.99/month');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+s');
    await saved(page);
    expect(readFileSync(file, 'utf8')).toContain('        price: Free, then $9.99/month\n        accuracy: 70\n');
  });

  it('starts a new paragraph with Enter in a list of paragraphs, and joins lines pasted into one paragraph', async () => {
    await start();
    await open(page, /^Compare Online IQ/, /^2\. Rich text/);
    const first = field(page, 'Paragraph 1');
    await first.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('A new paragraph.');
    await expect.poll(() => field(page, 'Paragraph 2').textContent()).toBe('A new paragraph.');
    await page.keyboard.press('Control+s');
    await saved(page);
    const text = readFileSync(file, 'utf8');
    const paragraphs = (parse(text) as { routes: Array<{ blocks: Array<{ paragraphs?: string[] }> }> }).routes[0].blocks[1].paragraphs!;
    expect(paragraphs.length).toBe(3);
    expect(paragraphs[1]).toBe('A new paragraph.');
    expect(text).toContain('a surprise subscription.\n          - A new paragraph.\n          - >-\n');
    // Two lines pasted into a paragraph are one line of it, as the page would show them anyway.
    await field(page, 'Paragraph 2').click();
    await page.keyboard.press('End');
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', ' Pasted\n\nlines.');
      document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => field(page, 'Paragraph 2').textContent()).toBe('A new paragraph. Pasted lines.');
  });

  it('puts a field filled in for a misspelt one where the misspelt one was', async () => {
    await start((text) => text.replace('        accuracy: 70\n', '        acuracy: 70\n'));
    await open(page, /^Platforms/);
    await main()
      .getByRole('button', { name: /^CogniMetrics Pro/ })
      .click();
    await field(page, 'Accuracy').fill('70');
    await main().getByRole('alert').filter({ hasText: "'acuracy'" }).getByRole('button', { name: 'Remove' }).click();
    await page.keyboard.press('Control+s');
    await saved(page);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});

describe('entries first', () => {
  it('opens a collection on its entries, with its settings behind a tab', async () => {
    await start();
    await open(page, /^Questions and answers/);
    expect(await main().getByRole('tab', { name: 'Entries' }).getAttribute('aria-selected')).toBe('true');
    await main().getByRole('button', { name: 'Add a question' }).waitFor();
    expect(await main().getByRole('textbox', { name: 'Title field' }).count()).toBe(0);
    await main().getByRole('tab', { name: 'Settings' }).click();
    await main().getByRole('combobox', { name: 'Title field' }).waitFor();
  });

  it('lists the questions an FAQ block shows, each a way to its form, and a question clicked in the preview opens it', async () => {
    await start();
    await open(page, /^Frequently Asked Questions/, /^2\. Accordion/);
    const shown = main().getByRole('region', { name: 'Questions shown here' });
    await shown.getByRole('button', { name: 'How long does an IQ test take?' }).click();
    await expect.poll(formTitle).toBe('How long does an IQ test take?');
    // The preview stays on the page that shows the question, not the home page.
    await expect.poll(frameAddress).toBe('/faq');
    await preview(page).getByText('Are online IQ tests free?').click();
    await expect.poll(formTitle).toBe('Are online IQ tests free?');
  });

  it('opens each form at its top', async () => {
    await start();
    await open(page, /^Settings/);
    const form = page.getByRole('main').locator('> div').first();
    await form.evaluate((el) => el.scrollTo(0, 2000));
    expect(await form.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await open(page, /^Navigation/);
    expect(await form.evaluate((el) => el.scrollTop)).toBe(0);
  });
});

describe('writing like a word processor', () => {
  it('makes the selection bold with Ctrl+B and the B button, shown bold and saved as markup', async () => {
    await start();
    await open(page, /^Questions and answers/, /^Are online IQ tests free/);
    const answer = field(page, 'Answer');
    await answer.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Control+b');
    expect(await answer.locator('b, strong').first().textContent()).toBe('Some');
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await main().getByRole('button', { name: 'Italic, in Answer' }).click();
    await page.keyboard.type('Checked in 2025.');
    expect(await answer.locator('i, em').last().textContent()).toBe('Checked in 2025.');
    await page.keyboard.press('Control+s');
    await saved(page);
    const text = readFileSync(file, 'utf8');
    const answerText = (parse(text) as { collections: { faq: { items: Array<{ answer: string }> } } }).collections.faq.items[2].answer;
    expect(answerText).toMatch(/^\*\*Some\*\* are\. .*\. \*Checked in 2025\.\*$/);
    // Only the answer's lines changed; the rest of the file keeps its bytes.
    const outside = (t: string) => t.slice(0, t.indexOf('question: Are online IQ tests free?')) + t.slice(t.indexOf('      - id: item-3'));
    expect(outside(text)).toBe(outside(original));
    // The answer's first line changed and its last grew; the lines between kept their bytes.
    const lines = (t: string) => t.slice(t.indexOf('question: Are online IQ tests free?'), t.indexOf('      - id: item-3')).split('\n');
    expect(lines(text).slice(3, -3)).toEqual(lines(original).slice(3, -3));
  });
});

describe('keys and focus', () => {
  it('saves with Ctrl+S while the focus is in the preview', async () => {
    await start();
    await open(page, /^Compare Online IQ/, /^1\. Hero/);
    await field(page, 'Title').fill('Saved from the preview');
    await preview(page)
      .locator('body')
      .click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+s');
    await saved(page);
    expect(readFileSync(file, 'utf8')).toContain('title: Saved from the preview');
  });

  it('is one Tab stop in the outline, moved through with the arrow keys, Enter opening a line', async () => {
    await start();
    await page.getByRole('textbox', { name: 'Search the site' }).focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(
        () => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase()}:${document.activeElement?.textContent}`,
      );
    expect(await focused()).toMatch(/^treeitem:Settings/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toMatch(/^treeitem:Footer/);
    await page.keyboard.press('Enter');
    await expect.poll(formTitle).toBe('Footer');
    await page.keyboard.press('Tab');
    // Tab leaves the tree for the next control: the outline's lines are not Tab stops of their own.
    expect(await focused()).toMatch(/^button:New page/);
  });

  it('draws a focus ring of 3:1 or more against the background, in both schemes', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await start();
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
        const lum = ([r, g, b]: number[]) =>
          [r, g, b]
            .map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4))
            .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
        let bg = 'rgba(0, 0, 0, 0)';
        for (let node: Element | null = el.parentElement; node && /rgba\(0, 0, 0, 0\)|transparent/.test(bg); node = node.parentElement)
          bg = getComputedStyle(node).backgroundColor;
        const [a, b] = [lum(rgb(style.outlineColor)), lum(rgb(bg))].sort((x, y) => y - x);
        return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, contrast: (a + 0.05) / (b + 0.05) };
      });
      expect(ring.style).toBe('solid');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      expect(ring.contrast).toBeGreaterThanOrEqual(3);
      await page.context().close();
      await editor.close();
    }
    page = undefined as unknown as Page;
  });
});

describe('the owner is told', () => {
  it('when the file is reloaded from disk, when unsaved edits come back, and when a save had nothing to write', async () => {
    await start();
    writeFileSync(file, original.replace('Find the Online Test You Can Trust', 'Changed in Another Editor'));
    await notice().filter({ hasText: 'The file changed on disk' }).waitFor();
    await page.keyboard.press('Control+s');
    await notice().filter({ hasText: 'Nothing to save' }).waitFor();
    await open(page, /^Compare Online IQ/, /^1\. Hero/);
    await field(page, 'Title').fill('Kept across a reload');
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => localStorage.getItem(k)!.includes('Kept across a reload'))), { timeout: 15_000 })
      .toBe(true);
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await notice().filter({ hasText: 'Your unsaved changes from before the page was reloaded are back' }).waitFor({ timeout: 30_000 });
  });

  it('lists what differs in a conflict by page, block and field, with both values and no lines of the file', async () => {
    await start();
    await open(page, /^Compare Online IQ/, /^1\. Hero/);
    await field(page, 'Eyebrow').fill('Mine, not saved');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
    writeFileSync(file, original.replace('Find the Online Test You Can Trust', 'Edited Elsewhere'));
    const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toMatch(/Pages › Compare Online IQ, Personality and Love Style Tests › 1\. Hero/);
    expect(text).toMatch(/TitleOn diskEdited ElsewhereYours, not savedFind the Online Test You Can Trust/);
    expect(text).toMatch(/EyebrowOn diskRated by a published method, updated for 2025Yours, not savedMine, not saved/);
    expect(text).not.toMatch(/^\s*- type:|title: /m);
  });
});

describe('small things', () => {
  it('keeps an empty problems panel to one line, and logs no errors (no missing icon)', async () => {
    await start();
    const box = await page.getByRole('region', { name: 'Problems' }).boundingBox();
    expect(box!.height).toBeLessThan(40);
    expect(errors).toEqual([]);
  });

  it('shows a desktop page at full size at 1280 by 800, scrolling sideways rather than shrinking', async () => {
    await start();
    await page.getByRole('button', { name: 'Desktop' }).click();
    const frame = page.locator('iframe[title="Page preview"]');
    expect(await frame.evaluate((el) => el.getBoundingClientRect().width)).toBe(1280);
    expect(await frame.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
    expect(await frame.evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth)).toBe(true);
  });

  it('opens the block chooser with an empty search each time, and Enter adds the one found', async () => {
    await start();
    await open(page, /^Compare Online IQ/);
    await main().getByRole('button', { name: 'Add a block' }).click();
    const search = page.getByRole('dialog').getByRole('textbox', { name: 'Search the kinds of block' });
    await search.fill('opening');
    await page.keyboard.press('Escape');
    await main().getByRole('button', { name: 'Add a block' }).click();
    expect(await search.inputValue()).toBe('');
    // Examples are not YAML.
    expect(await page.getByRole('dialog').locator('pre').count()).toBe(0);
    await search.fill('call to action');
    await page.keyboard.press('Enter');
    await expect.poll(formTitle).toMatch(/\. Call to action$/);
  });

  it('applies a suggestion in one click', async () => {
    await start((text) => text.replace('        collection: faq\n', '        collection: faqs\n'));
    await page.getByRole('region', { name: 'Problems' }).getByRole('button', { name: "Use 'faq'" }).click();
    await page.keyboard.press('Control+s');
    await saved(page);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });
});
