import { defineBlock } from '../define-block.js';

export default defineBlock('newsletter', {
  component: () => import('./newsletter.js').then((m) => m.Newsletter),
});
