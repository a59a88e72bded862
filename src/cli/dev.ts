/** `blocksite dev`: pages rendered from the site file on request, updated in place on every save. */
import { commandLine, runAs } from './args.js';
import { DEV } from './commands.js';
import { listenProblem } from './listen-error.js';
import { siteFile } from './site-file.js';

const args = commandLine(DEV);
// React and MUI read NODE_ENV when they load: production skips their development checks, as the build does.
process.env.NODE_ENV = 'production';
const { startDevServer } = await import('../dev/dev-server.js');

const file = siteFile(args.env('SITE_YAML')!);
const port = Number(args.env('PORT'));
// A port asked for is kept to; the default moves on to the next free one, as Vite's does.
const server = await startDevServer({ siteFile: file.absolute, display: file.display, port, strictPort: Boolean(process.env.PORT) }).catch((error: unknown) => {
  const problem = listenProblem(error, port, 'localhost', runAs(DEV));
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
});
console.log(`Rendering ${file.display} on request. Save it and the open page updates.`);
server.printUrls();
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
