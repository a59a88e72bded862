import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, localContext } from './browser.js';

/**
 * One browser per test file with a 1280 px context on the local site,
 * opened before the file's tests and closed after them, and a tab in it for
 * tests that visit pages one after another: each new tab starts a renderer
 * process, most of a second on two cores.
 */
export function desktopSession(): { browser: Browser; context: BrowserContext; tab: Page } {
  const session = {} as { browser: Browser; context: BrowserContext; tab: Page };
  beforeAll(async () => {
    session.browser = await launch();
    session.context = await localContext(session.browser, { viewport: { width: 1280, height: 900 } });
    session.tab = await session.context.newPage();
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}
