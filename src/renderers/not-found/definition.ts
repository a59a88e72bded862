import { defineBlock } from '../define-block.js';

export default defineBlock('not-found', {
  providesH1: true,
  island: true,
});
