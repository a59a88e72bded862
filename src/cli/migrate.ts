/** `blocksite migrate`: rewrites what an older blocksite wrote differently, byte-exact elsewhere, then checks the file. */
import { renameSync, writeFileSync } from 'node:fs';
import { readSource } from '../load/load-site.js';
import { SourceEditError } from '../editor/source/edit.js';
import { LANGUAGE_VERSION, MIGRATIONS } from '../migrate/migrations.js';
import { migrateSource } from '../migrate/migrate-source.js';
import { validateSource } from '../validate/validate-site.js';
import { commandLine, otherCommand } from './args.js';
import { MIGRATE } from './commands.js';
import { printProblems } from './report.js';
import { siteFile } from './site-file.js';
import { dirname } from 'node:path';

const args = commandLine(MIGRATE);
const file = siteFile(args.env('SITE_YAML')!);
const { source, problem } = readSource(file.absolute);
if (source === undefined) {
  printProblems(file.display, [problem!], false, 'Nothing was migrated.');
  process.exit(1);
}
let result: ReturnType<typeof migrateSource>;
try {
  result = migrateSource(source, MIGRATIONS);
} catch (error) {
  if (!(error instanceof SourceEditError)) throw error;
  console.error(`${file.display}: ${error.message}`);
  process.exit(1);
}
for (const f of result.changed) console.log(`${file.display}:${f.line}:${f.col}  ${f.migration.explain}`);
if (result.changed.length === 0) console.log(`${file.display} is written in the current language (version ${LANGUAGE_VERSION}): nothing to migrate.`);
else if (args.has('--check')) {
  console.error(`\n${result.changed.length} place(s) in ${file.display} to migrate; run \`${otherCommand('migrate')}\``);
  process.exit(1);
} else {
  // Whole or not at all, as the editor saves.
  const temporary = `${file.absolute}.${process.pid}.tmp`;
  writeFileSync(temporary, result.source);
  renameSync(temporary, file.absolute);
  console.log(`\nRewrote ${result.changed.length} place(s) in ${file.display}; nothing else in it changed.`);
}
// What is left is for the owner: every problem the file still has.
const { problems } = validateSource(result.source, dirname(file.absolute));
if (problems.length > 0) {
  printProblems(file.display, problems, false, 'These are left to change by hand.');
  process.exit(1);
}
