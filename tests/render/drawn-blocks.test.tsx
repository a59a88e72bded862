import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { prepareAssets } from '../../src/assets/assets.js';
import type { Assets } from '../../src/model/assets.js';
import { drawnBlockStats } from '../../src/prerender/render-page.js';
import { renderDocument } from '../../src/prerender/render-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { pagesOf } from '../../src/validate/site-index.js';
import { validateSource } from '../../src/validate/validate-site.js';

const CONFERENCE = fileURLToPath(new URL('../fixtures/sites/conference/site.yaml', import.meta.url));

interface Route {
  path: string;
  title: string;
  description: string;
  blocks: Array<Record<string, unknown>>;
}

/**
 * The conference site with four more pages that repeat its blocks: the
 * home page's keynotes after a heading that takes their anchor, and after a
 * hero as on the home page; the schedule's table second of three blocks
 * (where React's ids for its caption differ from the schedule's, second of
 * two), and second of two, as on the schedule.
 */
async function conferenceWithRepeats(): Promise<{ site: Site; assets: Assets }> {
  const doc = parse(readFileSync(CONFERENCE, 'utf8')) as { routes: Route[] };
  const blockOf = (path: string, type: string) => doc.routes.find((r) => r.path === path)!.blocks.find((b) => b.type === type)!;
  const keynotes = blockOf('/', 'card-grid');
  const table = blockOf('/schedule', 'data-table');
  const page = (path: string, title: string, blocks: Route['blocks']): Route => ({
    path,
    title,
    description: `${title}: the talks of Tyne Web Days 2026, as the schedule lists them, for visitors who arrive here first.`,
    blocks,
  });
  const hero = (title: string) => ({ type: 'hero', title, size: 'compact' });
  doc.routes.push(
    page('/keynotes-again', 'The keynotes, once more', [
      hero('The keynotes, once more'),
      { type: 'rich-text', heading: keynotes.heading, paragraphs: ['Both days open with a keynote in the main hall, at nine.'] },
      keynotes,
    ]),
    page('/programme', 'The programme', [
      hero('The programme'),
      table,
      { type: 'rich-text', heading: 'Recordings', paragraphs: ['Every talk in the main hall and the studio is recorded and online within a week.'] },
    ]),
    page('/programme-too', 'The programme, with a welcome', [hero('Welcome to the programme'), table]),
    page('/keynotes', 'The keynotes', [hero('The keynotes'), keynotes]),
  );
  const { site, problems } = validateSource(stringify(doc, { aliasDuplicateObjects: false }), dirname(CONFERENCE));
  expect(problems).toEqual([]);
  return { site: site!, assets: await prepareAssets(site!, dirname(CONFERENCE)) };
}

const ISLANDS = new Map([
  ['accordion', { src: '/a.js' }],
  ['not-found', { inline: 'console.log(1)' }],
]);

beforeAll(() => loadRenderers());

describe('a block shown on many pages', () => {
  it('is drawn once and shown again, each page the same as drawn on its own: markup, reads, rules and anchors', async () => {
    const { site, assets } = await conferenceWithRepeats();
    const pages = pagesOf(site);
    const together = new SiteData(site, assets);
    const again: Record<string, number> = {};
    const shown = pages.map((page) => {
      const before = drawnBlockStats().shown;
      const drawn = renderDocument(together, page, ISLANDS);
      again[page.path] = drawnBlockStats().shown - before;
      return drawn;
    });
    // The keynotes and the table are shown again where they stand as before: after a hero, of two blocks. After a
    // heading that took their anchor, or among three blocks, they are drawn again.
    expect([again['/keynotes'], again['/programme-too'], again['/keynotes-again'], again['/programme']]).toEqual([1, 1, 0, 0]);
    for (const [i, page] of pages.entries()) {
      const alone = renderDocument(new SiteData(site, assets), page, ISLANDS);
      expect({ path: page.path, html: shown[i].html, reads: shown[i].reads, shape: shown[i].shape }).toEqual({
        path: page.path,
        html: alone.html,
        reads: alone.reads,
        shape: alone.shape,
      });
    }
    const html = (path: string) => shown[pages.findIndex((p) => p.path === path)].html;
    // The heading above took the keynotes' anchor, so they were drawn again with the next.
    expect(html('/keynotes-again')).toMatch(/id="the-keynotes-2"/);
    for (const path of ['/programme', '/programme-too', '/schedule']) {
      const ids = [...html(path).matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, `${path}: ${ids.join(' ')}`).toBe(ids.length);
    }
  });

  it('is drawn anew for a new version of the site', async () => {
    const { site, assets } = await conferenceWithRepeats();
    const schedule = pagesOf(site).find((p) => p.path === '/schedule')!;
    renderDocument(new SiteData(site, assets), schedule, ISLANDS);
    const edited = structuredClone(site);
    edited.collections.talks.items[0].title = 'Captions that keep up: live subtitling on a budget';
    const before = drawnBlockStats();
    const html = renderDocument(new SiteData(edited, assets), schedule, ISLANDS).html;
    expect(drawnBlockStats().drawn).toBeGreaterThan(before.drawn);
    expect(html).toContain('Captions that keep up: live subtitling on a budget');
  });
});
