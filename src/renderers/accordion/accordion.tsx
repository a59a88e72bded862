import { useItemMark } from '../../ui/item-mark.js';
import { Box, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { useReader } from '../../ui/site-context.js';
import { SmartLink } from '../../ui/smart-link.js';
import type { Accordion as AccordionBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import type { BlockProps } from '../define-block.js';
import { ExpandMore } from '../../ui/icons.js';
import { shownField } from '../../model/collections.js';
import { PARTS } from './parts.js';
import type { ReactNode } from 'react';
import { useAnchor } from '../../ui/anchors.js';
import { Grouped, listedGroups } from '../../ui/listing.js';

/** One question: a <details> whose id is the item's, unique on the page. */
function Question({ anchor, name, children }: { anchor: string; name: string; children: ReactNode }) {
  const mark = useItemMark();
  return (
    <details id={useAnchor(anchor)} name={name} {...mark(anchor)}>
      {children}
    </details>
  );
}

/**
 * Native <details> elements sharing one name: the browser keeps one open at a
 * time and toggles with Enter and Space, with JavaScript off. The island
 * (client.ts beside it) adds Home, End and arrow-key movement between questions.
 */
export function Accordion({ block }: BlockProps<AccordionBlock>) {
  const read = useReader();
  const collection = read.declaration(block.collection);
  const question = shownField(collection, block.show, 'question', PARTS.question)!;
  const answer = shownField(collection, block.show, 'answer', PARTS.answer)!;
  const linkField = shownField(collection, block.show, 'link', PARTS.link);
  return (
    <BlockSection heading={block.heading}>
      <Grouped heading={block.heading} groups={listedGroups(read, block)}>
        {(items) => (
          <Box
            data-accordion
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              bgcolor: 'background.paper',
              overflow: 'hidden',
              '& details + details': { borderTop: 1, borderColor: 'divider' },
              '& summary': {
                listStyle: 'none',
                cursor: 'pointer',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                px: { xs: 2, md: 3 },
                py: 2,
                minHeight: 56,
                '&::-webkit-details-marker': { display: 'none' },
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': { outlineOffset: -3 },
              },
              '& details[open] > summary': { color: 'primary.main' },
              '& details[open] > summary .expand-icon': { transform: 'rotate(180deg)' },
            }}
          >
            {items.map((item) => {
              const link = linkField === undefined ? undefined : (item[linkField] as { label: string; to: string } | undefined);
              return (
                <Question key={item.id} anchor={item.id} name={`accordion-${block.collection}`}>
                  <summary>
                    <Typography component="span" sx={{ fontWeight: 650, fontSize: '1.05rem' }}>
                      {item[question] as string}
                    </Typography>
                    <ExpandMore className="expand-icon" aria-hidden sx={{ flexShrink: 0, transition: 'transform 150ms' }} />
                  </summary>
                  <Box sx={{ px: { xs: 2, md: 3 }, pb: 2.5 }}>
                    <Typography color="text.secondary">
                      <InlineText text={item[answer] as string} />
                    </Typography>
                    {link && (
                      <Typography sx={{ mt: 1.5 }}>
                        <SmartLink to={link.to} sx={{ fontWeight: 650 }}>
                          {link.label}
                        </SmartLink>
                      </Typography>
                    )}
                  </Box>
                </Question>
              );
            })}
          </Box>
        )}
      </Grouped>
    </BlockSection>
  );
}
