import { headingAnchor } from '../model/anchors.js';
import { withItemValues } from '../model/item-values.js';
import type { AnchorLookup } from '../renderers/define-block.js';
import type { Listing } from '../model/shape.js';
import { definitionOf } from '../renderers/registry.js';

/**
 * The anchor names blocks render, in order, before the page makes them
 * unique: a block's own list, or its heading's slug when it has a heading.
 * The data may not have passed the schema, so nothing here assumes a shape.
 */
export function pageAnchorNames(blocks: unknown[], lookup: Omit<AnchorLookup, 'anchorsOf'>): string[] {
  const withNested: AnchorLookup = { ...lookup, anchorsOf: (inner) => pageAnchorNames(inner, lookup) };
  // An item's page has its values in place already; a value taken from an item anywhere else is a mistake reported of its own, and names no anchor.
  return blocks.flatMap((written) => {
    const block = withItemValues(written, () => undefined);
    if (!block || typeof block !== 'object') return [];
    const { type, heading } = block as { type?: unknown; heading?: unknown };
    const own = definitionOf(String(type))?.anchors;
    if (own) return own(block as never, withNested);
    const named = typeof heading === 'string' ? [headingAnchor(heading)] : [];
    // A grouped list draws a heading for each group (ui/listing.tsx).
    if (typeof (block as { groupBy?: unknown }).groupBy !== 'string') return named;
    const groups = lookup.listed(block as Listing);
    return [...named, ...groups.flatMap((group) => (group.label === undefined ? [] : [headingAnchor(group.label)]))];
  });
}
