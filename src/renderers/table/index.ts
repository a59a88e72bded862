import { defineBlock } from '../define-block.js';

export default defineBlock('table', {
  component: () => import('./table.js').then((m) => m.Table),
});
