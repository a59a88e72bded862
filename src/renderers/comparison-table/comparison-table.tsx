import { Box, Chip, Typography } from '../../ui/mui.js';
import { useId } from 'react';
import { tableBadge } from '../../ui/rating.js';
import { useSite } from '../../ui/site-context.js';
import { ButtonLink, SmartLink } from '../../ui/smart-link.js';
import { InlineText } from '../../ui/inline-text.js';
import type { ComparisonTable as ComparisonTableBlock } from '../../types/site.js';
import { BlockSection } from '../../ui/block-section.js';
import { RatingChip } from '../../ui/rating-chip.js';
import { ScrollTable } from '../../ui/scroll-table.js';
import type { BlockProps } from '../types.js';

export function ComparisonTable({ block }: BlockProps<ComparisonTableBlock>) {
  const platforms = useSite().collections.platforms ?? [];
  const rows = platforms.slice(0, block.limit ?? platforms.length);
  const captionId = useId();
  const { columns } = block;
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <Box sx={{ '& tbody td:first-of-type': { fontWeight: 700 }, '& tr[data-featured] > *': { bgcolor: 'action.hover' }, '& td.price': { minWidth: 160 }, '& td.nowrap': { whiteSpace: 'nowrap' }, '& tbody th': { minWidth: 170 } }}>
      <ScrollTable caption={block.caption} captionId={captionId} columns={7}>
        <thead>
          <tr>
            <th scope="col">{columns.rank}</th>
            <th scope="col">{columns.platform}</th>
            <th scope="col">{columns.rating}</th>
            <th scope="col">{columns.price}</th>
            <th scope="col">{columns.accuracy}</th>
            <th scope="col">{columns.trustpilot}</th>
            <th scope="col">{columns.action}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((platform, i) => {
            const badge = tableBadge(i + 1, platform.featured === true, block.badges);
            return (
              <tr key={platform.id} data-featured={platform.featured ? 'true' : undefined}>
                <td>{i + 1}</td>
                <th scope="row">
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>{platform.name}</Typography>
                    {badge && <Chip size="small" className="badge" label={badge} color={platform.featured ? 'primary' : 'default'} variant={platform.featured ? 'filled' : 'outlined'} />}
                  </Box>
                </th>
                <td><RatingChip rating={platform.rating} scale={block.ratingScale} /></td>
                <td className="price">{platform.price}</td>
                <td>{platform.accuracy}</td>
                <td className="nowrap">{platform.trustpilot}</td>
                <td>
                  <SmartLink to={platform.url} sx={{ whiteSpace: 'nowrap', fontWeight: 650 }}>{block.visitLabel}</SmartLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ScrollTable>
      </Box>
      {block.action && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <ButtonLink {...block.action} />
        </Box>
      )}
    </BlockSection>
  );
}
