import { defineBlock } from '../define-block.js';

export default defineBlock('newsletter', {});
