/**
 * `blocksite gen:schema`: writes the editor schema of the site file beside it
 * (site.yaml → site.schema.json), from the collections it declares, so an
 * editor completes field names and item ids. `--check` exits 1 when the
 * written one is out of date.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { readSource } from '../load/load-site.js';
import { siteSchemaFile, siteSchemaText, writeSiteSchema } from '../validate/site-schema.js';
import { readData } from '../validate/validate-site.js';
import { commandLine, otherCommand } from './args.js';
import { GEN_SCHEMA } from './commands.js';
import { printProblems } from './report.js';
import { siteFile } from './site-file.js';

const args = commandLine(GEN_SCHEMA);
const file = siteFile(args.env('SITE_YAML')!);
const { source, problem } = readSource(file.absolute);
const loaded = source === undefined ? undefined : readData(source);
if (!loaded || loaded.data === undefined) {
  printProblems(file.display, problem ? [problem] : loaded!.problems, false, 'Nothing was written.');
  process.exit(1);
}
const target = siteSchemaFile(file.absolute);
const text = siteSchemaText(file.absolute, loaded.data);
const shown = relative(process.cwd(), target) || target;
if (args.has('--check')) {
  if (!existsSync(target)) {
    console.error(`${shown} does not exist yet; run \`${otherCommand('gen:schema')}\` to create it`);
    process.exit(1);
  }
  if (readFileSync(target, 'utf8') !== text) {
    console.error(`${shown} is out of date with the collections ${file.display} declares; run \`${otherCommand('gen:schema')}\``);
    process.exit(1);
  }
  console.log(`${shown} is up to date.`);
} else {
  writeSiteSchema(file.absolute, loaded.data);
  console.log(`Wrote ${shown}.`);
  const modeline = `# yaml-language-server: $schema=./${shown.split('/').pop()}`;
  if (!source!.startsWith(modeline))
    console.log(`Make the first line of ${file.display} read\n  ${modeline}\nso your editor completes its fields and item ids.`);
}
