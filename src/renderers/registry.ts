import type { BlockDefinition, BlockType } from './define-block.js';
import type { BlockBinding, RouteFacts } from '../model/route-facts.js';
import { blocksOf } from '../model/lazy-site.js';
import type { PageData } from '../model/page.js';

// <definitions>
// Generated from the block folders by `npm run gen:blocks`. Do not edit by hand.
import accordion from './accordion/definition.js';
import articleSections from './article-sections/definition.js';
import cardGrid from './card-grid/definition.js';
import cta from './cta/definition.js';
import dataTable from './data-table/definition.js';
import hero from './hero/definition.js';
import itemContent from './item-content/definition.js';
import itemFacts from './item-facts/definition.js';
import itemHeader from './item-header/definition.js';
import newsletter from './newsletter/definition.js';
import notFound from './not-found/definition.js';
import openingHours from './opening-hours/definition.js';
import postList from './post-list/definition.js';
import rankedList from './ranked-list/definition.js';
import ratingScale from './rating-scale/definition.js';
import richText from './rich-text/definition.js';
import table from './table/definition.js';

const definitions: { [K in BlockType]: BlockDefinition<K> } = {
  accordion,
  'article-sections': articleSections,
  'card-grid': cardGrid,
  cta,
  'data-table': dataTable,
  hero,
  'item-content': itemContent,
  'item-facts': itemFacts,
  'item-header': itemHeader,
  newsletter,
  'not-found': notFound,
  'opening-hours': openingHours,
  'post-list': postList,
  'ranked-list': rankedList,
  'rating-scale': ratingScale,
  'rich-text': richText,
  table,
};
// </definitions>

/**
 * Block type → its definition (src/renderers/<type>/definition.ts): what
 * validation, the page shell and the head need of it. The type lists every
 * type of the schema's Block union, so a block type without a definition
 * does not compile; `npm run gen:blocks` writes the list above from the
 * block folders, and tests/unit/blocks.test.ts fails when it is stale.
 */
export const registry = definitions;

/** A block type's definition, typed for any block. */
export function definitionOf(type: string): BlockDefinition<BlockType> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type as BlockType] as BlockDefinition<BlockType>) : undefined;
}

/**
 * What each block reads of the site's data, for the blocks that read any:
 * the collection it lists whole, the collection and item it shows, the item
 * the page is about.
 */
export function bindingsOf(blocks: readonly unknown[]): BlockBinding[] {
  const bindings: BlockBinding[] = [];
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue;
    const { type, collection, item, limit } = block as { type?: unknown; collection?: unknown; item?: unknown; limit?: unknown };
    const definition = definitionOf(String(type));
    const lists = definition?.lists?.(block as never);
    const subject = definition?.subject?.(block as never);
    const listing = typeof collection === 'string' && definition?.itemBlock !== true;
    const binding: BlockBinding = {
      ...(lists !== undefined && { lists }),
      ...(typeof collection === 'string' && { collection }),
      ...(typeof item === 'string' && { item }),
      ...(subject && { subject }),
      ...(listing && { listed: typeof limit === 'number' && limit > 0 ? limit : 0 }),
    };
    if (Object.keys(binding).length > 0) bindings.push(binding);
  }
  return bindings;
}

/** A page's bindings: from the facts the validator kept for its route, or from its blocks. */
export function pageBindings(page: PageData & { facts?: RouteFacts }): BlockBinding[] {
  return page.facts?.bindings ?? bindingsOf(blocksOf(page.blocks));
}

export function isItemBlock(type: string): boolean {
  return definitionOf(type)?.itemBlock === true;
}

/** Block types whose title is the page's h1. */
export const H1_TYPES = Object.keys(registry).filter((type) => definitionOf(type)!.providesH1);

/** The block types that need JavaScript in the browser, each an island named after its type. */
export const ISLAND_TYPES = Object.keys(registry).filter((type) => definitionOf(type)!.island);
