import { defineBlock } from '../define-block.js';

export default defineBlock('rating-scale', {
  component: () => import('./rating-scale.js').then((m) => m.RatingScaleTable),
  check(block, ctx) {
    ctx.scale(['scale'], block.scale);
  },
});
