import { Alert, Box, CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Api, type Session } from './api.js';
import { Editor } from './editor.js';

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

const theme = createTheme({ colorSchemes: { light: true, dark: true }, cssVariables: { colorSchemeSelector: 'media' } });

function App() {
  const [api] = useState(() => {
    const token = takeToken();
    return token ? new Api(token) : null;
  });
  const [session, setSession] = useState<Session | null>(null);
  const [error, setError] = useState<string | null>(api ? null : 'Open the editor at the address `npm run edit` printed: it carries the key that lets this page save.');
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
  if (!api || !session) return <Box component="main" sx={{ p: 4 }} aria-busy="true">Opening the site file…</Box>;
  return <Editor api={api} session={session} />;
}

createRoot(document.getElementById('editor')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <App />
    </ThemeProvider>
  </StrictMode>,
);
