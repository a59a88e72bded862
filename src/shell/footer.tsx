import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSite } from '../ui/site-context.js';
import { InlineText } from '../ui/inline-text.js';
import { SmartLink } from '../ui/smart-link.js';

/**
 * The footer's id. The page's first paint waits until the parser reaches it
 * (html-document.ts), by when the main content is complete.
 */
export const FOOTER_ID = 'site-footer';

export function Footer() {
  const { footer, settings } = useSite();
  const copyright = footer.copyright.replace('{year}', String(settings.copyrightYear)).replace('{siteName}', settings.siteName);
  return (
    <Box component="footer" id={FOOTER_ID} sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', sm: `repeat(${footer.columns.length}, 1fr)` } }}>
          {footer.columns.map((column) => (
            <Box component="nav" key={column.heading.to + column.heading.label} aria-label={column.heading.label}>
              <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1rem', mb: 1.5 }}>
                <SmartLink to={column.heading.to} color="inherit" underline="hover">{column.heading.label}</SmartLink>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.25 }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <SmartLink to={link.to} color="text.secondary" underline="hover" sx={{ display: 'inline-block', py: 0.75, fontSize: '0.95rem' }}>
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          {footer.note && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, maxWidth: '75ch' }}>
              <InlineText text={footer.note} />
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {copyright}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

