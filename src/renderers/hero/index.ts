import { defineBlock } from '../define-block.js';

export default defineBlock('hero', {
  component: () => import('./hero.js').then((m) => m.Hero),
  providesH1: true,
  check(block, ctx) {
    if (block.image) ctx.image(['image'], block.image, block.size === 'compact' ? 'compactHero' : 'hero');
  },
});
