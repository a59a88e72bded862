import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { parseUrlPath } from '../../files/url-path.js';
import { readServedFile, sendFile } from '../../serve/send-file.js';
import { FONT_DIR } from '../../model/assets.js';
import { IMAGE_DIR } from '../../model/pictures.js';
import { loadRenderers } from '../../renderers/components.js';
import { EditorApi } from './api.js';
import { editorApp } from './app-bundle.js';
import { frameDocument } from './frame.js';
import { hostAllowed, newToken, OpeningCodes, originAllowed, ownOrigins, requestToken, tokenMatches } from './guard.js';
import { onlyKeys, readJson, Refused, sendJson, stringField } from './http.js';
import { PreviewService } from './preview.js';
import { SiteFile } from './site-file.js';

export interface EditorOptions {
  siteFile: string;
  /** 0 picks a free port. */
  port?: number;
  /** How the file is named in messages, e.g. 'site.yaml'. */
  display?: string;
  /** Called with a new address to print each time one is used to open the editor. */
  onOpened?: (url: string) => void;
}

export interface EditorServer {
  /** An address to open, with a one-time opening code: each read gives a new one. */
  readonly url: string;
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
  const token = newToken();
  const codes = new OpeningCodes();
  // Pictures and the font reach the sandboxed preview, which cannot send the token, under a key of their own in the path.
  const fileKey = newToken();
  // The editor app keeps the language schemas as 'schemas/…' and the site's own beside them.
  const schemaDir = './schemas';
  const api = new EditorApi(file, new PreviewService(siteDir, schemaDir, `/files/${fileKey}`), options.display ?? relative(process.cwd(), siteFile));
  const editorHtml = EDITOR_HTML.replace('%SCRIPT%', `/${app.script}`);
  let port = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!hostAllowed(req.headers.host, port)) throw new Refused(403, 'unexpected Host header; open the editor at the address it printed');
    // Access is decided on the path as it is served (files/url-path.ts): one reading of it, never two.
    const url = parseUrlPath(req.url ?? '/');
    if ('error' in url) throw new Refused(400, url.error);
    const [first, second, ...rest] = url.segments;
    const origin = req.headers.origin;
    // The preview frame has an opaque origin, which browsers send as 'null' when it loads the font.
    const siteFileRequest = first === 'files' && tokenMatches(second, fileKey);
    if (!(siteFileRequest && origin === 'null') && !originAllowed(origin, port)) throw new Refused(403, 'requests from other sites are refused');
    if (first === 'api') {
      if (req.method === 'POST' && url.path === '/api/open') return open(req, res);
      if (!tokenMatches(requestToken(req, url.path, new URL(req.url ?? '/', 'http://127.0.0.1')), token))
        throw new Refused(403, 'missing or wrong editor token; open the editor at the address it printed');
      return api.handle(req, res, url.path);
    }
    if (first === 'files') {
      if (!siteFileRequest) throw new Refused(403, 'missing or wrong key for the site files; open the editor at the address it printed');
      const [folder, ...inside] = rest;
      const found = folder === IMAGE_DIR || folder === FONT_DIR ? readServedFile(join(siteDir, folder), inside) : undefined;
      if (!found) return sendJson(res, 404, { error: 'no such file in the site folder' });
      // Only the preview (an opaque origin) reads the font with CORS; no other origin is named, and never '*'.
      if (origin === 'null') res.setHeader('Access-Control-Allow-Origin', 'null');
      res.setHeader('Cache-Control', 'no-store');
      return sendFile(req, res, url.path, found);
    }
    // The editor itself may not be framed by another page.
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.method === 'GET' && url.path === '/preview-frame') {
      const frame = frameDocument(app.frameScript, `http://${req.headers.host}`);
      res.setHeader('Content-Security-Policy', frame.csp);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(frame.html);
    }
    if (req.method === 'GET' && url.path === '/') {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      return res.end(editorHtml);
    }
    const appFile = req.method === 'GET' && first === 'assets' ? readServedFile(app.dir, url.segments) : undefined;
    if (appFile) {
      // The app's files are named by their content, so the browser keeps them until the code changes.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      return sendFile(req, res, url.path, appFile);
    }
    sendJson(res, 404, { error: 'not found' });
  };

  /** Trades a one-time opening code from a printed address for the token, and prints the next address. */
  const open = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req, 1024);
    onlyKeys(body, ['code']);
    if (!codes.spend(stringField(body, 'code')!))
      throw new Refused(403, 'this address was used already; open the newest address `npm run edit` printed, or start it again');
    options.onOpened?.(address(codes.issue()));
    sendJson(res, 200, { token });
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
  const address = (code: string) => `${origin}/?code=${code}`;
  return {
    get url() {
      return address(codes.issue());
    },
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
