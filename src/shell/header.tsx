import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router-dom';
import { useSite } from '../ui/site-context.js';
import { ButtonLink } from '../ui/smart-link.js';

/** Highlight plus aria-current="page" come from NavLink; `end` makes the match exact. */
const navLinkSx = {
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: '0.95rem',
  px: 1.5,
  py: 1,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  borderRadius: 2,
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

function NavLinks({ direction }: { direction: 'row' | 'column' }) {
  const { navigation } = useSite();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: direction, gap: 0.5 }}>
      {navigation.links.map((link) => (
        <li key={link.to}>
          <Box component={NavLink} to={link.to} end sx={navLinkSx}>
            {link.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/**
 * The sticky header. On a phone the links fold into a <details> menu, which
 * opens and closes without JavaScript.
 */
export function Header() {
  const { settings, navigation } = useSite();
  return (
    // A plain sticky <header> rather than AppBar: AppBar's Paper writes a style attribute, which a strict CSP blocks.
    <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Box component="a" href="/" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none', mr: 'auto' }}>
            <Box aria-hidden sx={{ width: 38, height: 38, borderRadius: 2.5, display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 800, fontSize: '0.95rem' }}>
              {settings.brandMark}
            </Box>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.1rem', whiteSpace: 'nowrap' }}>
              {settings.siteName}
            </Typography>
          </Box>
          <Box component="nav" aria-label={settings.siteName} sx={{ display: { xs: 'none', md: 'block' } }}>
            <NavLinks direction="row" />
          </Box>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <ButtonLink to={navigation.cta.to} label={navigation.cta.label} size="small" />
          </Box>
          <Box
            component="details"
            sx={{
              display: { xs: 'block', md: 'none' },
              '& > summary': { listStyle: 'none', cursor: 'pointer', display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 44, px: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', fontWeight: 600 },
              '& > summary::-webkit-details-marker': { display: 'none' },
              '&[open] > summary': { bgcolor: 'action.selected' },
            }}
          >
            <summary>
              <MenuIcon fontSize="small" aria-hidden />
              {settings.messages.menu}
            </summary>
            <Box component="nav" aria-label={settings.siteName} sx={{ position: 'absolute', left: 0, right: 0, top: '100%', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', px: 2, py: 1.5, boxShadow: 3 }}>
              <NavLinks direction="column" />
              <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1.5 }}>
                <ButtonLink to={navigation.cta.to} label={navigation.cta.label} fullWidth />
              </Box>
            </Box>
          </Box>
        </Toolbar>
      </Container>
    </Box>
  );
}
