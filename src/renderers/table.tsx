import { TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId } from 'react';
import { InlineText } from '../render/inline-text.js';
import type { Table as TableBlock } from '../types/site.js';
import { BlockSection } from './block-section.js';
import { ScrollTable } from './scroll-table.js';
import type { BlockProps } from './types.js';

export function Table({ block }: BlockProps<TableBlock>) {
  const captionId = useId();
  return (
    <BlockSection heading={block.heading}>
      <ScrollTable caption={block.caption} captionId={captionId}>
        <TableHead>
          <TableRow>
            {block.columns.map((column) => (
              <TableCell key={column} scope="col">{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {block.rows.map((row, r) => (
            <TableRow key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  <TableCell key={c} component="th" scope="row">
                    <InlineText text={cell} />
                  </TableCell>
                ) : (
                  <TableCell key={c}>
                    <InlineText text={cell} />
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </ScrollTable>
      {block.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          <InlineText text={block.note} />
        </Typography>
      )}
    </BlockSection>
  );
}
