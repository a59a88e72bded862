import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch, localContext } from './browser.js';

/**
 * One browser per test file with a 1280 px context on the local site,
 * opened before the file's tests and closed after them.
 */
export function desktopSession(): { browser: Browser; context: BrowserContext } {
  const session = {} as { browser: Browser; context: BrowserContext };
  beforeAll(async () => {
    session.browser = await launch();
    session.context = await localContext(session.browser, { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
}
