import { defineBlock } from '../define-block.js';

export default defineBlock('opening-hours', {
  check(block, ctx) {
    ctx.needsOrganization(block.showContact === true ? ['openingHours', 'address'] : ['openingHours']);
  },
});
