import { listingOf } from '../../validate/listing.js';
import { defineBlock } from '../define-block.js';
import { PARTS } from './parts.js';

export default defineBlock('post-list', {
  lists: (block) => block.collection,
  check(block, ctx) {
    const bound = listingOf(ctx, block);
    if (!bound) return;
    ctx.needsPages(bound, ['collection'], 'a post list links each post to its page');
    for (const [part, spec] of Object.entries(PARTS)) ctx.shown(bound, block.show, part, spec);
    ctx.shownList(bound, block.show, 'meta');
    ctx.shownList(bound, block.show, 'featuredMeta');
    ctx.highlight(bound, block.highlight);
  },
});
