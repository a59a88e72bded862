import { defineBlock } from '../define-block.js';

export default defineBlock('item-content', {
  itemBlock: true,
  anchors: (block, lookup) => (block.collection && block.item ? lookup.anchorsOf(lookup.itemBlocks(block.collection, block.item, block.field)) : []),
  check(block, ctx) {
    const bound = ctx.subject(block);
    if (bound) ctx.field(bound, ['field'], block.field, ['blocks'], 'item-content');
  },
});
