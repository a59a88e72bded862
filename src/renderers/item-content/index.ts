import { defineBlock } from '../define-block.js';

export default defineBlock('item-content', {
  component: () => import('./item-content.js').then((m) => m.ItemContent),
  itemBlock: true,
  check(block, ctx) {
    const bound = ctx.subject(block);
    if (bound) ctx.field(bound, ['field'], block.field, ['blocks'], 'item-content');
  },
});
