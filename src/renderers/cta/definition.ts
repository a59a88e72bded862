import { defineBlock } from '../define-block.js';

export default defineBlock('cta', {
  component: () => import('./cta.js').then((m) => m.Cta),
});
