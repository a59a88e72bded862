import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startEditor } from '../src/editor/server/server.js';
import { launch, localContext } from '../tests/e2e/browser.js';

export interface TypingTimes {
  /** Keystroke to the preview frame's next paint, per key. */
  preview: number[];
  /** Keystroke to the typed character's own paint in the field: the baseline. */
  echo: number[];
}

/**
 * Types into the home hero's title in `npm run edit` on a copy of the site
 * file, one key every `gap` ms, and times each key from its keydown to the
 * preview frame's repaint (the frame reports after its next animation
 * frame). The baseline, in the same session, is the key's own echo: from
 * keydown to the frame in which the field shows the character.
 */
export async function editorTypingTimes(keys: number, gap = 250, siteFile = resolve('site.yaml')): Promise<TypingTimes> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-bench-'));
  const file = join(dir, 'site.yaml');
  copyFileSync(siteFile, file);
  const editor = await startEditor({ siteFile: file, display: 'site.yaml', port: 0 });
  const browser = await launch();
  try {
    const context = await localContext(browser, { viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    await page.goto(editor.url);
    await page.locator('#form-title').waitFor();
    const outline = page.getByRole('tree');
    await outline.getByRole('treeitem', { name: /^Compare Online IQ/ }).click();
    await outline.getByRole('treeitem', { name: /^1\. Hero/ }).click();
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.click();
    await title.press('End');
    await page.waitForTimeout(1500);
    await page.evaluate(() => {
      const w = window as unknown as { __editorPaints: number[]; __keys: number[]; __echoes: number[] };
      w.__editorPaints = [];
      w.__keys = [];
      w.__echoes = [];
      addEventListener('keydown', (e) => w.__keys.push(e.timeStamp), true);
      addEventListener('input', () => requestAnimationFrame(() => w.__echoes.push(performance.now())), true);
    });
    const text = ' and Know What It Means';
    for (let i = 0; i < keys; i++) {
      await page.keyboard.type(text[i % text.length]);
      await page.waitForTimeout(gap);
    }
    await page.waitForTimeout(1000);
    const t = await page.evaluate(() => {
      const w = window as unknown as { __editorPaints: number[]; __keys: number[]; __echoes: number[] };
      return { keys: w.__keys, paints: w.__editorPaints, echoes: w.__echoes };
    });
    const after = (list: number[], at: number) => list.find((x) => x > at);
    const preview = t.keys.map((k) => (after(t.paints, k) ?? NaN) - k).filter(Number.isFinite);
    const echo = t.keys.map((k) => (after(t.echoes, k) ?? NaN) - k).filter(Number.isFinite);
    return { preview, echo };
  } finally {
    await browser.close();
    await editor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
