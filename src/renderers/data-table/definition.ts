import { listingQuery } from '../../model/shape.js';
import { listingOf } from '../../validate/listing.js';
import { itemPath } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';

export default defineBlock('data-table', {
  lists: (block) => block.collection,
  check(block, ctx) {
    const bound = listingOf(ctx, block);
    if (!bound) return;
    ctx.columns(bound, 'columns', block.columns);
    ctx.highlight(bound, block.highlight);
    ctx.itemLink(bound, 'itemLink', block.itemLink);
  },
  structuredData(block, ctx) {
    if (block.structuredData !== 'ItemList') return undefined;
    const collection = ctx.read.declaration(block.collection);
    const items = ctx.read.query(block.collection, listingQuery(block));
    const link = block.itemLink;
    return {
      '@type': 'ItemList',
      name: block.caption,
      numberOfItems: items.length,
      // An item's own page is what it is; a link field (a retailer) is only where its link goes.
      itemListElement: items.map((item, i) =>
        ctx.listItem(block.collection, item, i + 1, itemPath(collection, item.id) ?? (link?.field ? (item[link.field] as string | undefined) : undefined)),
      ),
    };
  },
});
