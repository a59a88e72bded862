import { Box, Chip, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { tableBadge } from '../render/rating.js';
import { useSite } from '../render/site-context.js';
import { ButtonLink, SmartLink } from '../render/smart-link.js';
import { InlineText } from '../render/inline-text.js';
import type { ComparisonTable as ComparisonTableBlock } from '../types/site.js';
import { BlockSection } from './block-section.js';
import { RatingChip } from './rating-chip.js';
import { ScrollTable } from './scroll-table.js';
import type { BlockProps } from './types.js';

export function ComparisonTable({ block }: BlockProps<ComparisonTableBlock>) {
  const platforms = useSite().collections.platforms ?? [];
  const rows = platforms.slice(0, block.limit ?? platforms.length);
  const captionId = useId();
  const { columns } = block;
  return (
    <BlockSection heading={block.heading} intro={block.intro && <InlineText text={block.intro} />}>
      <ScrollTable caption={block.caption} captionId={captionId}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{columns.rank}</TableCell>
            <TableCell scope="col">{columns.platform}</TableCell>
            <TableCell scope="col">{columns.rating}</TableCell>
            <TableCell scope="col">{columns.price}</TableCell>
            <TableCell scope="col">{columns.accuracy}</TableCell>
            <TableCell scope="col">{columns.trustpilot}</TableCell>
            <TableCell scope="col">{columns.action}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((platform, i) => {
            const badge = tableBadge(i + 1, platform.featured === true, block.badges);
            return (
              <TableRow key={platform.id} data-featured={platform.featured ? 'true' : undefined} sx={platform.featured ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell sx={{ fontWeight: 700 }}>{i + 1}</TableCell>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
                    <Typography component="span" sx={{ fontWeight: 700 }}>{platform.name}</Typography>
                    {badge && <Chip size="small" className="badge" label={badge} color={platform.featured ? 'primary' : 'default'} variant={platform.featured ? 'filled' : 'outlined'} />}
                  </Box>
                </TableCell>
                <TableCell><RatingChip rating={platform.rating} scale={block.ratingScale} /></TableCell>
                <TableCell sx={{ minWidth: 160 }}>{platform.price}</TableCell>
                <TableCell>{platform.accuracy}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{platform.trustpilot}</TableCell>
                <TableCell>
                  <SmartLink to={platform.url} sx={{ whiteSpace: 'nowrap', fontWeight: 650 }}>{block.visitLabel}</SmartLink>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollTable>
      {block.action && (
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <ButtonLink {...block.action} />
        </Box>
      )}
    </BlockSection>
  );
}
