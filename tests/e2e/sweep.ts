import type { Browser, Page } from 'playwright-core';
import { localContext } from './browser.js';

/** A site the end-to-end setup built and serves, with the paths of its pages. */
export interface SweptSite {
  url: string;
  paths: string[];
}

/** What loading a page showed besides the page: the status it was answered with, and what it threw or logged as an error. */
export interface Visit {
  status: number | undefined;
  errors: string[];
  consoleErrors: string[];
}

/** Looks at the page as it is now and says what is wrong with it, one line per problem. */
export type Check = (page: Page, path: string, visit: Visit) => Promise<string[]>;

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

/**
 * Visits every page of a site once at a width, in the light scheme, opens
 * every disclosure in its main content, and runs each check on it in order,
 * collecting what each finds as `path: problem`. Loading a page is most of
 * the time these tests take, so all the checks of one width share one load.
 * A check may switch the scheme (axe's dark run does); the next page loads
 * light again. axe-core comes from another server than the site's, which the
 * site's CSP rightly refuses, so the context bypasses the CSP.
 */
export async function sweep(browser: Browser, site: SweptSite, width: number, checks: Record<string, Check>): Promise<Record<string, string[]>> {
  const found = Object.fromEntries(Object.keys(checks).map((name) => [name, [] as string[]]));
  const context = await localContext(browser, { viewport: { width, height: 900 }, bypassCSP: true });
  await context.addInitScript(TEXT_LINES);
  const page = await context.newPage();
  const visit: Visit = { status: undefined, errors: [], consoleErrors: [] };
  page.on('pageerror', (error) => visit.errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && visit.consoleErrors.push(message.text()));
  try {
    for (const path of site.paths) {
      await page.emulateMedia({ colorScheme: 'light' });
      visit.errors = [];
      visit.consoleErrors = [];
      visit.status = (await page.goto(site.url + path))?.status();
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('main details')) (details as HTMLDetailsElement).open = true;
      });
      for (const [name, check] of Object.entries(checks)) for (const problem of await check(page, path, visit)) found[name].push(`${path}: ${problem}`);
    }
  } finally {
    await context.close();
  }
  return found;
}
