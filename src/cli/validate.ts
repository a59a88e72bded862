/** `blocksite validate`: every problem in site.yaml, with its position. Exit 1 on any. */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { siteSchemaFile, siteSchemaState } from '../validate/site-schema.js';
import { validateFileIncrementally } from '../validate/incremental/persist.js';
import { validateSource } from '../validate/validate-site.js';
import { MIGRATIONS } from '../migrate/migrations.js';
import { oldFormNotes } from '../migrate/migrate-source.js';
import { commandLine, otherCommand } from './args.js';
import { VALIDATE } from './commands.js';
import { outputFormat } from './options.js';
import { exitWhenWritten, jsonReport, printProblems } from './report.js';
import { siteFile } from './site-file.js';
import { stagedText } from './staged.js';

const args = commandLine(VALIDATE);
const file = siteFile(args.env('SITE_YAML')!);
const format = outputFormat(args);
const started = performance.now();
const staged = args.has('--staged') ? stagedText(file.absolute) : undefined;
if (staged?.problem) {
  console.error(staged.problem);
  process.exit(2);
}
if (staged && staged.text === undefined) {
  if (format === 'json') console.log(jsonReport(file.display, []));
  else console.log(`${file.display} is not in git's index, so a commit will not hold it: nothing to check.`);
  process.exit(0);
}
// The staged text is checked whole, with the pictures on disk; the file on disk reuses what the last run found
// for the routes that did not change (node_modules/.cache/blocksite).
const { site, problems } = staged ? validateSource(staged.text!, dirname(file.absolute)) : validateFileIncrementally(file.absolute);
if (format === 'json') {
  console.log(jsonReport(file.display, problems));
  await exitWhenWritten(problems.length > 0 ? 1 : 0);
}
if (problems.length > 0) {
  printProblems(file.display, problems, format === 'github', staged ? 'Stage the fixed file (git add), then commit again.' : '');
  for (const line of oldFormNotes(file.display, () => staged?.text ?? readFileSync(file.absolute, 'utf8'), MIGRATIONS, otherCommand('migrate')))
    console.error(line);
  await exitWhenWritten(1);
}
console.log(`${file.display}${staged ? ', as staged,' : ''} is valid (${(performance.now() - started).toFixed(0)} ms).`);
// The editor schema only helps editors complete names; a stale one is worth a note, not a failure.
const schemaState = staged ? 'current' : siteSchemaState(file.absolute, firstLine(file.absolute), site);
const schemaName = basename(siteSchemaFile(file.absolute));
if (schemaState === 'stale') {
  console.log(`Note: ${schemaName} no longer matches the collections declared; run \`${otherCommand('gen:schema')}\` so your editor completes the new names.`);
} else if (schemaState === 'missing') {
  console.log(
    `Note: the first line of ${file.display} names ${schemaName}, which does not exist yet; run \`${otherCommand('gen:schema')}\` to create it, so your editor completes and checks what you type.`,
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
