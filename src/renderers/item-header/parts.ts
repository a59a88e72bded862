import { TEXT, type Part } from '../../model/collections.js';

/** What an item header shows, shared by its check, its renderer and the page's head tags. */
export const PARTS = {
  title: { kinds: ['text'], role: 'title', required: true },
  badge: { kinds: ['text', 'choice'], role: 'category' },
  summary: { kinds: TEXT, role: 'summary' },
  image: { kinds: ['image'] },
} satisfies Record<string, Part>;
