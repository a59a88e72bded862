import { Accordion } from './accordion/accordion.js';
import { ArticleHeader } from './article-header/article-header.js';
import { ArticleSections } from './article-sections/article-sections.js';
import { CardGrid } from './card-grid/card-grid.js';
import { ComparisonTable } from './comparison-table/comparison-table.js';
import { Cta } from './cta/cta.js';
import { Hero } from './hero/hero.js';
import { Newsletter } from './newsletter/newsletter.js';
import { NotFound } from './not-found/not-found.js';
import { PostList } from './post-list/post-list.js';
import { RankedList } from './ranked-list/ranked-list.js';
import { RichText } from './rich-text/rich-text.js';
import { Table } from './table/table.js';
import type { Registry } from './types.js';

/**
 * Block type → renderer. The Registry type lists every type in the schema's
 * Block union, so a block type without a renderer does not compile.
 */
export const registry: Registry = {
  accordion: { component: Accordion, island: 'accordion' },
  'article-header': { component: ArticleHeader },
  'article-sections': { component: ArticleSections },
  'card-grid': { component: CardGrid },
  'comparison-table': { component: ComparisonTable },
  cta: { component: Cta },
  hero: { component: Hero },
  newsletter: { component: Newsletter },
  'not-found': { component: NotFound, island: 'not-found' },
  'post-list': { component: PostList },
  'ranked-list': { component: RankedList },
  'rich-text': { component: RichText },
  table: { component: Table },
};
