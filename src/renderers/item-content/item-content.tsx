import type { Block, ItemContent as ItemContentBlock } from '../../types/site.js';
import { useInnerBlocks } from '../../ui/inner-blocks.js';
import { useReader } from '../../ui/site-context.js';
import type { BlockProps } from '../define-block.js';

/** The blocks an item carries in a field of type blocks, drawn in place as if written on the page. */
export function ItemContent({ block }: BlockProps<ItemContentBlock>) {
  const Blocks = useInnerBlocks();
  const item = useReader().item(block.collection!, block.item!);
  if (!item) throw new Error(`item-content: no item '${block.item}' in '${block.collection}'`);
  return <Blocks blocks={(item[block.field] as Block[] | undefined) ?? []} />;
}
