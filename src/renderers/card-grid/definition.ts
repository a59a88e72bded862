import { listingOf } from '../../validate/listing.js';
import { shownField } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';
import { each } from '../../validate/bindings.js';
import { PARTS } from './parts.js';
import { iconProblem } from '../../validate/icon-names.js';

export default defineBlock('card-grid', {
  lists: (block) => block.collection,
  check(block, ctx) {
    const written = block.cards !== undefined;
    if (written === (block.collection !== undefined)) {
      ctx.report(
        [],
        written
          ? "a card grid takes its cards from 'cards' or from 'collection', not both; remove one"
          : "this card grid has no cards: write them under 'cards', or name a collection to make one card per item",
      );
    }
    for (const key of ['show', 'itemLink', 'limit'] as const) {
      if (written && block[key] !== undefined && block.collection === undefined)
        ctx.report([key], `'${key}' applies to cards made from a collection; with written cards, remove it`, 'key');
    }
    each(block.cards, (card, i) => card?.image && ctx.image(['cards', i, 'image'], card.image, 'card'));
    each(block.cards, (card, i) => {
      const problem = typeof card?.icon === 'string' ? iconProblem(card.icon) : undefined;
      if (problem) ctx.report(['cards', i, 'icon'], problem.message, 'value', problem.fix);
    });
    const pictured = written && Array.isArray(block.cards) && block.cards.some((card) => card?.image !== undefined);
    if (written && !pictured && block.imageShape !== undefined)
      ctx.report(['imageShape'], "'imageShape' frames the cards' pictures, and no card here has one; give the cards an image, or remove imageShape", 'key');
    const bound = listingOf(ctx, block);
    if (!bound) return;
    for (const [part, spec] of Object.entries(PARTS)) ctx.shown(bound, block.show, part, spec);
    const image = shownField(bound.collection, block.show, 'image', PARTS.image);
    if (image === undefined && block.imageShape !== undefined)
      ctx.report(
        ['imageShape'],
        `'imageShape' frames the cards' pictures, and these cards show none; name an image field of '${bound.name}' in show.image, or remove imageShape`,
        'key',
      );
    ctx.imageField(bound, image, 'card');
    ctx.itemLink(bound, 'itemLink', block.itemLink);
  },
});
