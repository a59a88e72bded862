import { Box, Typography } from '../../ui/mui.js';
import { ButtonLink } from '../../ui/smart-link.js';
import type { NotFound as NotFoundBlock } from '../../types/site.js';
import type { BlockProps } from '../define-block.js';

/** The client part (client.ts beside it) logs the attempted path, which only the browser knows. */
export function NotFound({ block }: BlockProps<NotFoundBlock>) {
  return (
    <Box data-log-message={block.logMessage} sx={{ textAlign: 'center', py: { xs: 8, md: 12 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '5rem', md: '7rem' }, color: 'primary.main' }}>
        {block.code}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.4rem', mt: 1, mb: 4 }}>
        {block.message}
      </Typography>
      <ButtonLink to={block.link.to} label={block.link.label} size="large" />
    </Box>
  );
}
