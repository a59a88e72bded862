import { TEXT, type Part } from '../../model/collections.js';

/** What a ranked list shows of each entry, shared by its check, its renderer and its structured data. */
export const PARTS = {
  title: { kinds: ['text'], role: 'title', required: true },
  text: { kinds: TEXT, role: 'summary' },
  rating: { kinds: ['rating'] },
  image: { kinds: ['image'] },
} satisfies Record<string, Part>;
