import { componentOf } from '../renderers/components.js';
import { definitionOf } from '../renderers/registry.js';
import type { Block } from '../types/site.js';

function BlockView({ block }: { block: Block }) {
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

/** Blocks, in order. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}
