import { defineBlock } from '../define-block.js';

export default defineBlock('not-found', {
  component: () => import('./not-found.js').then((m) => m.NotFound),
  providesH1: true,
  island: true,
});
