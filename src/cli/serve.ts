/**
 * `npm run serve`: serves dist/ the way a static host does. /reviews serves
 * dist/reviews/index.html; an unknown path answers 404 with dist/404.html.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const root = resolve(process.env.OUT_DIR || 'dist');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';

const files = sirv(root, { extensions: ['html'], dev: false, etag: true, gzip: true, brotli: true });

export const server = createServer((req, res) => {
  files(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(readFileSync(join(root, '404.html')));
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`);
});
