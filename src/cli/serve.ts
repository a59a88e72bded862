/** `npm run serve`: serves dist/ at http://localhost:4173 as a static host would. */
import { resolve } from 'node:path';
import { createStaticServer, listen } from '../serve/static-server.js';
import { commandLine } from './args.js';
import { HOST, OUT_DIR, portVar } from './options.js';

const args = commandLine({
  script: 'serve',
  summary: 'serves the built site as a static host does: /reviews is reviews/index.html, and unknown paths answer 404 with 404.html.',
  env: [{ ...OUT_DIR, help: 'the built site to serve' }, portVar(4173), HOST],
});
const root = resolve(args.env('OUT_DIR')!);
const url = await listen(createStaticServer(root), Number(args.env('PORT')), args.env('HOST')!);
console.log(`Serving ${root} at ${url.replace('127.0.0.1', 'localhost')}`);
