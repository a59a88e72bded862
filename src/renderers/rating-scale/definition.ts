import { defineBlock } from '../define-block.js';

export default defineBlock('rating-scale', {
  check(block, ctx) {
    ctx.scale(['scale'], block.scale);
  },
});
