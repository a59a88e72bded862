import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, relative, resolve } from 'node:path';
import sirv from 'sirv';
import { FONT_DIR } from '../../model/assets.js';
import { IMAGE_DIR } from '../../model/pictures.js';
import { loadRenderers } from '../../renderers/components.js';
import { EditorApi } from './api.js';
import { editorApp } from './app-bundle.js';
import { frameDocument } from './frame.js';
import { hostAllowed, newToken, originAllowed, ownOrigins, requestToken, tokenMatches } from './guard.js';
import { Refused, sendJson } from './http.js';
import { PreviewService } from './preview.js';
import { SiteFile } from './site-file.js';

export interface EditorOptions {
  siteFile: string;
  /** 0 picks a free port. */
  port?: number;
  /** How the file is named in messages, e.g. 'site.yaml'. */
  display?: string;
}

export interface EditorServer {
  /** The address to open, with the token. */
  url: string;
  origin: string;
  token: string;
  port: number;
  close(): Promise<void>;
}

/**
 * `npm run edit`: the visual editor's local server. It listens on
 * 127.0.0.1 only, serves the editor app (bundled once per version of the code), the
 * sandboxed preview frame, the pictures and font beside the site file, and
 * the API that checks, previews and saves the one site file it was started
 * with.
 */
export async function startEditor(options: EditorOptions): Promise<EditorServer> {
  const siteFile = resolve(options.siteFile);
  const siteDir = dirname(siteFile);
  const [app] = await Promise.all([editorApp(), loadRenderers()]);
  const file = new SiteFile(siteFile);
  // The editor app keeps the language schemas as 'schemas/…' and the site's own beside them.
  const schemaDir = './schemas';
  const api = new EditorApi(file, new PreviewService(siteDir, schemaDir), options.display ?? relative(process.cwd(), siteFile));
  const assets = sirv(siteDir, { dev: true });
  // The app's files are named by their content, so the browser keeps them until the code changes.
  const appFiles = sirv(app.dir, { immutable: true, maxAge: 31_536_000 });
  const editorHtml = EDITOR_HTML.replace('%SCRIPT%', `/${app.script}`);
  const token = newToken();
  let port = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!hostAllowed(req.headers.host, port)) throw new Refused(403, 'unexpected Host header; open the editor at the address it printed');
    // The preview frame has an opaque origin, which browsers send as 'null' when it loads the font.
    const assetPath = /^\/(images|fonts)\//.test(url.pathname);
    const origin = req.headers.origin;
    if (!(assetPath && origin === 'null') && !originAllowed(origin, port)) throw new Refused(403, 'requests from other sites are refused');
    if (url.pathname.startsWith('/api/')) {
      if (!tokenMatches(requestToken(req, url), token)) throw new Refused(403, 'missing or wrong editor token; open the editor at the address it printed');
      return api.handle(req, res, url);
    }
    if (assetPath) {
      if (decodeURIComponent(url.pathname).split('/').includes('..')) throw new Refused(403, 'paths outside the pictures and fonts folders are refused');
      if (url.pathname.startsWith('/fonts/')) res.setHeader('Access-Control-Allow-Origin', '*');
      return assets(req, res, () => sendJson(res, 404, { error: 'no such file' }));
    }
    // The editor itself may not be framed by another page.
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.method === 'GET' && url.pathname === '/preview-frame') {
      const frame = frameDocument(app.frameScript, `http://${req.headers.host}`);
      res.setHeader('Content-Security-Policy', frame.csp);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(frame.html);
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(editorHtml);
    }
    if (req.method === 'GET' && url.pathname.startsWith('/assets/')) return appFiles(req, res, () => sendJson(res, 404, { error: 'not found' }));
    sendJson(res, 404, { error: 'not found' });
  };

  const server: Server = createHttpServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.end();
      if (error instanceof Refused) return sendJson(res, error.status, { error: error.message });
      console.error(error);
      sendJson(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', done);
  });
  port = (server.address() as AddressInfo).port;
  const origin = ownOrigins(port)[0];
  return {
    url: `${origin}/?token=${token}`,
    origin,
    token,
    port,
    async close() {
      api.close();
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

const EDITOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="no-referrer">
    <link rel="icon" href="data:,">
    <title>Site editor</title>
  </head>
  <body>
    <div id="editor"></div>
    <script type="module" src="%SCRIPT%"></script>
  </body>
</html>
`;

// Pictures and the font are looked for where the build looks for them.
void IMAGE_DIR;
void FONT_DIR;
