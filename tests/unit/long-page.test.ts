import { describe, expect, it } from 'vitest';
import { isLongPage, LONG_LIST } from '../../src/validate/site-pages.js';
import type { RouteFacts } from '../../src/model/route-facts.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';

const site = validateSource(IQ_SITE_SOURCE).site as Site;
const listing = (collection: string): Block => ({ type: 'data-table', collection, columns: [{ field: 'name' }] }) as unknown as Block;
const facts = (collections: string[]): RouteFacts => ({
  digest: 'd',
  images: [],
  languages: [],
  bindings: collections.map((collection) => ({ collection, lists: collection })),
});

/** A page whose blocks, once asked for, are the given ones, and which counts how often they were asked for. */
function page(blocks: Block[], collections: string[]) {
  const made = { path: '/p', facts: facts(collections), reads: 0 };
  Object.defineProperty(made, 'blocks', {
    get: () => {
      made.reads++;
      return blocks;
    },
  });
  return made as typeof made & { blocks: Block[] };
}

describe('a long page (one that lists more than LONG_LIST items)', () => {
  const items = Array.from({ length: LONG_LIST + 1 }, (_, i) => ({ id: `item-${i}`, name: `Item ${i}` }));
  const large = { ...site, collections: { ...site.collections, large: { ...site.collections.platforms, items } } } as Site;

  it('is told from the facts of its route, without reading its blocks, when the collections they read are short', () => {
    const short = page([listing('platforms')], ['platforms']);
    expect(isLongPage(large, short)).toBe(false);
    expect(short.reads).toBe(0);
  });

  it('is counted from its blocks when its facts name collections long enough between them', () => {
    const long = page([listing('large')], ['large']);
    expect(isLongPage(large, long)).toBe(true);
    expect(long.reads).toBeGreaterThan(0);
  });

  it('is counted from its blocks when short lists add up past the limit', () => {
    const copies = Math.ceil((LONG_LIST + 1) / site.collections.platforms.items.length);
    const names = Array.from({ length: copies }, () => 'platforms');
    expect(isLongPage(site, page(names.map(listing), names))).toBe(true);
  });
});
