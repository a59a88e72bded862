import { listingQuery } from '../../model/shape.js';
import { listingOf } from '../../validate/listing.js';
import { headingAnchor } from '../../model/anchors.js';
import { shownField } from '../../model/collections.js';
import { defineBlock } from '../define-block.js';
import { PARTS } from './parts.js';
import { UnlabelledLink } from '../../problem-catalogue.js';

export default defineBlock('accordion', {
  island: true,
  lists: (block) => block.collection,
  anchors: (block, lookup) => {
    // As drawn: the heading, every group's heading, then each question (listing.tsx takes the groups' first).
    const groups = lookup.listed(block);
    const labels = groups.flatMap((group) => (group.label === undefined ? [] : [headingAnchor(group.label)]));
    return [...(block.heading ? [headingAnchor(block.heading)] : []), ...labels, ...groups.flatMap((group) => group.ids)];
  },
  check(block, ctx) {
    const bound = listingOf(ctx, block);
    if (!bound) return;
    ctx.shown(bound, block.show, 'question', PARTS.question);
    ctx.shown(bound, block.show, 'answer', PARTS.answer);
    const link = ctx.shown(bound, block.show, 'link', PARTS.link);
    const decl = link === undefined ? undefined : bound.collection.fields[link];
    if (decl?.type === 'link' && !decl.labelled) ctx.report(block.show?.link ? ['show', 'link'] : ['collection'], UnlabelledLink(link!));
  },
  structuredData(block, ctx) {
    if (block.structuredData !== 'FAQPage') return undefined;
    const collection = ctx.read.declaration(block.collection);
    const question = shownField(collection, block.show, 'question', PARTS.question)!;
    const answer = shownField(collection, block.show, 'answer', PARTS.answer)!;
    return {
      '@type': 'FAQPage',
      url: ctx.url(ctx.page.path),
      mainEntity: ctx.read.query(block.collection, listingQuery(block)).map((item) => ({
        '@type': 'Question',
        name: item[question],
        acceptedAnswer: { '@type': 'Answer', text: ctx.text(item[answer] as string) },
      })),
    };
  },
});
