import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import { parseUrlPath } from '../files/url-path.js';
import { headersFor, parseHeadersFile, type HeaderRule } from './host-headers.js';
import { readServedFile, sendFile } from './send-file.js';
import { stampOf, sameStamp, type Stamp } from '../files/settled.js';

/**
 * What deploy/nginx/site.conf answers 404 for: the hosting files, which are
 * for the host and not part of the site, and the not-found page, which is
 * only the answer to a missing path (nginx marks it internal). Tested on the
 * first segment of the normalised path, so /_headers/ and /404.html/ are
 * refused too.
 */
const HIDDEN = new Set(['_headers', '_nginx', '404.html', '404']);

/**
 * Serves a built site the way its host does: /reviews serves
 * reviews/index.html, every response carries the headers the build wrote in
 * _headers (the Content-Security-Policy among them), text is gzip-compressed
 * for clients that accept it, and an unknown path or a hosting file answers
 * 404 with 404.html. Everything is read when it is asked for: a build that
 * swaps in a new output while the server runs is served as it is on disk,
 * pages, lengths and headers alike, never the old output's lengths.
 */
export function createStaticServer(root: string): Server {
  const compress = compression();
  const headers = headersReader(join(root, '_headers'));
  const notFound = (res: ServerResponse, rules: HeaderRule[], path: string) => {
    // The not-found page has its own headers: a missing /assets/ file must not be cached for a year.
    for (const [name] of headersFor(rules, path)) res.removeHeader(name);
    for (const [name, value] of headersFor(rules, '/404.html')) res.setHeader(name, value);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readServedFile(root, ['404.html'])?.bytes ?? 'Not found');
  };
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = parseUrlPath(req.url ?? '/');
      const rules = headers();
      if ('error' in url) {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return res.end(`Bad request: ${url.error}\n`);
      }
      if (HIDDEN.has(url.segments[0])) return notFound(res, rules, '/404.html');
      // A folder's page is its index.html; a path that names a file must name one, not a folder.
      const names = url.trailingSlash || url.segments.length === 0 ? [[...url.segments, 'index.html']] : [url.segments, [...url.segments, 'index.html']];
      for (const segments of names) {
        const file = readServedFile(root, segments);
        if (!file) continue;
        for (const [name, value] of headersFor(rules, url.path)) res.setHeader(name, value);
        return sendFile(req, res, segments.at(-1)!, file);
      }
      notFound(res, rules, url.path);
    });
  });
}

/** The rules of _headers, read again whenever the file is another one (a new build swapped in). */
function headersReader(file: string): () => HeaderRule[] {
  let read: { stamp: Stamp | undefined; rules: HeaderRule[] } | undefined;
  return () => {
    const stamp = stampOf(file);
    if (!read || !sameStamp(read.stamp, stamp)) {
      let text = '';
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        // No _headers: no headers added.
      }
      read = { stamp, rules: parseHeadersFile(text) };
    }
    return read.rules;
  };
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
