import { TEXT, type Part } from '../../model/collections.js';

/** What a card shows of each item, when the cards come from a collection. */
export const PARTS = {
  title: { kinds: ['text'], role: 'title', required: true },
  text: { kinds: TEXT, role: 'summary' },
  points: { kinds: ['list'] },
  image: { kinds: ['image'] },
} satisfies Record<string, Part>;
