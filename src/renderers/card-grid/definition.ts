import { listingOf } from '../../validate/listing.js';
import { shownField } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';
import { PARTS } from './parts.js';
import { CardSource, CollectionOnlyOption, ShapeWithoutPictures } from '../../problem-catalogue.js';
import { iconProblem } from '../../validate/icon-names.js';

export default defineBlock('card-grid', {
  lists: (block) => block.collection,
  check(block, ctx) {
    const written = block.cards !== undefined;
    if (written === (block.collection !== undefined)) {
      ctx.report([], CardSource(written));
    }
    for (const key of ['show', 'itemLink', 'limit'] as const) {
      if (written && block[key] !== undefined && block.collection === undefined) ctx.report([key], CollectionOnlyOption(key), 'key');
    }
    each(block.cards, (card, i) => card?.image && ctx.image(['cards', i, 'image'], card.image, 'card'));
    each(block.cards, (card, i) => {
      const problem = typeof card?.icon === 'string' ? iconProblem(card.icon) : undefined;
      if (problem) ctx.report(['cards', i, 'icon'], problem);
    });
    const pictured = written && Array.isArray(block.cards) && block.cards.some((card) => card?.image !== undefined);
    if (written && !pictured && block.imageShape !== undefined) ctx.report(['imageShape'], ShapeWithoutPictures(), 'key');
    const bound = listingOf(ctx, block);
    if (!bound) return;
    for (const [part, spec] of Object.entries(PARTS)) ctx.shown(bound, block.show, part, spec);
    const image = shownField(bound.collection, block.show, 'image', PARTS.image);
    if (image === undefined && block.imageShape !== undefined) ctx.report(['imageShape'], ShapeWithoutPictures(bound.name), 'key');
    ctx.imageField(bound, image, 'card');
    ctx.itemLink(bound, 'itemLink', block.itemLink);
  },
});
