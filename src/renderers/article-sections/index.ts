import { defineBlock } from '../define-block.js';

export default defineBlock('article-sections', {
  component: () => import('./article-sections.js').then((m) => m.ArticleSections),
});
