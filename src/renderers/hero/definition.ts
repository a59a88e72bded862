import { defineBlock } from '../define-block.js';

export default defineBlock('hero', {
  providesH1: true,
  check(block, ctx) {
    if (block.image) ctx.image(['image'], block.image, block.size === 'compact' ? 'compactHero' : 'hero');
  },
});
