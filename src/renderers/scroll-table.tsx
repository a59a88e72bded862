import { Box, Table } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box, so a wide table never makes the
 * page scroll sideways on a phone. The box is focusable so keyboard users can
 * scroll it too, and it is named by the table's caption. It is positioned so
 * that visually hidden text inside stays inside it instead of widening the page.
 */
export function ScrollTable({ caption, captionId, children }: { caption: string; captionId: string; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Table sx={{ minWidth: 560, '& th': { fontWeight: 700 }, '& caption': { captionSide: 'top', textAlign: 'left', px: 2, pt: 2, pb: 1, color: 'text.secondary' } }}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </Table>
    </Box>
  );
}
