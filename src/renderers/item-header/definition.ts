import { headerPlace } from '../../model/pictures.js';
import { shownField } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';
import { PARTS } from './parts.js';

export default defineBlock('item-header', {
  providesH1: true,
  readingLayout: true,
  itemBlock: true,
  subject: (block) => (block.collection && block.item ? { collection: block.collection, item: block.item } : undefined),
  check(block, ctx) {
    const bound = ctx.subject(block);
    if (!bound) return;
    for (const [part, spec] of Object.entries(PARTS)) ctx.shown(bound, block.show, part, spec);
    // In a route, the one item it names; in a page template, every item.
    ctx.imageField(bound, shownField(bound.collection, block.show, 'image', PARTS.image), headerPlace, typeof block.item === 'string' ? block.item : undefined);
    ctx.shownList(bound, block.show, 'meta');
  },
});
