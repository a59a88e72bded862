/** `npm run serve`: serves dist/ at http://localhost:4173 as a static host would. */
import { resolve } from 'node:path';
import { createStaticServer, listen } from '../serve/static-server.js';

const root = resolve(process.env.OUT_DIR || 'dist');
const url = await listen(createStaticServer(root), Number(process.env.PORT || 4173), process.env.HOST || '127.0.0.1');
console.log(`Serving ${root} at ${url.replace('127.0.0.1', 'localhost')}`);
