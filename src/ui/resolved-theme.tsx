import { THEME_ID, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';
import { useContext, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeByKey, ThemeKey } from './theme.js';
import { Memo } from '../memo.js';

/**
 * MUI's provider for a CSS-variables theme works the component theme out
 * again on every render, which took about a fifth of each page's
 * prerendering. The result never changes for a theme, so it is worked out
 * once per theme here, by rendering the provider around a component that
 * reads it.
 */
const resolved = new Memo<string, Theme>('resolved themes', 8);

/** Hands the theme of the provider around it to `onTheme`. */
function ReadTheme({ onTheme }: { onTheme: (theme: Theme) => void }) {
  onTheme(useTheme());
  return null;
}

function resolve(key: string): Theme {
  let result = resolved.get(key);
  if (result) return result;
  renderToStaticMarkup(
    <ThemeProvider theme={themeByKey(key)} disableStyleSheetGeneration>
      <ReadTheme
        onTheme={(theme) => {
          result = theme;
        }}
      />
    </ThemeProvider>,
  );
  resolved.set(key, result!);
  return result!;
}

/**
 * The theme for a piece of a page rendered inside a shell that already
 * carries the theme's CSS variables: what MUI's own provider would give its
 * components, without working it out again.
 */
export function ResolvedThemeProvider({ children }: { children: ReactNode }) {
  return (
    <SystemThemeProvider themeId={THEME_ID} theme={resolve(useContext(ThemeKey))}>
      {children}
    </SystemThemeProvider>
  );
}
