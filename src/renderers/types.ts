import type { ComponentType } from 'react';
import type { Block } from '../types/site.js';

/** What every block renderer receives: its block, already validated against the schema. */
export interface BlockProps<B extends Block = Block> {
  block: B;
}

export interface BlockRenderer<B extends Block> {
  component: ComponentType<BlockProps<B>>;
  /**
   * Set for blocks that need JavaScript in the browser. The name is the
   * client module src/renderers/<name>/client.ts, which the page loads; pages
   * without such blocks load no JavaScript at all.
   */
  island?: string;
}

/** One entry per block type; a missing type is a compile error. */
export type Registry = { [K in Block['type']]: BlockRenderer<Extract<Block, { type: K }>> };
