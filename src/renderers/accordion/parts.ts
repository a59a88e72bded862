import { TEXT, type Part } from '../../model/collections.js';

/** What an accordion shows of each item, shared by its check, its renderer and its structured data. */
export const PARTS = {
  question: { kinds: ['text'], required: true },
  answer: { kinds: TEXT, required: true },
  link: { kinds: ['link'] },
} satisfies Record<string, Part>;
