import type { Shown } from '../../model/item-values.js';
import type { Block, ItemContent as ItemContentBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { EntryList } from '../../ui/field-value.js';
import { useInnerBlocks } from '../../ui/inner-blocks.js';
import { Box } from '../../ui/mui.js';
import { useReader } from '../../ui/site-context.js';
import type { BlockProps } from '../define-block.js';

/**
 * What an item carries at length, drawn in place: the blocks of a blocks
 * field as if written on the page, or a list field as a real list, numbered
 * when its order matters (a recipe's steps).
 */
export function ItemContent({ block }: BlockProps<ItemContentBlock>) {
  const Blocks = useInnerBlocks();
  const read = useReader();
  const item = read.item(block.collection!, block.item!);
  if (!item) throw new Error(`item-content: no item '${block.item}' in '${block.collection}'`);
  const decl = read.declaration(block.collection!).fields[block.field];
  // An item's own blocks write every value out: validation refuses one taken from an item there.
  if (decl.type !== 'list') return <Blocks blocks={(item[block.field] as Array<Shown<Block>> | undefined) ?? []} />;
  const entries = item[block.field] as string[] | undefined;
  if (!entries) return null;
  return (
    <BlockSection heading={block.heading}>
      <Box sx={{ maxWidth: '75ch', typography: 'body1', '& .entries': { m: 0, pl: 3 }, '& li + li': { mt: 1 } }}>
        <EntryList entries={entries} ordered={decl.ordered === true} />
      </Box>
    </BlockSection>
  );
}
