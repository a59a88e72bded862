/** `npm run edit`: the visual editor for the site file, on this machine only. */
import { startEditor } from '../editor/server/server.js';
import { siteFile } from './site-file.js';

const file = siteFile();
const port = Number(process.env.PORT || 4400);
const editor = await startEditor({ siteFile: file.absolute, display: file.display, port });
console.log(`Editing ${file.display}. Open this address in your browser (it carries the key that lets the page save):\n\n  ${editor.url}\n\nPress Ctrl+C to stop.`);
const stop = () => void editor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
