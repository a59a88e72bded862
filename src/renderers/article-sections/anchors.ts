import { slug } from '../../markup/slug.js';
import type { ArticleSections } from '../../types/site.js';

/** Each section's anchor name: its own id, or its heading as a slug. The page makes them unique. */
export function sectionAnchors(block: Pick<ArticleSections, 'sections'>): string[] {
  return (block.sections ?? []).map((section) => section.id ?? slug(String(section.heading ?? '')));
}
