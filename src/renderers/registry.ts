import accordion from './accordion/index.js';
import articleSections from './article-sections/index.js';
import cardGrid from './card-grid/index.js';
import cta from './cta/index.js';
import dataTable from './data-table/index.js';
import type { BlockDefinition, BlockType } from './define-block.js';
import type { BlockBinding, RouteFacts } from '../model/route-facts.js';
import hero from './hero/index.js';
import itemContent from './item-content/index.js';
import itemFacts from './item-facts/index.js';
import itemHeader from './item-header/index.js';
import newsletter from './newsletter/index.js';
import notFound from './not-found/index.js';
import openingHours from './opening-hours/index.js';
import postList from './post-list/index.js';
import rankedList from './ranked-list/index.js';
import ratingScale from './rating-scale/index.js';
import richText from './rich-text/index.js';
import table from './table/index.js';

type Registry = { [K in BlockType]: BlockDefinition<K> };

/**
 * Block type → its definition (src/renderers/<type>/index.ts). The type
 * lists every type of the schema's Block union, so a block type without a
 * definition does not compile. Adding a block: its folder, its schema in
 * schemas/blocks/, and one line here.
 */
export const registry: Registry = {
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
    const { type, collection, item } = block as { type?: unknown; collection?: unknown; item?: unknown };
    const definition = definitionOf(String(type));
    const lists = definition?.lists?.(block as never);
    const subject = definition?.subject?.(block as never);
    const binding: BlockBinding = {
      ...(lists !== undefined && { lists }),
      ...(typeof collection === 'string' && { collection }),
      ...(typeof item === 'string' && { item }),
      ...(subject && { subject }),
    };
    if (Object.keys(binding).length > 0) bindings.push(binding);
  }
  return bindings;
}

/** A page's bindings: from the facts the validator kept for its route, or from its blocks. */
export function pageBindings(page: { blocks: readonly unknown[]; facts?: RouteFacts }): BlockBinding[] {
  return page.facts?.bindings ?? bindingsOf(page.blocks);
}

export function isItemBlock(type: string): boolean {
  return definitionOf(type)?.itemBlock === true;
}

/** Block types whose title is the page's h1. */
export const H1_TYPES = Object.keys(registry).filter((type) => definitionOf(type)!.providesH1);

/** The block types that need JavaScript in the browser, each an island named after its type. */
export const ISLAND_TYPES = Object.keys(registry).filter((type) => definitionOf(type)!.island);
