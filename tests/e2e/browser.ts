import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Flags that keep headless Chromium off the network it cannot reach here:
 * every host name but the local servers' fails to resolve. This is done at
 * the browser rather than by routing each request through the test, which
 * would turn Chromium's cache off: with it on, a page's font, scripts and
 * axe-core load and compile once, not on every visit.
 */
export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
}

/**
 * A context whose waits allow a page served by a busy machine: a dev server's
 * first page compiles its client scripts, and at a load of 20 on two cores
 * that has taken over 5 s. A missing element still fails the test, later.
 */
export async function localContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(30_000);
  return context;
}

export interface Watched {
  page: Page;
  errors: string[];
  console: Array<{ type: string; text: string }>;
}

/** A page that records console messages and uncaught errors. */
export async function watchedPage(context: BrowserContext): Promise<Watched> {
  const page = await context.newPage();
  const watched: Watched = { page, errors: [], console: [] };
  page.on('console', (m) => watched.console.push({ type: m.type(), text: m.text() }));
  page.on('pageerror', (e) => watched.errors.push(e.message));
  return watched;
}
