import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../../src/editor/server/server.js';
import { runAxe } from '../axe.js';
import { launch, localContext } from '../browser.js';
import { editorOnCopy } from './editor-server.js';
import { field, open } from './ui.js';

/**
 * axe-core finds nothing wrong with the editor, in the light and the dark
 * scheme, in each of its states: a page's form with the outline open, a
 * collection's entries, an entry with formatted text, a block listing
 * entries, and each dialog (block chooser, new page, link, changes).
 */
let browser: Browser;
let editor: EditorServer;

beforeAll(async () => {
  browser = await launch();
  ({ editor } = await editorOnCopy());
});
afterAll(async () => {
  await editor?.close();
  await browser?.close();
});

/** Waits until an opened dialog has faded in: half-way through, its text is paler than it will be. */
const settled = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container, .MuiBackdrop-root')].every((el) => getComputedStyle(el).opacity === '1'));

const STATES: Array<[string, (page: Page) => Promise<void>]> = [
  ['a page, open in the outline', (page) => open(page, /^Compare Online IQ/)],
  ['a block with formatted text', (page) => open(page, /^Compare Online IQ/, /^2\. Rich text/)],
  ["a collection's entries", (page) => open(page, /^Questions and answers/)],
  [
    'an entry, with a problem shown',
    async (page) => {
      await open(page, /^Questions and answers/, /^How long does an IQ test take/);
      await field(page, 'Question').fill('');
      await page.getByRole('region', { name: 'Problems' }).getByRole('button').first().waitFor();
    },
  ],
  ['a block that lists entries', (page) => open(page, /^Frequently Asked Questions/, /^2\. Accordion/)],
  [
    'the block chooser',
    async (page) => {
      await open(page, /^Compare Online IQ/);
      await page.getByRole('button', { name: 'Add a block' }).click();
      await settled(page);
    },
  ],
  [
    'the new page dialog',
    async (page) => {
      await page.getByRole('button', { name: 'New page' }).click();
      await settled(page);
    },
  ],
  [
    'the link dialog',
    async (page) => {
      await open(page, /^Questions and answers/, /^Are online IQ tests free/);
      await field(page, 'Answer').click();
      await page.keyboard.press('Control+k');
      await settled(page);
    },
  ],
  [
    'the changes since the last commit',
    async (page) => {
      await page.getByRole('button', { name: 'Changes and commit' }).click();
      await page
        .getByRole('dialog')
        .getByText(/git repository/)
        .waitFor();
      await settled(page);
    },
  ],
];

describe('the editor passes axe', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`in the ${scheme} scheme, in every state`, async () => {
      const context = await localContext(browser, { viewport: { width: 1280, height: 800 }, colorScheme: scheme });
      context.setDefaultTimeout(15_000);
      const found: string[] = [];
      for (const [state, reach] of STATES) {
        const page = await context.newPage();
        await page.goto(editor.url);
        await page.locator('#form-title').waitFor();
        await reach(page);
        const { violations, passes } = await runAxe(page);
        // A run that checked next to nothing would pass by default.
        expect(passes, state).toBeGreaterThan(20);
        found.push(...violations.map((v) => `${state}: ${v}`));
        await page.close();
      }
      await context.close();
      expect(found).toEqual([]);
    }, 240_000);
  }
});
