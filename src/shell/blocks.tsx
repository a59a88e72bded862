import { useContext } from 'react';
import { componentOf } from '../renderers/components.js';
import { definitionOf } from '../renderers/registry.js';
import type { Shown } from '../model/item-values.js';
import type { Block } from '../types/site.js';
import { ItemMarks } from '../ui/item-mark.js';
import { InnerBlocks } from '../ui/inner-blocks.js';

/** One block as its renderer draws it. */
export function BlockView({ block }: { block: Shown<Block> }) {
  const Component = componentOf(block.type);
  // An island's client module enhances the elements marked with its name.
  if (definitionOf(block.type)?.island) {
    return (
      <div data-island={block.type}>
        <Component block={block} />
      </div>
    );
  }
  return <Component block={block} />;
}

/**
 * A page's own block as the visual editor's preview draws it: in a box
 * naming where the block is written in the site file, so a click in the
 * preview selects it in the form, and with each entry it shows from a
 * collection marked. Built pages carry no such boxes or marks.
 */
export function PreviewBlock({ block, at }: { block: Shown<Block>; at: Array<string | number> }) {
  return (
    <ItemMarks.Provider value={true}>
      <div data-edit-path={JSON.stringify(at)} style={{ display: 'contents' }}>
        <BlockView block={block} />
      </div>
    </ItemMarks.Provider>
  );
}

/**
 * Blocks, in order, for a block that draws blocks (an item's content); a
 * page's own blocks are drawn one by one (prerender/render-page.tsx).
 */
export function Blocks({ blocks }: { blocks: Array<Shown<Block>> }) {
  const inner = useContext(InnerBlocks);
  if (!inner) {
    return (
      <InnerBlocks.Provider value={Blocks}>
        <Blocks blocks={blocks} />
      </InnerBlocks.Provider>
    );
  }
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
