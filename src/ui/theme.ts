import { createTheme, type Theme } from '@mui/material/styles';
import { createContext } from 'react';
import { schemesOf, type Scheme, type ThemeSpec } from '../model/palette.js';
import { Memo } from '../memo.js';

const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The stack of fonts a site's pages are drawn in: its own, or the system's. */
export const fontStack = (spec: ThemeSpec | undefined): string => spec?.font ?? SYSTEM_FONT;

/**
 * The theme names the stack through a variable the page shell declares
 * once (shell/page.tsx): MUI writes the family into every text style's
 * rule, over a hundred of them in a site stylesheet, and the stack spelt
 * out each time was 7% of the first site's.
 */
export const FONT_VARIABLE = '--site-font';

function palette(s: Scheme) {
  return {
    primary: s.primary,
    secondary: s.secondary,
    success: { main: s.success },
    warning: { main: s.warning },
    background: s.background,
    text: s.text,
    divider: s.divider,
  };
}

/**
 * A site's MUI theme, with light and dark colour schemes. CSS variables
 * with the 'media' selector make the browser pick the scheme from the
 * visitor's system setting before first paint: no script, no flash. The
 * colours come from model/palette.ts, which validation checks for contrast.
 */
function createSiteTheme(spec: ThemeSpec | undefined): Theme {
  const schemes = schemesOf(spec);
  return createTheme({
    cssVariables: { colorSchemeSelector: 'media' },
    colorSchemes: { light: { palette: palette(schemes.light) }, dark: { palette: palette(schemes.dark) } },
    typography: {
      fontFamily: `var(${FONT_VARIABLE})`,
      h1: { textWrap: 'balance', fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.1rem)', fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.02em' },
      h2: { textWrap: 'balance', fontSize: 'clamp(1.45rem, 1.2rem + 1vw, 1.9rem)', fontWeight: 750, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h3: { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 },
      body1: { fontSize: '1.0625rem', lineHeight: 1.7 },
      body2: { fontSize: '0.95rem', lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 650 },
    },
    shape: { borderRadius: spec?.radius ?? 12 },
    components: {
      // MUI marks keyboard focus with a class its JavaScript adds; pages here
      // ship no JavaScript, so focus must show through :focus-visible alone.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 } } },
      },
      MuiInputBase: {
        styleOverrides: { input: { '&:focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2, borderRadius: 4 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: 999, paddingInline: 20, minHeight: 44 } },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiCssBaseline: {
        styleOverrides: {
          ':focus-visible': { outline: '3px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
          html: { scrollPaddingTop: 88 },
        },
      },
    },
  });
}

const themes = new Memo<string, Theme>('themes', 8);

/** The key that names a theme spec; every place that caches by theme uses it. */
function themeKey(spec: ThemeSpec | undefined): string {
  return spec ? JSON.stringify(spec) : 'default';
}

/** A site's theme, made once per distinct spec. */
export function themeFor(spec: ThemeSpec | undefined): { key: string; theme: Theme } {
  const key = themeKey(spec);
  return { key, theme: themes.getOr(key, () => createSiteTheme(spec)) };
}

/** The theme a key names (themeFor's key, which is its spec), made again when the memo let it go. */
export function themeByKey(key: string): Theme {
  return themeFor(key === 'default' ? undefined : (JSON.parse(key) as ThemeSpec)).theme;
}

/** The default look, for pieces drawn outside any site (the error screen). */
export const theme = themeFor(undefined).theme;

/** Which theme the page being drawn uses, so cached component templates are kept per theme. */
export const ThemeKey = createContext<string>('default');

// Tells MUI's types that the theme uses CSS variables, which enables the
// ThemeProvider props for them (disableStyleSheetGeneration).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
