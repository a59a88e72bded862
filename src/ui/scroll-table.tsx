import { Box } from './mui.js';
import type { ReactNode } from 'react';

/**
 * A table that scrolls inside its own box, so a wide table never makes the
 * page scroll sideways on a phone. The box is focusable so keyboard users can
 * scroll it too, and it is named by the table's caption. It is positioned so
 * that visually hidden text inside stays inside it instead of widening the page.
 * Cells are plain elements styled from here, which keeps long tables cheap to render.
 */
export function ScrollTable({ caption, captionId, columns, children }: { caption: string; captionId: string; columns: number; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      sx={{
        position: 'relative',
        overflowX: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        // Shadows at the edges show there is more to scroll to; the 'local' layers cover them at either end.
        background: [
          'linear-gradient(to right, var(--mui-palette-background-paper) 30%, transparent) left / 40px 100% no-repeat local',
          'linear-gradient(to left, var(--mui-palette-background-paper) 30%, transparent) right / 40px 100% no-repeat local',
          'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,.22), transparent) left / 14px 100% no-repeat scroll',
          'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,.22), transparent) right / 14px 100% no-repeat scroll',
          'var(--mui-palette-background-paper)',
        ].join(', '),
      }}
    >
      <Box
        component="table"
        sx={{
          width: '100%',
          // Narrow tables wrap to fit a phone; wide ones keep readable columns and scroll.
          minWidth: columns > 3 ? columns * 110 : undefined,
          borderCollapse: 'collapse',
          typography: 'body2',
          '& caption': {
            captionSide: 'top',
            textAlign: 'left',
            px: 2,
            pt: 2,
            pb: 1,
            color: 'text.secondary',
            position: 'sticky',
            left: 0,
            maxWidth: 'calc(100vw - 64px)',
          },
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
