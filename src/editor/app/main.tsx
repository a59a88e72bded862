import { Alert, Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Api, type Session } from './api.js';
import { Editor } from './editor.js';
import { readData } from './source.js';

/**
 * The printed address carries a one-time opening code, which this page
 * trades for the token once (server/guard.ts): the browser's history keeps
 * the address, so what it keeps must be spent. The token is kept for this
 * tab only, in session storage, and never put in an address.
 */
async function takeToken(): Promise<string | null> {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  if (code) {
    url.searchParams.delete('code');
    history.replaceState(null, '', url.pathname + url.search + url.hash);
    const response = await fetch('/api/open', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    const body = (await response.json()) as { token?: string; error?: string };
    if (!body.token) throw new Error(body.error ?? `the editor's server answered ${response.status}`);
    sessionStorage.setItem('site-editor-token', body.token);
    return body.token;
  }
  return sessionStorage.getItem('site-editor-token');
}

// Once per page load: StrictMode runs effects twice, and a code opens once.
let opening: Promise<string | null> | undefined;

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
  const [api, setApi] = useState<Api | null>(null);
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const failed = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
    opening ??= takeToken();
    opening.then((token) => {
      if (!token) return setError('Open the editor at the address `npm run edit` printed: it carries the key that lets this page save.');
      const opened = new Api(token);
      setApi(opened);
      opened.session().then(setSession, failed);
    }, failed);
  }, []);
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
