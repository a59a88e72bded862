import { fieldLabel } from '../../model/collections.js';
import type { ItemFacts as ItemFactsBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { FieldValue } from '../../ui/field-value.js';
import { Box } from '../../ui/mui.js';
import { useReader } from '../../ui/site-context.js';
import type { BlockProps } from '../define-block.js';

/** One item's chosen fields as a definition list: label, then value, in two columns on a wide screen. */
export function ItemFacts({ block }: BlockProps<ItemFactsBlock>) {
  const read = useReader();
  const collection = read.declaration(block.collection!);
  const item = read.item(block.collection!, block.item!);
  if (!item) throw new Error(`item-facts: no item '${block.item}' in '${block.collection}'`);
  const facts = block.facts.filter((fact) => item[fact.field] !== undefined);
  return (
    <BlockSection heading={block.heading}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, max-content) 1fr' },
          columnGap: 4,
          m: 0,
          // The reading column's measure, as the item header and article text above and below it.
          maxWidth: '75ch',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          px: { xs: 2, md: 3 },
          py: 1,
          bgcolor: 'background.paper',
          '& dt': { fontWeight: 700, pt: { xs: 1.5, sm: 1.25 }, pb: { xs: 0, sm: 1.25 } },
          '& dd': { m: 0, pt: { xs: 0.25, sm: 1.25 }, pb: 1.25, color: 'text.secondary', overflowWrap: 'anywhere' },
          '& dt:not(:first-of-type), & dt:not(:first-of-type) + dd': { borderTop: { xs: 0, sm: 1 }, borderColor: { sm: 'divider' } },
          '& dt:not(:first-of-type)': { borderTop: 1, borderColor: 'divider' },
          '& dd .entries': { m: 0, pl: 2.5 },
        }}
      >
        {facts.map((fact) => (
          <Box key={fact.field} sx={{ display: 'contents' }}>
            <dt>{fact.label ?? fieldLabel(collection, fact.field)}</dt>
            <dd>
              <FieldValue collection={collection} field={fact.field} item={item} roomy />
            </dd>
          </Box>
        ))}
      </Box>
    </BlockSection>
  );
}
