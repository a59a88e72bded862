/**
 * `blocksite`, `blocksite --help` and `blocksite --version`, and any word
 * that names no command: what the commands are, or which one was meant.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';
import { suggestion } from '../validate/suggest.js';
import { table } from './args.js';
import { COMMANDS } from './commands.js';

const word = process.argv[2];
const names = COMMANDS.map((c) => c.name);
if (word === '--version' || word === '-v') {
  console.log(JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')).version);
} else if (word === undefined || word === '--help' || word === '-h' || word === 'help') {
  const first = (summary: string) => summary.slice(0, summary.search(/[.;:](\s|$)/) + 1 || undefined).replace(/[;:]$/, '.');
  console.log(
    [
      'blocksite: one site.yaml in, a prerendered static site out.',
      '',
      'Usage: blocksite <command> [flags]   (run from the site’s folder: the site file is ./site.yaml, the output ./dist)',
      '',
      'Commands:',
      table(COMMANDS.map((c) => [c.name, first(c.summary)])),
      '',
      'blocksite <command> --help lists a command’s flags and environment variables. blocksite --version prints the version.',
    ].join('\n'),
  );
} else {
  console.error(`unknown command '${word}'${suggestion(word, names) || ';'} blocksite runs ${names.join(', ')} (blocksite --help says what each does)`);
  process.exit(2);
}
