import { Alert, Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Api, type Session } from './api.js';
import { Editor } from './editor.js';
import { readData } from './source.js';

/**
 * The token comes in the printed address. It is kept for this tab only and
 * taken out of the address bar, so it is not in the history, a bookmark or
 * a shared screenshot.
 */
function takeToken(): string | null {
  const url = new URL(location.href);
  const fromUrl = url.searchParams.get('token');
  if (fromUrl) {
    sessionStorage.setItem('site-editor-token', fromUrl);
    url.searchParams.delete('token');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    return fromUrl;
  }
  return sessionStorage.getItem('site-editor-token');
}

/**
 * The editor's look: the system's light or dark scheme, buttons in plain
 * sentence case, and a focus ring that stands out at 3:1 or more against
 * either scheme's backgrounds on every control, MUI's own included.
 */
const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'media' },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiToggleButton: { styleOverrides: { root: { textTransform: 'none' } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontSize: 15 } } },
    MuiCssBaseline: {
      styleOverrides: {
        ':root': { '--focus-ring': '#0b57d0' },
        '@media (prefers-color-scheme: dark)': { ':root': { '--focus-ring': '#8ab4f8' } },
        ':focus-visible, .Mui-focusVisible': { outline: '3px solid var(--focus-ring) !important', outlineOffset: '2px' },
      },
    },
  },
});

function App() {
  const [api] = useState(() => {
    const token = takeToken();
    return token ? new Api(token) : null;
  });
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(
    api ? null : 'Open the editor at the address `npm run edit` printed: it carries the key that lets this page save.',
  );
  useEffect(() => {
    api?.session().then(setSession, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [api]);
  if (error) {
    return (
      <Box component="main" sx={{ p: 4 }}>
        <h1>Site editor</h1>
        <Alert severity="error">{error}</Alert>
      </Box>
    );
  }
  if (!api || !session)
    return (
      <Box component="main" sx={{ p: 4 }} aria-busy="true">
        Opening the site file…
      </Box>
    );
  const unreadable = readError(session.text);
  if (unreadable) return <Unreadable file={session.file} message={unreadable} api={api} onFixed={setSession} />;
  return <Editor api={api} session={session} />;
}

function readError(text: string): string | null {
  try {
    readData(text);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A file that is not YAML the site can read: the forms need data, so the owner fixes it in a text editor first. */
function Unreadable({ file, message, api, onFixed }: { file: string; message: string; api: Api; onFixed: (session: Session) => void }) {
  useEffect(() => api.watch(() => void api.session().then(onFixed)), [api, onFixed]);
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 800 }}>
      <h1>{file} cannot be opened in the form editor yet</h1>
      <Alert severity="error">{message}</Alert>
      <p>Fix this in your text editor (or run npm run validate for every problem). This page opens the file by itself as soon as it reads.</p>
    </Box>
  );
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <App />
    </ThemeProvider>
  </StrictMode>,
);
