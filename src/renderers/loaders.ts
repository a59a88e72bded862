// Generated from the block folders by `npm run gen:blocks`. Do not edit by hand.
import type { ComponentType } from 'react';
import type { BlockOf, BlockProps, BlockType } from './define-block.js';

/**
 * Block type → a function that loads its renderer: the component named after
 * the type in <type>.tsx. Loaded only to render, so validating never loads React or MUI.
 */
export const loaders: { [K in BlockType]: () => Promise<ComponentType<BlockProps<BlockOf<K>>>> } = {
  accordion: () => import('./accordion/accordion.js').then((m) => m.Accordion),
  'article-sections': () => import('./article-sections/article-sections.js').then((m) => m.ArticleSections),
  'card-grid': () => import('./card-grid/card-grid.js').then((m) => m.CardGrid),
  cta: () => import('./cta/cta.js').then((m) => m.Cta),
  'data-table': () => import('./data-table/data-table.js').then((m) => m.DataTable),
  hero: () => import('./hero/hero.js').then((m) => m.Hero),
  'item-content': () => import('./item-content/item-content.js').then((m) => m.ItemContent),
  'item-facts': () => import('./item-facts/item-facts.js').then((m) => m.ItemFacts),
  'item-header': () => import('./item-header/item-header.js').then((m) => m.ItemHeader),
  newsletter: () => import('./newsletter/newsletter.js').then((m) => m.Newsletter),
  'not-found': () => import('./not-found/not-found.js').then((m) => m.NotFound),
  'opening-hours': () => import('./opening-hours/opening-hours.js').then((m) => m.OpeningHours),
  'post-list': () => import('./post-list/post-list.js').then((m) => m.PostList),
  'ranked-list': () => import('./ranked-list/ranked-list.js').then((m) => m.RankedList),
  'rating-scale': () => import('./rating-scale/rating-scale.js').then((m) => m.RatingScale),
  'rich-text': () => import('./rich-text/rich-text.js').then((m) => m.RichText),
  table: () => import('./table/table.js').then((m) => m.Table),
};
