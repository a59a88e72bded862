import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { localContext } from './browser.js';
import { desktopSession } from './desktop-session.js';
import { items, links } from './routes.js';

const base = inject('siteUrl');
const session = desktopSession();

const openStates = (page: Page) => page.$$eval('main details', (ds) => ds.map((d) => (d as HTMLDetailsElement).open));
const focusedQuestion = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('FAQ accordion', () => {
  const questions = items('faq').map((f) => f.question as string);

  it('opens one question at a time with the mouse and closes the open one', async () => {
    const page = session.tab;
    await page.goto(base + '/faq');
    expect(await openStates(page)).toEqual(questions.map(() => false));
    await page.getByText(questions[0], { exact: true }).click();
    expect((await openStates(page))[0]).toBe(true);
    await page.getByText(questions[2], { exact: true }).click();
    expect(await openStates(page)).toEqual(questions.map((_, i) => i === 2));
    await page.getByText(questions[2], { exact: true }).click();
    expect(await openStates(page)).toEqual(questions.map(() => false));
  });

  it('toggles with Enter and Space and moves with the arrow keys, Home and End', async () => {
    const page = session.tab;
    await page.goto(base + '/faq');
    await page.locator('main summary').first().focus();
    await page.keyboard.press('Enter');
    expect((await openStates(page))[0]).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await focusedQuestion(page)).toBe(questions[1]);
    await page.keyboard.press(' ');
    expect(await openStates(page)).toEqual(questions.map((_, i) => i === 1));
    await page.keyboard.press('End');
    expect(await focusedQuestion(page)).toBe(questions.at(-1));
    await page.keyboard.press('ArrowDown');
    expect(await focusedQuestion(page)).toBe(questions[0]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedQuestion(page)).toBe(questions.at(-1));
    await page.keyboard.press('Home');
    expect(await focusedQuestion(page)).toBe(questions[0]);
  });

  it('leaves the arrow keys alone when focus is not on a question', async () => {
    const page = session.tab;
    await page.goto(base + '/faq');
    await page.locator('main').getByRole('link').last().focus();
    const before = await page.evaluate(() => document.activeElement?.textContent);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(before);
  });

  it('links the accuracy question to /test-accuracy', async () => {
    const page = session.tab;
    await page.goto(base + '/faq');
    const item = page.locator('main details', { hasText: 'How accurate are the test results?' });
    await item.locator('summary').click();
    await item.locator('a[href="/test-accuracy"]').click();
    await page.waitForURL(base + '/test-accuracy');
  });
});

describe('comparison table', () => {
  it('shows #1 Choice on the featured row, Top N on rows 2-5 and rating labels by band', async () => {
    const page = session.tab;
    await page.goto(base + '/reviews');
    // The comparison table; the table of criterion scores follows the verdicts.
    const rows = page.locator('main table').first().locator('tbody tr');
    expect(await rows.count()).toBe(10);
    const badges = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('.badge')?.textContent ?? null));
    expect(badges).toEqual(['#1 Choice', 'Top 2', 'Top 3', 'Top 4', 'Top 5', null, null, null, null, null]);
    const labels = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('.rating')?.textContent ?? ''));
    const platforms = items('platforms');
    labels.forEach((label, i) => {
      const r = platforms[i].rating as number;
      const expected = r >= 9 ? 'Excellent' : r >= 8 ? 'Very Good' : r >= 7 ? 'Good' : r >= 5 ? 'Fair' : r >= 3 ? 'Poor' : 'Unacceptable';
      expect(label).toBe(`${r.toFixed(1)}/10${expected}`);
    });
  });

  it('limits the home table to five rows and links to the full reviews', async () => {
    const page = session.tab;
    await page.goto(base + '/');
    expect(await page.locator('main tbody tr').count()).toBe(5);
    await page.getByRole('link', { name: 'View Detailed Reviews' }).click();
    await page.waitForURL(base + '/reviews');
  });
});

describe('personality and love-style lists', () => {
  it('give Take Test only to the featured personality test and the linked love-style test', async () => {
    const page = session.tab;
    await page.goto(base + '/personality-test');
    const personality = page.locator('main ol > li');
    expect(await personality.count()).toBe(5);
    expect(
      await page
        .locator('main ol')
        .getByRole('link', { name: /Take Test/ })
        .count(),
    ).toBe(1);
    expect(
      await personality
        .first()
        .getByRole('link', { name: /Take Test/ })
        .getAttribute('href'),
    ).toBe(links.personalityTest);
    await page.goto(base + '/love-style');
    expect(await page.locator('main ol > li').count()).toBe(5);
    const take = page.locator('main ol').getByRole('link', { name: /Take Test/ });
    expect(await take.count()).toBe(1);
    expect(await take.getAttribute('href')).toBe(links.loveLanguageTest);
    expect(
      await page
        .locator('main ol > li')
        .first()
        .getByRole('link', { name: /Take Test/ })
        .count(),
    ).toBe(1);
  });
});

describe('blog list', () => {
  it('shows the featured post as a large card and the rest in a grid linking to their pages', async () => {
    const page = session.tab;
    await page.goto(base + '/blog');
    const posts = items('posts');
    const featured = posts.find((p) => p.featured)!;
    expect(await page.getByRole('link', { name: 'Read Full Article' }).getAttribute('href')).toBe(`/blog/${featured.id}`);
    const cards = page.locator('main ul > li');
    expect(await cards.count()).toBe(posts.length - 1);
    for (const post of posts.filter((p) => !p.featured)) {
      const title = post.title as string;
      const card = cards.filter({ hasText: title });
      expect(await card.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(`/blog/${post.id}`);
      expect(await card.getByRole('link', { name: /Read More/ }).getAttribute('href')).toBe(`/blog/${post.id}`);
    }
  });

  it.each([
    [390, 1],
    [800, 2],
    [1280, 3],
  ])('lays the grid out in columns at %i px: %i', async (width, columns) => {
    const narrow = await localContext(session.browser, { viewport: { width, height: 900 } });
    const page = await narrow.newPage();
    await page.goto(base + '/blog');
    const tops = await page.locator('main ul > li').evaluateAll((lis) => lis.slice(0, 3).map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops.filter((t) => t === tops[0]).length).toBe(columns);
    await narrow.close();
  });

  it('never submits or navigates from the newsletter box', async () => {
    const page = await session.context.newPage();
    await page.goto(base + '/blog');
    const requests: string[] = [];
    // Any navigation, any request that is not a plain GET, or any URL carrying the address would be a submission.
    page.on('request', (r) => {
      if (r.isNavigationRequest() || r.method() !== 'GET' || r.url().includes('reader')) requests.push(`${r.method()} ${r.url()}`);
    });
    const input = page.getByPlaceholder('Enter your email');
    expect(await input.getAttribute('type')).toBe('email');
    await input.fill('reader@example.com');
    await input.press('Enter');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(base + '/blog');
    expect(requests).toEqual([]);
    await page.close();
  });
});

describe('loading on a slow phone', () => {
  // Without the hold on the first paint, /reviews shifted in 10 of 12 such loads:
  // its table was painted before its last row widened the rank column.
  it('paints /reviews only once its content is complete, so nothing shifts', async () => {
    for (let i = 0; i < 4; i++) {
      const context = await localContext(session.browser, { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: number };
        w.shifted = 0;
        new PerformanceObserver((list) => list.getEntries().forEach((e) => (w.shifted += (e as unknown as { value: number }).value))).observe({
          type: 'layout-shift',
          buffered: true,
        });
      });
      await page.goto(base + '/reviews', { waitUntil: 'load' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
      await context.close();
    }
  });
});
