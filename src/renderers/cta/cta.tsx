import { Box, Paper, Stack, Typography } from '../../ui/mui.js';
import { InlineText } from '../../ui/inline-text.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { CallToAction } from '../../types/site.js';
import type { BlockProps } from '../define-block.js';
import { headingAnchor } from '../../model/anchors.js';
import { useAnchor } from '../../ui/anchors.js';
import { SmallPrint } from '../../ui/small-print.js';

export function Cta({ block }: BlockProps<CallToAction>) {
  return (
    <Box component="section" id={useAnchor(headingAnchor(block.heading))} sx={{ py: { xs: 3.5, md: 5 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', borderColor: 'primary.main', borderWidth: 2 }}>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {block.heading}
        </Typography>
        {block.text && (
          <Typography color="text.secondary" sx={{ maxWidth: '60ch', mx: 'auto' }}>
            <InlineText text={block.text} />
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3.5, justifyContent: 'center' }}>
          {block.actions.map((action) => (
            <ButtonLink key={action.label} size="large" {...action} />
          ))}
        </Stack>
        {block.note && <SmallPrint text={block.note} sx={{ mt: 2.5, mx: 'auto' }} />}
      </Paper>
    </Box>
  );
}
