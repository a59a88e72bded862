import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pagesOf } from '../../src/model/site-index.js';
import { isReadingPage } from '../../src/shell/page.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { launch, localContext } from './browser.js';

/** Every site the end-to-end setup built: the real one, the every-block fixture and the fixture sites. */
const built = [
  { name: 'site', file: 'site.yaml', url: inject('siteUrl') },
  { name: 'every-block', file: 'tests/fixtures/every-block.yaml', url: inject('fixtureUrl') },
  ...inject('sites'),
].map((s) => {
  const pages = pagesOf(validateFile(s.file).site as Site).filter((p) => !p.notFound);
  return { ...s, paths: pages.map((p) => p.path), reading: new Set(pages.filter((p) => isReadingPage(p.blocks)).map((p) => p.path)) };
});
const readingPaths = new Set(built.flatMap((s) => [...s.reading]));

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Defines textLines(element) in the page: how many lines the element's text
 * takes, counting a box as a new line when it starts below the line before.
 */
const TEXT_LINES = `window.textLines = (e) => {
  const range = document.createRange();
  range.selectNodeContents(e);
  const rects = [...range.getClientRects()].filter((r) => r.width > 1).sort((a, b) => a.top - b.top);
  let lines = 0, bottom = -Infinity;
  for (const r of rects) {
    if (r.top >= bottom - 2) { lines += 1; bottom = r.bottom; } else bottom = Math.max(bottom, r.bottom);
  }
  return lines;
}`;
declare global {
  interface Window {
    textLines: (e: Element) => number;
  }
}

/** Visits every page of every site at a width and collects what `check` finds wrong on each. */
async function everyPage(width: number, check: (page: Page) => Promise<string[]>, only?: (path: string) => boolean): Promise<string[]> {
  const found: string[] = [];
  for (const site of built) {
    const context = await localContext(browser, site.url, { viewport: { width, height: 900 } });
    await context.addInitScript(TEXT_LINES);
    const page = await context.newPage();
    for (const path of site.paths.filter(only ?? (() => true))) {
      await page.goto(site.url + path);
      for (const problem of await check(page)) found.push(`${site.name} ${path}: ${problem}`);
    }
    await context.close();
  }
  return found;
}

describe('the header at 1280 px', () => {
  it('lines up its links, group buttons and button on one centre line, all the same height', async () => {
    const found = await everyPage(
      1280,
      (page) =>
        page.evaluate(() => {
          const header = document.querySelector('body header')!;
          const items = [...header.querySelectorAll('nav > ul > li > a, nav > ul > li > details > summary, a.MuiButton-root')].filter(
            (e) => (e as HTMLElement).offsetParent !== null,
          );
          const boxes = items.map((e) => ({ name: e.textContent?.trim(), box: e.getBoundingClientRect() }));
          const centre = (b: DOMRect) => b.top + b.height / 2;
          return boxes
            .filter((b) => Math.abs(centre(b.box) - centre(boxes[0].box)) > 1 || Math.abs(b.box.height - boxes[0].box.height) > 1)
            .map((b) => `'${b.name}' is ${b.box.height}px tall at ${b.box.top}px, '${boxes[0].name}' ${boxes[0].box.height}px at ${boxes[0].box.top}px`);
        }),
      (path) => path === '/',
    );
    expect(found).toEqual([]);
  });

  it("opens a group's menu wide enough for short labels to keep to one line", async () => {
    const found = await everyPage(
      1280,
      async (page) => {
        const problems: string[] = [];
        const groups = page.locator('header nav > ul > li > details > summary');
        for (let i = 0; i < (await groups.count()); i++) {
          await groups.nth(i).click();
          problems.push(
            ...(await page.evaluate(() =>
              [...document.querySelectorAll('header nav details[open] li a')]
                .filter((a) => (a.textContent ?? '').length <= 30 && window.textLines(a) > 1)
                .map((a) => `'${a.textContent}' wraps`),
            )),
          );
        }
        return problems;
      },
      (path) => path === '/',
    );
    expect(found).toEqual([]);
  });
});

describe('text that must not break', () => {
  // One test per width: both in one visited every page of every site twice, close to the time limit on a slow machine.
  for (const width of [390, 1280]) {
    it(`keeps short code names whole in tables at ${width} px: a table scrolls rather than split them`, async () => {
      const found = await everyPage(width, (page) =>
        page.evaluate(() =>
          [...document.querySelectorAll('main :is(td, th) code')]
            .filter((c) => /^\S{1,24}$/.test(c.textContent ?? '') && window.textLines(c) > 1)
            .map((c) => `\`${c.textContent}\` is split over lines`),
        ),
      );
      expect(found).toEqual([]);
    });
  }

  it('keeps a phone number on one line at 320 px', async () => {
    const found = await everyPage(320, (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('main a[href^="tel:"]:not(.MuiButton-root)')]
          .filter((a) => window.textLines(a) > 1)
          .map((a) => `'${a.textContent}' breaks`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('ratings', () => {
  it('fit a table of several rating columns in a 1280 px screen, the label going under the stars', async () => {
    const found = await everyPage(1280, (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('main [role=region]')]
          .filter((box) => box.querySelectorAll('tbody tr:first-child .rating').length >= 3 && box.scrollWidth > box.clientWidth)
          .map((box) => `'${box.querySelector('caption')?.textContent}' scrolls by ${box.scrollWidth - box.clientWidth}px`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('show the number beside the stars, not only to screen readers', async () => {
    const found = await everyPage(1280, (page) =>
      page.evaluate(() =>
        [...document.querySelectorAll('main .rating')]
          .filter((rating) => rating.textContent?.includes('★'))
          .map((rating) => {
            const seen = rating.cloneNode(true) as Element;
            for (const hidden of seen.querySelectorAll('.visually-hidden')) hidden.remove();
            return seen.textContent ?? '';
          })
          .filter((text) => !/\d/.test(text))
          .map((text) => `a star rating shows no number: '${text}'`),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe('a rating scale', () => {
  for (const width of [390, 1280]) {
    it(`keeps each range, such as 4.0–4.4, on one line at ${width} px`, async () => {
      const found = await everyPage(width, (page) =>
        page.evaluate(() =>
          [...document.querySelectorAll('main td')]
            .filter((cell) => /^\d[\d.,]*\s*[–-]\s*\d[\d.,]*$/.test(cell.textContent?.trim() ?? '') && window.textLines(cell) > 1)
            .map((cell) => `'${cell.textContent}' breaks`),
        ),
      );
      expect(found).toEqual([]);
    });
  }
});

describe("an item's page at 1280 px", () => {
  it("keeps every block to the text's column: no card, table or section runs past the item header's right edge", async () => {
    const found = await everyPage(
      1280,
      (page) =>
        page.evaluate(() => {
          // The filter is by path, and another site may have a page of the same path that is no item's.
          const header = document.querySelector('main header');
          if (!header) return [];
          const edge = header.getBoundingClientRect().right;
          return [...document.querySelectorAll('main :is(section, [role="region"], .MuiPaper-root)')]
            .filter((e) => e.getBoundingClientRect().right > edge + 1)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()} '${e.textContent?.trim().slice(0, 30)}' ends at ${Math.round(e.getBoundingClientRect().right)} px, the text at ${Math.round(edge)} px`,
            );
        }),
      (path) => readingPaths.has(path),
    );
    expect(found).toEqual([]);
  });
});
