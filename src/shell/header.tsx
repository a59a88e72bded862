import MenuIcon from '@mui/icons-material/Menu';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { brandMark, linkState } from '../model/settings.js';
import { markFontSize } from '../ui/brand-mark.js';
import type { HeaderLink, Link } from '../types/site.js';
import { useReader } from '../ui/site-context.js';
import { resolveTarget } from '../markup/link-target.js';
import { ButtonLink, EXTERNAL_ATTRS, NewTabNote } from '../ui/smart-link.js';
import { InlineText } from '../ui/inline-text.js';
import { HEADER_NOTE_ID, MENU_NOTE_ID } from '../model/anchors.js';
import type { SxProps } from '@mui/system';

/**
 * The current page's link is marked aria-current="page"; a link whose
 * section the page is in, aria-current="true". Both are highlighted.
 * A group's button and its links sit inside <details>, whose inner slots
 * the page's box-sizing rule cannot reach, so they would count their
 * padding on top of the 44 px and stand taller than plain links: the box
 * sizing is set here.
 */
const navLinkSx = {
  boxSizing: 'border-box',
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
  '&[aria-current]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

function NavLink({ link }: { link: Link | HeaderLink }) {
  const current = linkState(link as HeaderLink, useLocation().pathname);
  const target = resolveTarget(link.to!, useReader().settings);
  return (
    <Box component="a" href={target.href} {...(target.external ? EXTERNAL_ATTRS : {})} aria-current={current} sx={navLinkSx}>
      {link.label}
      {target.external && <NewTabNote />}
    </Box>
  );
}

/**
 * A group: a <details> whose summary opens a menu of links, with a tap, a
 * click or Enter, and without JavaScript. Groups share a name, so opening
 * one closes another.
 */
function NavGroup({ group, inMenu }: { group: HeaderLink; inMenu: boolean }) {
  const path = useLocation().pathname;
  const active = group.links!.some((link) => linkState(link as HeaderLink, path));
  if (inMenu) {
    return (
      <>
        <Typography
          component="span"
          sx={{
            display: 'block',
            px: 1.5,
            pt: 1.5,
            pb: 0.5,
            fontSize: '0.8rem',
            fontWeight: 700,
            letterSpacing: '0.04em',
            textTransform: 'uppercase',
            color: 'text.secondary',
          }}
        >
          {group.label}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: 1 }}>
          {group.links!.map((link) => (
            <li key={link.to}>
              <NavLink link={link} />
            </li>
          ))}
        </Box>
      </>
    );
  }
  return (
    <Box
      component="details"
      name="header-groups"
      sx={{
        position: 'relative',
        '& > summary': { ...navLinkSx, listStyle: 'none', cursor: 'pointer', gap: 0.5, ...(active && { color: 'primary.main', bgcolor: 'action.selected' }) },
        '& > summary::-webkit-details-marker': { display: 'none' },
        '&[open] > summary .expand': { transform: 'rotate(180deg)' },
      }}
    >
      <summary>
        {group.label}
        <ExpandMore className="expand" fontSize="small" aria-hidden />
      </summary>
      {/* As wide as its longest label, so short labels keep to one line; the group's button is narrower than the menu. */}
      <Box
        component="ul"
        sx={{
          position: 'absolute',
          right: 0,
          top: '100%',
          mt: 0.5,
          width: 'max-content',
          minWidth: 220,
          maxWidth: 'min(24rem, calc(100vw - 32px))',
          listStyle: 'none',
          m: 0,
          p: 1,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          boxShadow: 3,
          zIndex: 1,
        }}
      >
        {group.links!.map((link) => (
          <li key={link.to}>
            <NavLink link={link} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function NavLinks({ direction }: { direction: 'row' | 'column' }) {
  const links = useReader().navigation.links ?? [];
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: direction, alignItems: direction === 'row' ? 'center' : 'stretch', gap: 0.5 }}
    >
      {links.map((link) => (
        <li key={link.label}>{link.links ? <NavGroup group={link} inMenu={direction === 'column'} /> : <NavLink link={link} />}</li>
      ))}
    </Box>
  );
}

/** The header button's note: one line of small print, its links underlined like any other. */
function ButtonNote({ id, text, sx }: { id: string; text: string; sx: SxProps }) {
  return (
    <Typography id={id} variant="caption" component="p" color="text.secondary" sx={{ m: 0, lineHeight: 1.4, ...sx }}>
      <InlineText text={text} />
    </Typography>
  );
}

/**
 * The sticky header. On a phone the links fold into a <details> menu, which
 * opens and closes without JavaScript. A long site name wraps onto a second
 * line rather than pushing the menu off a narrow screen.
 */
/** The logo badge: its size, and the room its mark keeps from its round edge. */
const BADGE = 38;
const BADGE_MARGIN = 3;

export function Header() {
  const { settings, navigation } = useReader();
  const hasLinks = (navigation.links?.length ?? 0) > 0;
  const cta = navigation.cta;
  return (
    // A plain sticky <header> rather than AppBar: AppBar's Paper writes a style attribute, which a strict CSP blocks.
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        // A note under the header makes it taller: a link to a heading must still land below it.
        ...(cta?.note && { 'html:has(&)': { scrollPaddingTop: { xs: 88, sm: 120 } } }),
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1.5, sm: 2 }, minHeight: { xs: 64 } }}>
          <Box
            component="a"
            href="/"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'text.primary', textDecoration: 'none', mr: 'auto', minWidth: 0, py: 1 }}
          >
            <Box
              aria-hidden
              sx={{
                flexShrink: 0,
                width: BADGE,
                height: BADGE,
                borderRadius: 2.5,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontWeight: 800,
                fontSize: `${markFontSize(brandMark(settings), BADGE, BADGE_MARGIN, 15.2)}px`,
                lineHeight: 1,
              }}
            >
              {brandMark(settings)}
            </Box>
            <Typography
              component="span"
              sx={{ fontWeight: 800, fontSize: { xs: '1rem', sm: '1.1rem' }, lineHeight: 1.2, overflowWrap: 'anywhere', whiteSpace: { md: 'nowrap' } }}
            >
              {settings.siteName}
            </Typography>
          </Box>
          {hasLinks && (
            <Box component="nav" aria-label={settings.siteName} sx={{ display: { xs: 'none', md: 'block' } }}>
              <NavLinks direction="row" />
            </Box>
          )}
          {cta && (
            <Box sx={{ display: { xs: 'none', sm: 'block' }, flexShrink: 0 }}>
              <ButtonLink to={cta.to} label={cta.label} size="small" aria-describedby={cta.note ? HEADER_NOTE_ID : undefined} />
            </Box>
          )}
          {hasLinks && (
            <Box
              component="details"
              sx={{
                flexShrink: 0,
                display: { xs: 'block', md: 'none' },
                '& > summary': {
                  listStyle: 'none',
                  cursor: 'pointer',
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  minHeight: 44,
                  px: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  fontWeight: 600,
                },
                '& > summary::-webkit-details-marker': { display: 'none' },
                '&[open] > summary': { bgcolor: 'action.selected' },
              }}
            >
              <summary>
                <MenuIcon fontSize="small" aria-hidden />
                {settings.messages.menu}
              </summary>
              <Box
                component="nav"
                aria-label={settings.siteName}
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: '100%',
                  bgcolor: 'background.paper',
                  borderBottom: 1,
                  borderColor: 'divider',
                  px: 2,
                  py: 1.5,
                  boxShadow: 3,
                  maxHeight: 'calc(100vh - 64px)',
                  overflowY: 'auto',
                }}
              >
                <NavLinks direction="column" />
                {cta && (
                  <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 1.5 }}>
                    <ButtonLink to={cta.to} label={cta.label} fullWidth aria-describedby={cta.note ? MENU_NOTE_ID : undefined} />
                    {cta.note && <ButtonNote id={MENU_NOTE_ID} text={cta.note} sx={{ mt: 1 }} />}
                  </Box>
                )}
              </Box>
            </Box>
          )}
        </Toolbar>
        {/* Under the header, at the end where the button is: a note beside the button on every page, which a phone shows in its menu instead. */}
        {cta?.note && <ButtonNote id={HEADER_NOTE_ID} text={cta.note} sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', mt: -0.5, pb: 0.75 }} />}
      </Container>
    </Box>
  );
}
