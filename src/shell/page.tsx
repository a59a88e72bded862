import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { definitionOf } from '../renderers/registry.js';
import type { Block } from '../types/site.js';
import type { ServedFont } from '../model/assets.js';
import type { SiteReader } from '../model/site-reader.js';
import { MONOSPACE } from '../ui/code-block.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { ResolvedThemeProvider } from '../ui/resolved-theme.js';
import { SiteContext } from '../ui/site-context.js';
import { FONT_VARIABLE, fontStack, themeFor, ThemeKey } from '../ui/theme.js';

const globalStyles = (
  <GlobalStyles
    styles={{
      '.visually-hidden': {
        position: 'absolute',
        width: 1,
        height: 1,
        margin: -1,
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      },
      '.skip-link': {
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: 2000,
        padding: '12px 16px',
        borderRadius: 8,
        background: 'var(--mui-palette-primary-main)',
        color: 'var(--mui-palette-primary-contrastText)',
        fontWeight: 700,
      },
      '.skip-link:focus': { top: 8 },
      // Inline code in prose: `code` in the inline markup. It breaks only a
      // token too long for its line; 'anywhere' would also let a table squeeze
      // short names letter by letter, where the table should scroll instead.
      ':not(pre) > code': {
        fontFamily: MONOSPACE,
        fontSize: '0.9em',
        padding: '0.1em 0.35em',
        borderRadius: 4,
        background: 'var(--mui-palette-action-hover)',
        overflowWrap: 'break-word',
      },
      // In a link the link's colour and underline mark it; a tint under it would lower the contrast the theme is checked for.
      'a code': { background: 'none', padding: 0 },
      // A long address in text wraps rather than widening a phone's page; in a
      // table, which scrolls in its own box, it keeps whole. A phone number
      // reads as one, so it never breaks at its spaces.
      '.MuiLink-root': { overflowWrap: 'anywhere' },
      ':is(td, th) .MuiLink-root': { overflowWrap: 'break-word' },
      '.MuiLink-root[href^="tel:"]': { whiteSpace: 'nowrap' },
    }}
  />
);

/** The site's own font, served from its fonts folder; text shows in the fallback until it arrives. */
function FontFace({ font }: { font: ServedFont }) {
  return (
    <GlobalStyles
      styles={{
        '@font-face': {
          fontFamily: font.family,
          src: `url(${font.url}) format('${font.format}')`,
          fontWeight: font.weight,
          fontStyle: 'normal',
          fontDisplay: 'swap',
        },
      }}
    />
  );
}

/**
 * The page's reader of the site, theme and router location: what every part
 * of a page reads. `themeVariables: false` skips emitting the theme's CSS
 * variables, for a piece rendered into a shell that already carries them.
 * Without a path there is no router: a page's blocks are drawn so, since a
 * block drawn once is shown on other pages (prerender/render-page.tsx) and
 * must not show which page it is on; only the header's links read it.
 */
export function PageProviders({
  read,
  path,
  themeVariables = true,
  children,
}: {
  read: SiteReader;
  path?: string;
  themeVariables?: boolean;
  children: ReactNode;
}) {
  const routed = path === undefined ? children : <StaticRouter location={path}>{children}</StaticRouter>;
  const { key, theme } = themeFor(read.settings.theme);
  return (
    <SiteContext.Provider value={read}>
      <ThemeKey.Provider value={key}>
        {themeVariables ? <ThemeProvider theme={theme}>{routed}</ThemeProvider> : <ResolvedThemeProvider>{routed}</ResolvedThemeProvider>}
      </ThemeKey.Provider>
    </SiteContext.Provider>
  );
}

/**
 * The shell from SPEC §2 (skip link, header, footer, global styles) around
 * the main content. Articles get a narrower, centred reading column, the
 * width of their text's measure, so their tables and closing card line up
 * with the text.
 */
export function Shell({ read, reading = false, children }: { read: SiteReader; reading?: boolean; children: ReactNode }) {
  const font = read.font();
  return (
    <>
      <CssBaseline enableColorScheme />
      {globalStyles}
      <GlobalStyles styles={{ ':root': { [FONT_VARIABLE]: fontStack(read.settings.theme) } }} />
      {font && <FontFace font={font} />}
      <a className="skip-link" href="#main">
        {read.settings.messages.skipLink}
      </a>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header />
        {/* The reading column is as wide as the text's measure (75ch, as the item header and article
            text keep to), so cards and tables line up with the text instead of running 40 px past it. */}
        <Container
          component="main"
          id="main"
          tabIndex={-1}
          maxWidth={reading ? false : 'lg'}
          sx={{ flexGrow: 1, outline: 'none', ...(reading && { maxWidth: { xs: 'calc(75ch + 32px)', sm: 'calc(75ch + 48px)' } }) }}
        >
          {children}
        </Container>
        <Footer />
      </Box>
    </>
  );
}

/** Pages that open with a reading-layout block (an item header) are laid out as a reading column. */
export function isReadingPage(blocks: Block[]): boolean {
  return blocks.length > 0 && definitionOf(blocks[0].type)?.readingLayout === true;
}

/** The islands a page needs, in block order, without repeats; an item's own blocks count too. */
export function islandsOf(read: SiteReader, blocks: Block[]): string[] {
  const names: string[] = [];
  const visit = (list: Block[]) => {
    for (const block of list) {
      if (definitionOf(block.type)?.island) names.push(block.type);
      if (block.type === 'item-content' && block.collection && block.item) {
        const item = read.item(block.collection, block.item);
        if (Array.isArray(item?.[block.field])) visit(item[block.field] as Block[]);
      }
    }
  };
  visit(blocks);
  return [...new Set(names)];
}
