/** `npm run validate`: every problem in site.yaml, with its position. Exit 1 on any. */
import { closeSync, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import { siteSchemaFile, siteSchemaState } from '../validate/site-schema.js';
import { validateFileIncrementally } from '../validate/incremental/persist.js';
import { commandLine } from './args.js';
import { FORMAT, GITHUB_ACTIONS, githubFormat, SITE_MAX_BYTES, SITE_YAML } from './options.js';
import { printProblems } from './report.js';
import { siteFile } from './site-file.js';

const args = commandLine({
  script: 'validate',
  summary: 'checks the site file and prints every problem with its line and column. Exits 0 when it is valid, 1 on any problem, 2 on a wrong flag or variable.',
  flags: [FORMAT],
  env: [SITE_YAML, SITE_MAX_BYTES, GITHUB_ACTIONS],
});
const file = siteFile(args.env('SITE_YAML')!);
const started = performance.now();
// What the last run found is reused for the routes that did not change (node_modules/.cache/blocksite).
const { site, problems } = validateFileIncrementally(file.absolute);
if (problems.length > 0) {
  printProblems(file.display, problems, githubFormat(args));
  process.exit(1);
}
console.log(`${file.display} is valid (${(performance.now() - started).toFixed(0)} ms).`);
// The editor schema only helps editors complete names; a stale one is worth a note, not a failure.
const schemaState = siteSchemaState(file.absolute, firstLine(file.absolute), site);
const schemaName = basename(siteSchemaFile(file.absolute));
if (schemaState === 'stale') {
  console.log(`Note: ${schemaName} no longer matches the collections declared; run \`npm run gen:schema\` so your editor completes the new names.`);
} else if (schemaState === 'missing') {
  console.log(
    `Note: the first line of ${file.display} names ${schemaName}, which does not exist yet; run \`npm run gen:schema\` to create it, so your editor completes and checks what you type.`,
  );
}

/** The file's first line, where it names its editor schema: not the whole file again, which for a large site is tens of megabytes more. */
function firstLine(path: string): string {
  const handle = openSync(path, 'r');
  try {
    const head = Buffer.alloc(1024);
    const read = readSync(handle, head, 0, head.length, 0);
    return head.subarray(0, read).toString('utf8').split('\n')[0];
  } finally {
    closeSync(handle);
  }
}
