import { defineBlock } from '../define-block.js';

export default defineBlock('rich-text', {
  component: () => import('./rich-text.js').then((m) => m.RichText),
});
