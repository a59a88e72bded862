import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, posix } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { headersFor, parseHeadersFile } from './host-headers.js';

/**
 * What deploy/nginx/site.conf answers 404 for: the hosting files, which are
 * for the host and not part of the site, and the not-found page, which is
 * only the answer to a missing path (nginx marks it internal).
 */
const HIDDEN = [/^\/_headers$/, /^\/_nginx(\/|$)/, /^\/404(\.html)?$/];

/**
 * Serves a built site the way its host does: /reviews serves
 * reviews/index.html, every response carries the headers the build wrote in
 * _headers (the Content-Security-Policy among them), text is gzip-compressed
 * for clients that accept it, and an unknown path or a hosting file answers
 * 404 with 404.html.
 */
export function createStaticServer(root: string): Server {
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  const compress = compression();
  const headersFile = join(root, '_headers');
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const notFound = (res: ServerResponse, path: string) => {
    // The not-found page has its own headers: a missing /assets/ file must not be cached for a year.
    for (const [name] of headersFor(rules, path)) res.removeHeader(name);
    for (const [name, value] of headersFor(rules, '/404.html')) res.setHeader(name, value);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readFileSync(join(root, '404.html')));
  };
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      const path = requestPath(req);
      if (path === undefined || HIDDEN.some((hidden) => hidden.test(path))) return notFound(res, '/404.html');
      for (const [name, value] of headersFor(rules, path)) res.setHeader(name, value);
      files(req, res, () => notFound(res, path));
    });
  });
}

/** The path as a file name (/%5Fheaders and //_headers are /_headers); undefined when it cannot be decoded. */
function requestPath(req: IncomingMessage): string | undefined {
  try {
    return posix.normalize(decodeURIComponent((req.url ?? '/').split('?')[0]));
  } catch {
    return undefined;
  }
}

/** Starts a server on the loopback interface; port 0 picks a free port. */
export async function listen(server: Server, port = 0, host = '127.0.0.1'): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return `http://${host}:${address.port}`;
}
