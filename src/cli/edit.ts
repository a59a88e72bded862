/** `blocksite edit`: the visual editor for the site file, on this machine only. */
import { commandLine, runAs } from './args.js';
import { EDIT } from './commands.js';
import { listenProblem } from './listen-error.js';
import { siteFile } from './site-file.js';

const command = EDIT;
const args = commandLine(command);

// React and MUI read NODE_ENV when they load: production skips their development
// checks, in the preview the server draws and in the editor app Vite serves, which
// keeps typing-to-preview quick. Set before either loads.
process.env.NODE_ENV = 'production';
const { startEditor } = await import('../editor/server/server.js');

const file = siteFile(args.env('SITE_YAML')!);
const port = Number(args.env('PORT'));
const onOpened = (url: string) =>
  console.log(`The editor was opened in a browser. To open it in another tab or browser, use this address (each address opens once):\n\n  ${url}\n`);
const editor = await startEditor({ siteFile: file.absolute, display: file.display, port, onOpened }).catch((error: unknown) => {
  const problem = listenProblem(error, port, '127.0.0.1', runAs(command));
  if (!problem) throw error;
  console.error(problem);
  process.exit(1);
});
console.log(
  `Editing ${file.display}. Open this address in your browser (it carries a one-time key that lets the page save):\n\n  ${editor.url}\n\nPress Ctrl+C to stop.`,
);
const stop = () => void editor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
