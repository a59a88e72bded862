import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { InlineText } from '../ui/inline-text.js';
import { useReader } from '../ui/site-context.js';
import { SmartLink } from '../ui/smart-link.js';

/**
 * The id of the element that ends every page, the footer or, without one,
 * an empty marker. The page's first paint waits until the parser reaches it
 * (html-document.ts), by when the main content is complete.
 */
export const FOOTER_ID = 'site-footer';

/** Columns of links, a note and the copyright line: each drawn only when declared, and no footer at all without any. */
export function Footer() {
  const read = useReader();
  const footer = read.footer();
  const { settings } = read;
  const columns = footer?.columns ?? [];
  const copyright = footer?.copyright?.replace('{year}', String(settings.copyrightYear ?? '')).replace('{siteName}', settings.siteName);
  if (columns.length === 0 && !footer?.note && !copyright) return <div id={FOOTER_ID} />;
  return (
    <Box component="footer" id={FOOTER_ID} sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        {columns.length > 0 && (
          <Box sx={{ display: 'grid', gap: 4, mb: 5, gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns.length}, 1fr)` } }}>
            {columns.map((column) => (
              <Box component="nav" key={column.heading.to + column.heading.label} aria-label={column.heading.label}>
                <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1rem', mb: 1.5 }}>
                  <SmartLink to={column.heading.to} color="inherit" underline="hover">
                    {column.heading.label}
                  </SmartLink>
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
        )}
        {(footer?.note || copyright) && (
          <Box sx={columns.length > 0 ? { pt: 3, borderTop: 1, borderColor: 'divider' } : undefined}>
            {footer?.note && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: copyright ? 1.5 : 0, maxWidth: '75ch' }}>
                <InlineText text={footer.note} />
              </Typography>
            )}
            {copyright && (
              <Typography variant="body2" color="text.secondary">
                {copyright}
              </Typography>
            )}
          </Box>
        )}
      </Container>
    </Box>
  );
}
