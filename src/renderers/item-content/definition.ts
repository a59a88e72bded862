import { defineBlock } from '../define-block.js';
import { pageAnchorNames } from '../anchor-names.js';

export default defineBlock('item-content', {
  component: () => import('./item-content.js').then((m) => m.ItemContent),
  itemBlock: true,
  anchors: (block, lookup) => (block.collection && block.item ? pageAnchorNames(lookup.itemBlocks(block.collection, block.item, block.field), lookup) : []),
  check(block, ctx) {
    const bound = ctx.subject(block);
    if (bound) ctx.field(bound, ['field'], block.field, ['blocks'], 'item-content');
  },
});
