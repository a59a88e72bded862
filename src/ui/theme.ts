import { createTheme } from '@mui/material/styles';

/**
 * One theme with light and dark colour schemes. CSS variables with the
 * 'media' selector make the browser pick the scheme from the visitor's
 * system setting before first paint: no script, no flash.
 * Colours were chosen for WCAG AA contrast in both schemes (tests/theme-contrast).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#3b3fc7', contrastText: '#ffffff' },
        secondary: { main: '#0f766e', contrastText: '#ffffff' },
        success: { main: '#15803d' },
        warning: { main: '#b45309' },
        background: { default: '#f7f8fc', paper: '#ffffff' },
        text: { primary: '#161a2e', secondary: '#474d66' },
        divider: '#c9cedd',
      },
    },
    dark: {
      palette: {
        primary: { main: '#a5b4fc', contrastText: '#11132a' },
        secondary: { main: '#5eead4', contrastText: '#06201d' },
        success: { main: '#86efac' },
        warning: { main: '#fcd34d' },
        background: { default: '#0f1222', paper: '#181c31' },
        text: { primary: '#eef0fa', secondary: '#b6bbd4' },
        divider: '#2c3252',
      },
    },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { textWrap: 'balance', fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.1rem)', fontWeight: 800, lineHeight: 1.12, letterSpacing: '-0.02em' },
    h2: { textWrap: 'balance', fontSize: 'clamp(1.45rem, 1.2rem + 1vw, 1.9rem)', fontWeight: 750, lineHeight: 1.25, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.2rem', fontWeight: 700, lineHeight: 1.35 },
    body1: { fontSize: '1.0625rem', lineHeight: 1.7 },
    body2: { fontSize: '0.95rem', lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  shape: { borderRadius: 12 },
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

// Tells MUI's types that the theme uses CSS variables, which enables the
// ThemeProvider props for them (disableStyleSheetGeneration).
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}
