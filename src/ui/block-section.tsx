import { Box, Typography } from './mui.js';
import type { ReactNode } from 'react';
import { headingAnchor } from '../model/anchors.js';
import { useAnchor } from './anchors.js';

/** The vertical rhythm every block shares, with its optional h2. */
export function BlockSection({ heading, intro, children }: { heading?: string; intro?: ReactNode; children: ReactNode }) {
  // A heading is an anchor: /page#its-slug links to the section.
  const id = useAnchor(heading === undefined ? undefined : headingAnchor(heading));
  return (
    <Box component="section" id={id} sx={{ py: { xs: 3.5, md: 5 } }}>
      {heading && (
        <Typography variant="h2" sx={{ mb: intro ? 1.5 : 3 }}>
          {heading}
        </Typography>
      )}
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: '70ch' }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
