import { beforeAll, describe, expect, it } from 'vitest';
import { prepareAssets } from '../../src/assets/assets.js';
import { sitePages } from '../../src/validate/site-pages.js';
import { sequencePaths, sequencePlace } from '../../src/model/settings.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';

const site = validateFile('tests/fixtures/sites/docs/site.yaml').site as Site;
const sequence = site.navigation!.sequences![0];
const chapters = sequencePaths(site, sequence);

let data = new SiteData(site);
beforeAll(async () => {
  const [, assets] = await Promise.all([loadRenderers(), prepareAssets(site, 'tests/fixtures/sites/docs')]);
  data = new SiteData(site, assets);
});

/** The previous and next links a page shows, as [label, href] pairs. */
function sequenceLinks(path: string): Array<[string, string]> {
  const page = sitePages(site).find((p) => p.path === path)!;
  const nav = /<nav[^>]*aria-label="Documentation chapters"[^>]*>(.*?)<\/nav>/s.exec(renderBody(data, page).body)?.[1] ?? '';
  return [...nav.matchAll(/href="([^"]+)"[^>]*>.*?(Previous chapter|Next chapter)/gs)].map((m) => [m[2], m[1]]);
}

describe('a sequence of pages (previous and next)', () => {
  it('links each chapter of a collection to the chapters before and after it, in the order of its items', () => {
    expect(chapters.length).toBeGreaterThan(2);
    expect(sequenceLinks(chapters[0])).toEqual([['Next chapter', chapters[1]]]);
    expect(sequenceLinks(chapters[1])).toEqual([
      ['Previous chapter', chapters[0]],
      ['Next chapter', chapters[2]],
    ]);
    expect(sequenceLinks(chapters.at(-1)!)).toEqual([['Previous chapter', chapters.at(-2)!]]);
  });

  it('shows no sequence on a page outside it', () => {
    expect(sequencePlace(site, '/')).toBeUndefined();
    expect(renderBody(data, sitePages(site).find((p) => p.path === '/')!).body).not.toContain('aria-label="Documentation chapters"');
  });

  it('finds every page of a long sequence in its place', () => {
    const long: Site = {
      ...site,
      collections: {
        ...site.collections,
        docs: { ...site.collections.docs, items: Array.from({ length: 5000 }, (_, i) => ({ ...site.collections.docs.items[0], id: `chapter-${i}` })) },
      },
    };
    const paths = sequencePaths(long, sequence);
    for (const at of [0, 1, 2500, 4999]) expect(sequencePlace(long, paths[at])).toMatchObject({ sequence, at });
    // The site it was made from keeps its own places.
    expect(sequencePlace(site, chapters[1])?.at).toBe(1);
  });
});
