import { THEME_ID, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from './theme.js';

/**
 * MUI's provider for a CSS-variables theme works the component theme out
 * again on every render, which took about a fifth of each page's
 * prerendering. The result never changes, so it is worked out once here, by
 * rendering the provider around a component that reads it.
 */
function resolve(): Theme {
  let resolved: Theme | undefined;
  function Read() {
    resolved = useTheme();
    return null;
  }
  renderToStaticMarkup(
    <ThemeProvider theme={theme} disableStyleSheetGeneration>
      <Read />
    </ThemeProvider>,
  );
  return resolved!;
}

const resolvedTheme = resolve();

/**
 * The theme for a piece of a page rendered inside a shell that already
 * carries the theme's CSS variables: what MUI's own provider would give its
 * components, without working it out again.
 */
export function ResolvedThemeProvider({ children }: { children: ReactNode }) {
  return (
    <SystemThemeProvider themeId={THEME_ID} theme={resolvedTheme}>
      {children}
    </SystemThemeProvider>
  );
}
