import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { documentTitle } from '../../src/validate/site-pages.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { isReadingPage } from '../../src/shell/page.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { runAxe } from './axe.js';
import { launch } from './browser.js';
import { type Check, sweep } from './sweep.js';
import { cascade } from './cascade.js';
import { blocksOf } from '../../src/model/lazy-site.js';
import { workTimeout } from '../work.js';

/**
 * Every page of every site the end-to-end setup built (the real one, the
 * every-block fixture and the fixture sites), its not-found page included,
 * as a visitor sees it at 320, 390 and 1280 px: that it loads whole, axe-core
 * in both colour schemes, reflow, the header, and text that must not break.
 */
const NOT_FOUND = '/no-such-page';
const built = [
  { name: 'site', file: 'site.yaml', url: inject('siteUrl'), dir: inject('siteDir') },
  { name: 'every-block', file: 'tests/fixtures/every-block.yaml', url: inject('fixtureUrl'), dir: inject('fixtureDir') },
  ...inject('sites'),
].map((s) => {
  const site = validateFile(s.file).site as Site;
  const pages = pagesOf(site);
  const found = pages.filter((p) => !p.notFound);
  const notFound = site.notFound.blocks.find((b) => b.type === 'not-found') as { logMessage?: string } | undefined;
  return {
    ...s,
    paths: [...found.map((p) => p.path), NOT_FOUND],
    titles: new Map(pages.map((p) => [p.notFound ? NOT_FOUND : p.path, documentTitle(site.settings, p)])),
    reading: new Set(found.filter((p) => isReadingPage(blocksOf(p.blocks))).map((p) => p.path)),
    notFoundLog: notFound?.logMessage,
  };
});
type Built = (typeof built)[number];

/** A sweep loads every page of the site and runs axe on it, twice at 1280 px: a part for the browser, and milliseconds per page. */
const sweepTimeout = (site: Built) => workTimeout(site.paths.length, 4_000, 120_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * axe-core's findings in a colour scheme: in the light one, on the WCAG 2.2
 * AA and best-practice rules with target size on; in the dark one, which
 * changes only colours, on the colour rules.
 */
const axeIn =
  (scheme: 'light' | 'dark'): Check =>
  async (page) => {
    if (scheme === 'dark') {
      await page.emulateMedia({ colorScheme: 'dark' });
      // Buttons and chips ease into their new colours; a visitor who loads the page dark never sees them mid-way.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) animation.finish();
      });
    }
    const { violations, passes } = await runAxe(page, { targetSize: true, coloursOnly: scheme === 'dark' });
    // A run that checked almost nothing would pass vacuously.
    const least = scheme === 'dark' ? 1 : 15;
    return [...(passes < least ? [`axe ran only ${passes} passing checks`] : []), ...violations];
  };

/**
 * The page answers 200 (the not-found page 404) with its own title and one
 * h1, and throws and logs no error. The not-found page logs the missing
 * path, as the site asks, and Chromium logs its 404; nothing else may.
 */
const loadsWhole =
  (site: Built): Check =>
  async (page, path, visit) => {
    const status = path === NOT_FOUND ? 404 : 200;
    const h1s = await page.locator('h1').count();
    const title = await page.title();
    const logged = visit.consoleErrors.filter(
      (text) => path !== NOT_FOUND || !(text.includes('404') || (site.notFoundLog && text.startsWith(site.notFoundLog))),
    );
    return [
      ...(visit.status === status ? [] : [`answered ${visit.status}, not ${status}`]),
      ...(h1s === 1 ? [] : [`has ${h1s} h1 elements`]),
      ...(title === site.titles.get(path) ? [] : [`is titled '${title}', not '${site.titles.get(path)}'`]),
      ...visit.errors.map((error) => `threw ${error}`),
      ...logged.map((text) => `logged the error ${text}`),
    ];
  };

/** Links to other sites open in a new tab without opener or referrer; links within the site lead to its pages or to files the build wrote (its feed). */
const linksHold =
  (site: Built): Check =>
  async (page) => {
    const links = await page.$$eval('a[href]', (as) =>
      as.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    );
    return [
      ...links
        .filter((l) => /^https?:/.test(l.href) && !(l.target === '_blank' && l.rel === 'noopener noreferrer'))
        .map((l) => `${l.href} opens with target ${l.target} and rel ${l.rel}`),
      ...links
        .map((l) => l.href.split('#')[0])
        .filter((href) => href.startsWith('/') && !site.titles.has(href) && !(/\.\w+$/.test(href) && existsSync(join(site.dir, href))))
        .map((href) => `links to ${href}, which is neither a page nor a file of the site`),
    ];
  };

const sideways: Check = async (page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`scrolls sideways by ${overflow}px`] : [];
};

/**
 * A table whose columns do not fit the screen shows each row as a card, its
 * heading on the first line, each cell under its column's heading, unless its
 * block asks it to scroll: no column hides behind a scroll.
 */
const tablesAsCards: Check = (page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const box of document.querySelectorAll('main [role=region]')) {
      const table = box.querySelector('table')!;
      const caption = `'${table.caption?.textContent?.slice(0, 40)}'`;
      const over = box.scrollWidth - box.clientWidth;
      if (over > 1 && box.getAttribute('data-narrow') !== 'scroll') problems.push(`${caption} scrolls sideways by ${over}px instead of showing cards`);
      if (getComputedStyle(table).display === 'table') continue;
      const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
      for (const row of table.querySelectorAll('tbody tr')) {
        // The row's heading has the first line to itself, beside its rank: not squeezed into a column beside a cell.
        const heading = row.querySelector('th')?.getBoundingClientRect();
        const beside = [...row.querySelectorAll('td:not(.rank)')].filter(
          (td) => td.textContent?.trim() && td.getBoundingClientRect().top < heading!.bottom - 1,
        );
        if (heading && beside.length > 0)
          problems.push(`${caption}: the row heading '${row.querySelector('th')!.textContent?.slice(0, 30)}' shares its line with a cell`);
        [...row.children].forEach((cell, i) => {
          if (cell.tagName !== 'TD' || cell.classList.contains('rank') || !cell.textContent?.trim()) return;
          const label = getComputedStyle(cell, '::before').content;
          if (label !== JSON.stringify(headings[i])) problems.push(`${caption}: a cell of column ${i + 1} is labelled ${label}, not '${headings[i]}'`);
        });
      }
    }
    return problems;
  });

/** A table too wide for the phone scrolls in its box; its cells of sentences keep about half the screen rather than their longest word. */
const squeezedCells: Check = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('td')]
      .filter((td) => (td.textContent ?? '').length >= 60 && td.getBoundingClientRect().width < 140)
      .map((td) => `${Math.round(td.getBoundingClientRect().width)}px: ${td.textContent!.slice(0, 40)}`),
  );

const splitPhoneNumbers: Check = (page) =>
  page.evaluate(() =>
    // A link drawn as a button (ButtonBase gives links a tabindex) may wrap; a number in a sentence may not.
    [...document.querySelectorAll('main a[href^="tel:"]:not([tabindex])')].filter((a) => window.textLines(a) > 1).map((a) => `'${a.textContent}' breaks`),
  );

const splitCodeNames: Check = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main :is(td, th) code')]
      .filter((c) => /^\S{1,24}$/.test(c.textContent ?? '') && window.textLines(c) > 1)
      .map((c) => `\`${c.textContent}\` is split over lines`),
  );

const splitRanges: Check = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main td')]
      .filter((cell) => /^\d[\d.,]*\s*[–-]\s*\d[\d.,]*$/.test(cell.textContent?.trim() ?? '') && window.textLines(cell) > 1)
      .map((cell) => `'${cell.textContent}' breaks`),
  );

const scrollingRatingTables: Check = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main [role=region]')]
      .filter((box) => box.querySelectorAll('tbody tr:first-child .rating').length >= 3 && box.scrollWidth > box.clientWidth)
      .map((box) => `'${box.querySelector('caption')?.textContent}' scrolls by ${box.scrollWidth - box.clientWidth}px`),
  );

const starsWithoutNumber: Check = (page) =>
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
  );

/** On an item's page, the blocks keep to the column of the item header's text. */
const pastTheColumn =
  (reading: Set<string>): Check =>
  (page, path) =>
    !reading.has(path)
      ? Promise.resolve([])
      : page.evaluate(() => {
          const header = document.querySelector('main header');
          if (!header) return [];
          const edge = header.getBoundingClientRect().right;
          // Sections, regions, and every box drawn with a border or a shadow (cards, accordions).
          const boxed = (e: Element) => {
            const style = getComputedStyle(e);
            return style.boxShadow !== 'none' || style.borderTopStyle !== 'none';
          };
          return [...document.querySelectorAll('main :is(section, [role="region"], div)')]
            .filter((e) => e.tagName !== 'DIV' || boxed(e))
            .filter((e) => e.getBoundingClientRect().right > edge + 1)
            .map(
              (e) =>
                `${e.tagName.toLowerCase()} '${e.textContent?.trim().slice(0, 30)}' ends at ${Math.round(e.getBoundingClientRect().right)} px, the text at ${Math.round(edge)} px`,
            );
        });

/**
 * MUI's global class names are dropped from the markup unless a rule of the
 * page mentions one (prerender/unstyled-classes.ts): each one a page still
 * carries must be in its stylesheets, the shared file and its own.
 */
const unstyledClassNames: Check = (page) =>
  page.evaluate(() => {
    const css = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    const names = new Set([...document.querySelectorAll('[class]')].flatMap((e) => [...e.classList].filter((name) => name.startsWith('Mui'))));
    return [...names].filter((name) => !css.includes(name)).map((name) => `${name} is in the markup but no rule mentions it`);
  });

/** On the home page, the header's links, group buttons and button share one centre line and one height. */
const headerOutOfLine: Check = (page, path) =>
  path !== '/'
    ? Promise.resolve([])
    : page.evaluate(() => {
        const header = document.querySelector('body header')!;
        const items = [...header.querySelectorAll('nav > ul > li > a, nav > ul > li > details > summary, nav ~ div > a')].filter(
          (e) => (e as HTMLElement).offsetParent !== null,
        );
        const boxes = items.map((e) => ({ name: e.textContent?.trim(), box: e.getBoundingClientRect() }));
        const centre = (b: DOMRect) => b.top + b.height / 2;
        return boxes
          .filter((b) => Math.abs(centre(b.box) - centre(boxes[0].box)) > 1 || Math.abs(b.box.height - boxes[0].box.height) > 1)
          .map((b) => `'${b.name}' is ${b.box.height}px tall at ${b.box.top}px, '${boxes[0].name}' ${boxes[0].box.height}px at ${boxes[0].box.top}px`);
      });

/** On the home page, each of the header's group menus, opened in turn, is wide enough for short labels to keep to one line. */
const narrowGroupMenus: Check = async (page, path) => {
  if (path !== '/') return [];
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
};

describe.each(built.map((s) => [s.name, s] as const))('every page of the %s site', (_name, site) => {
  describe('at 320 px, the narrowest width WCAG reflow asks for', () => {
    let found: Record<string, string[]>;
    beforeAll(async () => {
      found = await sweep(browser, site, 320, { sideways, tablesAsCards, squeezedCells, splitPhoneNumbers, cascade: cascade(site.dir, NOT_FOUND) });
    }, sweepTimeout(site));
    it('never scrolls sideways', () => expect(found.sideways).toEqual([]));
    it("shows a table whose columns do not fit as cards, each cell under its column's heading, unless the block asks it to scroll", () =>
      expect(found.tablesAsCards).toEqual([]));
    it('never squeezes a table column of sentences to a few words a line', () => expect(found.squeezedCells).toEqual([]));
    it('keeps a phone number on one line', () => expect(found.splitPhoneNumbers).toEqual([]));
    it("draws every element as the page's own rules in the page's own order do, though the site's stylesheet orders them otherwise", () =>
      expect(found.cascade).toEqual([]));
  });

  describe.each([390, 1280])('at %i px', (width) => {
    let found: Record<string, string[]>;
    beforeAll(async () => {
      // Light first: the dark run switches the scheme for the rest of the page's checks.
      found = await sweep(browser, site, width, {
        sideways,
        tablesAsCards,
        splitCodeNames,
        splitRanges,
        ...(width === 1280 && {
          loadsWhole: loadsWhole(site),
          linksHold: linksHold(site),
          scrollingRatingTables,
          starsWithoutNumber,
          pastTheColumn: pastTheColumn(site.reading),
          unstyledClassNames,
          cascade: cascade(site.dir, NOT_FOUND),
        }),
        axeLight: axeIn('light'),
        // The dark scheme changes colours alone, which do not depend on the width: checked once, at the width
        // that shows the most (the full header), it took a sixth of this file's time again at 390 px.
        ...(width === 1280 && { axeDark: axeIn('dark') }),
        // Last, since they open the header's menus.
        ...(width === 1280 && { headerOutOfLine, narrowGroupMenus }),
      });
    }, sweepTimeout(site));
    it('passes axe-core with 0 violations in the light scheme', () => expect(found.axeLight).toEqual([]));
    it('never scrolls sideways', () => expect(found.sideways).toEqual([]));
    it("shows a table whose columns do not fit as cards, each cell under its column's heading, unless the block asks it to scroll", () =>
      expect(found.tablesAsCards).toEqual([]));
    it('keeps short code names whole in tables: a table scrolls rather than split them', () => expect(found.splitCodeNames).toEqual([]));
    it('keeps each range, such as 4.0–4.4, on one line', () => expect(found.splitRanges).toEqual([]));
    if (width === 1280) {
      it("passes axe-core's colour rules with 0 violations in the dark scheme", () => expect(found.axeDark).toEqual([]));
      it('loads every page whole: status 200 (404 for a missing path), its own title, one h1, no error thrown or logged', () =>
        expect(found.loadsWhole).toEqual([]));
      it('opens every link to another site in a new tab without opener or referrer, and links only to pages of the site', () =>
        expect(found.linksHold).toEqual([]));
      it('fits a table of several rating columns, the label going under the stars', () => expect(found.scrollingRatingTables).toEqual([]));
      it('shows the number beside the stars, not only to screen readers', () => expect(found.starsWithoutNumber).toEqual([]));
      it("keeps every block of an item's page to the text's column: no card, table or section runs past the item header's right edge", () =>
        expect(found.pastTheColumn).toEqual([]));
      it("carries no MUI class name that none of the page's rules mention", () => expect(found.unstyledClassNames).toEqual([]));
      it("draws every element as the page's own rules in the page's own order do, though the site's stylesheet orders them otherwise", () =>
        expect(found.cascade).toEqual([]));
      it("lines up the header's links, group buttons and button on one centre line, all the same height", () => expect(found.headerOutOfLine).toEqual([]));
      it("opens each of the header's group menus wide enough for short labels to keep to one line", () => expect(found.narrowGroupMenus).toEqual([]));
    }
  });
});
