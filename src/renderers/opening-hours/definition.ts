import { defineBlock } from '../define-block.js';

export default defineBlock('opening-hours', {
  component: () => import('./opening-hours.js').then((m) => m.OpeningHours),
  check(block, ctx) {
    ctx.needsOrganization(block.showContact === true ? ['openingHours', 'address'] : ['openingHours']);
  },
});
