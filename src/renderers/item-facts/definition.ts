import { defineBlock } from '../define-block.js';

export default defineBlock('item-facts', {
  itemBlock: true,
  check(block, ctx) {
    const bound = ctx.subject(block);
    if (bound) ctx.columns(bound, 'facts', block.facts);
  },
});
