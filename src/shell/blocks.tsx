import { createContext, useContext } from 'react';
import { componentOf } from '../renderers/components.js';
import { definitionOf } from '../renderers/registry.js';
import type { Shown } from '../model/item-values.js';
import type { Block } from '../types/site.js';
import { ItemMarks } from '../ui/item-mark.js';
import { InnerBlocks } from '../ui/inner-blocks.js';

/**
 * Where the blocks being drawn are written in the site file, when the page
 * is drawn for the visual editor's preview: each block is then wrapped in a
 * box naming its data path, so a click in the preview selects it in the
 * form. Built pages never set it and carry no such boxes. Only the page's
 * own blocks are marked: blocks drawn inside a block (an item's content)
 * see no source.
 */
export const BlockSource = createContext<Array<string | number> | null>(null);

function BlockView({ block }: { block: Shown<Block> }) {
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

/** Blocks, in order; a block inside them that draws blocks (an item's content) draws them with this too. */
export function Blocks({ blocks }: { blocks: Array<Shown<Block>> }) {
  const inner = useContext(InnerBlocks);
  const source = useContext(BlockSource);
  if (!inner) {
    return (
      <InnerBlocks.Provider value={Blocks}>
        <Blocks blocks={blocks} />
      </InnerBlocks.Provider>
    );
  }
  if (source) {
    return (
      <BlockSource.Provider value={null}>
        <ItemMarks.Provider value={true}>
          {blocks.map((block, i) => (
            <div key={i} data-edit-path={JSON.stringify([...source, i])} style={{ display: 'contents' }}>
              <BlockView block={block} />
            </div>
          ))}
        </ItemMarks.Provider>
      </BlockSource.Provider>
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
