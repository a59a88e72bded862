import { TEXT, type Part } from '../../model/collections.js';

/** What a post list shows of each post, shared by its check and its renderer. */
export const PARTS = {
  title: { kinds: ['text'], role: 'title', required: true },
  date: { kinds: ['date'], role: 'date' },
  summary: { kinds: TEXT, role: 'summary' },
  teaser: { kinds: TEXT },
  badge: { kinds: ['text', 'choice'], role: 'category' },
} satisfies Record<string, Part>;
