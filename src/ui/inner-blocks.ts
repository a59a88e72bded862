import { createContext, useContext, type ComponentType } from 'react';
import type { Shown } from '../model/item-values.js';
import type { Block } from '../types/site.js';

/**
 * What draws a list of blocks (shell/blocks.tsx), for a block that draws
 * blocks inside itself (an item's content): given through the page rather
 * than imported, since the blocks it draws may be of its own type.
 */
export const InnerBlocks = createContext<ComponentType<{ blocks: Array<Shown<Block>> }> | null>(null);

export function useInnerBlocks(): ComponentType<{ blocks: Array<Shown<Block>> }> {
  const blocks = useContext(InnerBlocks);
  if (!blocks) throw new Error('a block that draws blocks needs them drawn inside <Blocks>');
  return blocks;
}
