/** `npm run serve`: serves dist/ at http://localhost:4173 as a static host would. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer, listen } from '../serve/static-server.js';
import { commandLine } from './args.js';
import { listenProblem, rerunCommand } from './listen-error.js';
import { HOST, OUT_DIR, portVar } from './options.js';

const args = commandLine({
  script: 'serve',
  summary:
    'serves the built site as the real host does: /reviews is reviews/index.html, the headers in _headers apply, and unknown paths and hosting files answer 404 with 404.html.',
  env: [{ ...OUT_DIR, help: 'the built site to serve' }, portVar(4173), HOST],
});
const outDir = args.env('OUT_DIR')!;
const root = resolve(outDir);
const port = Number(args.env('PORT'));
const host = args.env('HOST')!;
if (!existsSync(join(root, 'index.html'))) {
  console.error(`${outDir.replace(/\/$/, '')}/ holds no built site; run \`npm run build\` first, or \`npm start\` to build and serve`);
  process.exit(1);
}
try {
  const url = await listen(createStaticServer(root), port, host);
  console.log(`Serving ${root} at ${url.replace('127.0.0.1', 'localhost')}`);
} catch (error) {
  const problem = listenProblem(error, port, host, rerunCommand('serve'));
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
