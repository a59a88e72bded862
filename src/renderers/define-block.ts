import type { ComponentType } from 'react';
import type { Block } from '../types/site.js';
import type { BindingContext } from '../validate/bindings.js';
import type { Json, SeoContext } from '../prerender/seo/seo-context.js';

export type BlockType = Block['type'];
type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** What every block renderer receives: its block, already validated against the schema. */
export interface BlockProps<B extends Block = Block> {
  block: B;
}

/**
 * Everything the generator knows about one block type, in one place (Puck's
 * config.components[type]). The registry lists one per type of the schema's
 * union, so the compiler rejects a type that lacks one.
 */
export interface BlockDefinition<K extends BlockType> {
  /**
   * Loads the renderer. Only builds and the dev server render pages, so
   * validating a site never loads React or MUI.
   */
  component: () => Promise<ComponentType<BlockProps<BlockOf<K>>>>;
  /** Its title is the page's h1; every page has exactly one such block. */
  providesH1?: boolean;
  /** It needs JavaScript in the browser: the module client.ts in its folder. */
  island?: boolean;
  /** A page that opens with it is laid out as a reading column. */
  readingLayout?: boolean;
  /** It shows one item: in a collection's page template, the page's own. */
  itemBlock?: boolean;
  /** Checks what the block names (collections, fields, items), with positions. */
  check?: (block: BlockOf<K>, ctx: BindingContext) => void;
  /** Its JSON-LD, describing what it shows. */
  structuredData?: (block: BlockOf<K>, ctx: SeoContext) => Json | undefined;
  /** The item a page with this block is about: its date, author and schema.org type describe the page. */
  subject?: (block: BlockOf<K>) => { collection: string; item: string } | undefined;
  /**
   * The anchors it renders, in render order, before the page makes them
   * unique (model/anchors.ts). Without this, a block with a heading renders
   * one anchor: its heading as a slug.
   */
  anchors?: (block: BlockOf<K>, lookup: AnchorLookup) => string[];
  /** The collection whose items it lists, if any: the page changes when they do. */
  lists?: (block: BlockOf<K>) => string | undefined;
}

/** What a block's anchors may depend on: a collection's item ids, and an item's own blocks. */
export interface AnchorLookup {
  ids(collection: string): string[];
  itemBlocks(collection: string, item: string, field: string): Block[];
}

/** Declares a block type's definition; the type parameter ties its functions to its own block type. */
export function defineBlock<K extends BlockType>(_type: K, definition: BlockDefinition<K>): BlockDefinition<K> {
  return definition;
}
