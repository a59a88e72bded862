import { listingQuery } from '../../model/shape.js';
import { listingOf } from '../../validate/listing.js';
import { shownField } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';
import { PARTS } from './parts.js';
import { entryUrl } from './targets.js';
import { OnlyHighlightedWithoutHighlight } from '../../problem-catalogue.js';

export default defineBlock('ranked-list', {
  lists: (block) => block.collection,
  check(block, ctx) {
    const bound = listingOf(ctx, block);
    if (!bound) return;
    for (const [part, spec] of Object.entries(PARTS)) ctx.shown(bound, block.show, part, spec);
    ctx.imageField(bound, shownField(bound.collection, block.show, 'image', PARTS.image), 'list');
    ctx.columns(bound, 'facts', block.facts);
    ctx.highlight(bound, block.highlight);
    ctx.itemLink(bound, 'action', block.action);
    if (block.action?.only === 'highlighted' && !block.highlight) ctx.report(['action', 'only'], OnlyHighlightedWithoutHighlight());
  },
  structuredData(block, ctx) {
    if (block.structuredData !== 'ItemList') return undefined;
    const collection = ctx.read.declaration(block.collection);
    const items = ctx.read.query(block.collection, listingQuery(block));
    return {
      '@type': 'ItemList',
      name: block.heading ?? ctx.page.title,
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ctx.listItem(block.collection, item, i + 1, entryUrl(block, collection, items, i))),
    };
  },
});
