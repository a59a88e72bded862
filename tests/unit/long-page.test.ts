import { describe, expect, it } from 'vitest';
import { isLongPage, LONG_LIST } from '../../src/validate/site-pages.js';
import type { RouteFacts } from '../../src/model/route-facts.js';
import { bindingsOf } from '../../src/renderers/registry.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';

const site = validateSource(IQ_SITE_SOURCE).site as Site;
const listing = (collection: string, limit?: number): Block =>
  ({ type: 'data-table', collection, columns: [{ field: 'name' }], ...(limit && { limit }) }) as unknown as Block;
const facts = (blocks: Block[]): RouteFacts => ({ digest: 'd', images: [], languages: [], bindings: bindingsOf(blocks) });

/** A page whose blocks, once asked for, are the given ones, with its route's facts, and which counts how often its blocks were asked for. */
function page(blocks: Block[]) {
  const made = { path: '/p', facts: facts(blocks), reads: 0 };
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
    const short = page([listing('platforms')]);
    expect(isLongPage(large, short)).toBe(false);
    expect(short.reads).toBe(0);
  });

  it('is told from the facts of its route, without reading its blocks, when a block lists a long collection', () => {
    const long = page([listing('large')]);
    expect(isLongPage(large, long)).toBe(true);
    expect(long.reads).toBe(0);
  });

  it('is not long for showing one item of a long collection, or a few of it', () => {
    const one = page([{ type: 'item-header', collection: 'large', item: 'item-3' } as unknown as Block]);
    const few = page([listing('large', 3)]);
    expect([isLongPage(large, one), isLongPage(large, few)]).toEqual([false, false]);
    expect(one.reads + few.reads).toBe(0);
  });

  it('is long when short lists add up past the limit', () => {
    const copies = Math.ceil((LONG_LIST + 1) / site.collections.platforms.items.length);
    expect(isLongPage(site, page(Array.from({ length: copies }, () => listing('platforms'))))).toBe(true);
  });

  it('is told the same from the facts as from the blocks, for every page of the site', () => {
    for (const route of [...site.routes, { path: '/long', blocks: [listing('large')] }]) {
      const blocks = route.blocks as Block[];
      expect(isLongPage(large, { path: route.path, blocks, facts: facts(blocks) }), route.path).toBe(isLongPage(large, { path: route.path, blocks }));
    }
  });
});
