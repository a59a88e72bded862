import type { Shown } from '../model/item-values.js';
import type { SiteReader } from '../model/site-reader.js';
import type { Listing } from '../model/shape.js';
import type { Block, Item } from '../types/site.js';
import type { BindingContext } from '../validate/bindings.js';
import type { SitePage } from '../model/page.js';

export type BlockType = Block['type'];
export type BlockOf<K extends BlockType> = Extract<Block, { type: K }>;

/** What every block renderer receives: its block, validated against the schema, with the values it takes from the page's item in place. */
export interface BlockProps<B extends Block = Block> {
  block: Shown<B>;
}

export type Json = Record<string, unknown>;

/**
 * What a block's structured data may read: the page, the site through the
 * page's reader, which records each read as the page's HTML does, and
 * lookups (prerender/seo/seo-context.ts makes it).
 */
export interface SeoContext {
  read: SiteReader;
  page: SitePage;
  /** The absolute URL of a site path. */
  url(path: string): string;
  /** The absolute URL a link target leads to. */
  href(target: string): string;
  /** Inline markup as the words a reader sees. */
  text(markup: string): string;
  /** A list entry for an item: its name and address, or, for a Product or Service collection, the item itself with the site's review. */
  listItem(collection: string, item: Item, position: number, target?: string): Json;
}

/**
 * What the generator knows about one block type besides how to draw it, in
 * one place (Puck's config.components[type]): what validation, the page
 * shell and the head need, with no React, so validating a site never loads
 * it. Its renderer is the component in <type>.tsx beside it
 * (components.ts). The registry lists one per type of the schema's union,
 * so the compiler rejects a type that lacks one.
 */
export interface BlockDefinition<K extends BlockType> {
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
  structuredData?: (block: Shown<BlockOf<K>>, ctx: SeoContext) => Json | undefined;
  /** The item a page with this block is about: its date, author and schema.org type describe the page. */
  subject?: (block: BlockOf<K>) => { collection: string; item: string } | undefined;
  /**
   * The anchors it renders, in render order, before the page makes them
   * unique (model/anchors.ts). Without this, a block with a heading renders
   * one anchor: its heading as a slug.
   */
  anchors?: (block: Shown<BlockOf<K>>, lookup: AnchorLookup) => string[];
  /** The collection whose items it lists, if any: a page listing the feed's items links to the feed, and the first such page is the feed's own link. */
  lists?: (block: BlockOf<K>) => string | undefined;
}

/** What a block's anchors may depend on: the items a block lists, and an item's own blocks and their anchors. */
export interface AnchorLookup {
  /** The ids of the items a block lists, group by group as it draws them, each group with its heading (none when it has no groupBy). */
  listed(block: Listing): Array<{ label?: string; ids: string[] }>;
  itemBlocks(collection: string, item: string, field: string): Block[];
  /** The anchor names of blocks drawn inside this one (validate/anchor-names.ts). */
  anchorsOf(blocks: unknown[]): string[];
}

/** Declares a block type's definition; the type parameter ties its functions to its own block type. */
export function defineBlock<K extends BlockType>(_type: K, definition: BlockDefinition<K>): BlockDefinition<K> {
  return definition;
}
