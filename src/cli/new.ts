/** `blocksite new DIR`: a new site in its own folder, ready for `npm install && npm start`. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSource } from '../load/load-site.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { siteSchemaText } from '../validate/site-schema.js';
import { commandLine } from './args.js';
import { NEW } from './commands.js';
import { STARTER_NAMES, type Starter, writeNewSite } from './starters.js';

const args = commandLine(NEW);
const dir = args.positional('DIR')!;
const from = (args.value('--from') ?? STARTER_NAMES[0]) as Starter;
if (existsSync(dir) && readdirSync(dir).length > 0) {
  console.error(
    `${dir} already holds files, and blocksite new writes only into a new or empty folder, so nothing of yours is overwritten; name another folder`,
  );
  process.exit(1);
}
const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
// The editor schema names the language schemas of the copy of blocksite the site's npm install will bring.
const name = writeNewSite({ dir, from, gitlab: args.has('--gitlab'), version }, (siteFile) =>
  siteSchemaText(siteFile, parseSource(readFileSync(siteFile, 'utf8')).data, join(dir, 'node_modules', 'blocksite', 'schemas')),
);
const shown = relative(process.cwd(), dir) || '.';
console.log(`Made ${name} in ${shown}/ from the ${from} starter. Next:

  cd ${shown}
  npm install
  npm start        builds the site into dist/ and serves it at http://localhost:4173

Then edit site.yaml with npm run dev (the page updates as you save) or npm run edit (a visual editor).
The README says how to check every commit on GitHub (the workflow is written) and turn on the pre-commit hook.`);
