import { headingAnchor } from '../../model/anchors.js';
import { defineBlock } from '../define-block.js';
import { HeadingOnBlocksField } from '../../problem-catalogue.js';

export default defineBlock('item-content', {
  itemBlock: true,
  anchors: (block, lookup) => {
    // A list field's heading is the block's; a blocks field's blocks bring theirs.
    if (block.heading) return [headingAnchor(block.heading)];
    return block.collection && block.item ? lookup.anchorsOf(lookup.itemBlocks(block.collection, block.item, block.field)) : [];
  },
  check(block, ctx) {
    const bound = ctx.subject(block);
    const field = bound && ctx.field(bound, ['field'], block.field, ['blocks', 'list'], 'item-content');
    if (field && bound.collection.fields[field].type === 'blocks' && block.heading !== undefined) ctx.report(['heading'], HeadingOnBlocksField(), 'key');
  },
});
