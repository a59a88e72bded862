import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box, so a wide table never makes the
 * page scroll sideways on a phone. The box is focusable so keyboard users can
 * scroll it too, and it is named by the table's caption. It is positioned so
 * that visually hidden text inside stays inside it instead of widening the page.
 * Cells are plain elements styled from here, which keeps long tables cheap to render.
 */
export function ScrollTable({ caption, captionId, children }: { caption: string; captionId: string; children: ReactNode }) {
  return (
    <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ position: 'relative', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Box
        component="table"
        sx={{
          width: '100%',
          minWidth: 560,
          borderCollapse: 'collapse',
          typography: 'body2',
          '& caption': { captionSide: 'top', textAlign: 'left', px: 2, pt: 2, pb: 1, color: 'text.secondary' },
          '& th, & td': { textAlign: 'left', verticalAlign: 'top', px: 2, py: 1.75, borderBottom: 1, borderColor: 'divider' },
          '& thead th': { fontWeight: 700, color: 'text.primary' },
          '& tbody th': { fontWeight: 600 },
          '& tbody tr:last-of-type > *': { borderBottom: 0 },
        }}
      >
        <caption id={captionId}>{caption}</caption>
        {children}
      </Box>
    </Box>
  );
}
