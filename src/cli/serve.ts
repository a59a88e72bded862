/** `blocksite serve`: serves dist/ at http://localhost:4173 as a static host would. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createStaticServer, listen } from '../serve/static-server.js';
import { commandLine, otherCommand, runAs } from './args.js';
import { SERVE } from './commands.js';
import { listenProblem } from './listen-error.js';

const command = SERVE;
const args = commandLine(command);
const outDir = args.env('OUT_DIR')!;
const root = resolve(outDir);
const port = Number(args.env('PORT'));
const host = args.env('HOST')!;
if (!existsSync(join(root, 'index.html'))) {
  const start = process.env.npm_lifecycle_event ? ', or `npm start` to build and serve' : '';
  console.error(`${outDir.replace(/\/$/, '')}/ holds no built site; run \`${otherCommand('build')}\` first${start}`);
  process.exit(1);
}
try {
  const url = await listen(createStaticServer(root), port, host);
  console.log(`Serving ${root} at ${url.replace('127.0.0.1', 'localhost')}`);
} catch (error) {
  const problem = listenProblem(error, port, host, runAs(command));
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
}
