import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

/**
 * Serves a built site the way a static host does: /reviews serves
 * reviews/index.html, text is gzip-compressed for clients that accept it,
 * and an unknown path answers 404 with 404.html.
 */
export function createStaticServer(root: string): Server {
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  const compress = compression();
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      files(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(readFileSync(join(root, '404.html')));
      });
    });
  });
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
