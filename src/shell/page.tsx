import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { registry } from '../renderers/registry.js';
import type { BlockRenderer } from '../renderers/types.js';
import type { Block, Site } from '../types/site.js';
import { Footer } from './footer.js';
import { Header } from './header.js';
import { ResolvedThemeProvider } from '../ui/resolved-theme.js';
import { SiteContext } from '../ui/site-context.js';
import { theme } from '../ui/theme.js';

export interface PageData {
  /** The URL path the page is served at ('/reviews'); for the not-found page, the path of 404.html. */
  path: string;
  blocks: Block[];
}

const globalStyles = (
  <GlobalStyles
    styles={{
      '.visually-hidden': { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0 },
      '.skip-link': { position: 'absolute', left: 8, top: -100, zIndex: 2000, padding: '12px 16px', borderRadius: 8, background: 'var(--mui-palette-primary-main)', color: 'var(--mui-palette-primary-contrastText)', fontWeight: 700 },
      '.skip-link:focus': { top: 8 },
    }}
  />
);

function BlockView({ block }: { block: Block }) {
  const renderer = registry[block.type] as BlockRenderer<Block> | undefined;
  // Validation rejects unknown types, so this only guards against a registry bug.
  if (!renderer) throw new Error(`No renderer for block type '${block.type}'`);
  const Component = renderer.component;
  if (renderer.island) {
    return (
      <div data-island={renderer.island}>
        <Component block={block} />
      </div>
    );
  }
  return <Component block={block} />;
}

/**
 * Site data, theme and router location: what every part of a page reads.
 * `themeVariables: false` skips emitting the theme's CSS variables, for a
 * piece rendered into a shell that already carries them.
 */
export function PageProviders({ site, path, themeVariables = true, children }: { site: Site; path: string; themeVariables?: boolean; children: ReactNode }) {
  const routed = <StaticRouter location={path}>{children}</StaticRouter>;
  return (
    <SiteContext.Provider value={site}>
      {themeVariables ? (
        <ThemeProvider theme={theme}>{routed}</ThemeProvider>
      ) : (
        <ResolvedThemeProvider>{routed}</ResolvedThemeProvider>
      )}
    </SiteContext.Provider>
  );
}

/**
 * The shell from SPEC §2 (skip link, header, footer, global styles) around
 * the main content. Articles get a narrower, centred reading column so their
 * tables and closing card line up with the text.
 */
export function Shell({ site, reading = false, children }: { site: Site; reading?: boolean; children: ReactNode }) {
  return (
    <>
      <CssBaseline enableColorScheme />
      {globalStyles}
      <a className="skip-link" href="#main">{site.settings.messages.skipLink}</a>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Header />
        <Container component="main" id="main" tabIndex={-1} maxWidth={reading ? 'md' : 'lg'} sx={{ flexGrow: 1, outline: 'none' }}>
          {children}
        </Container>
        <Footer />
      </Box>
    </>
  );
}

/** The route's blocks, in order. */
export function Blocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </>
  );
}

/** Pages that open with an article header are laid out as a reading column. */
export function isReadingPage(blocks: Block[]): boolean {
  return blocks[0]?.type === 'article-header';
}

/** Every island a renderer declares. */
export function islandNames(): string[] {
  const names = Object.values(registry).map((r) => (r as BlockRenderer<Block>).island);
  return [...new Set(names.filter((n): n is string => Boolean(n)))];
}

/** The islands a page needs, in block order, without repeats. */
export function islandsOf(blocks: Block[]): string[] {
  const names = blocks.map((b) => (registry[b.type] as BlockRenderer<Block>).island).filter((n): n is string => Boolean(n));
  return [...new Set(names)];
}
