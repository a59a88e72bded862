/**
 * Writes the broken site files of tests/fixtures/invalid/ from the cases in
 * cases.ts: the base fixture with one edit, headed by the position and the
 * code and message it must produce. `--check` exits 1 when a file is stale.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cases, type Case } from '../tests/fixtures/invalid/cases.js';

const DIR = fileURLToPath(new URL('../tests/fixtures/invalid/', import.meta.url));
const BASE = fileURLToPath(new URL('../tests/fixtures/every-block.yaml', import.meta.url));
/** Hazards written by hand, which do not start from the base fixture. */
export const HAND_WRITTEN = ['62-alias-bomb', '63-deep-nesting', '64-five-megabyte-file', '65-fifty-thousand-keys', '69-binary-garbage', '70-empty-file'];

/** The base fixture without its opening comments, which each case replaces with its own. */
export function baseBody(): string {
  return readFileSync(BASE, 'utf8').replace(/^(#.*\n)+/, '');
}

/** A case's file: three header lines, then the edited base. The stated position is where `at` is in the whole file. */
export function fixtureText(c: Case, body = baseBody()): string {
  const edited = c.edit(body);
  if (edited === body) throw new Error(`${c.file}: the edit changed nothing`);
  const header = (line: number, col: number) =>
    `# expect${c.only ? ' only' : ''}: ${line}:${col} ${c.code} ${c.message}\n# yaml-language-server: $schema=../../../schemas/site.schema.json\n# ${c.about}\n`;
  const index = edited.indexOf(c.at);
  if (index < 0) throw new Error(`${c.file}: '${c.at}' is not in the edited file`);
  const offset = index + (c.offset ?? 0);
  const before = edited.slice(0, offset);
  const line = 3 + before.split('\n').length;
  const col = offset - before.lastIndexOf('\n');
  return header(line, col) + edited;
}

export function fixtureFiles(): Map<string, string> {
  const body = baseBody();
  return new Map(cases.map((c) => [`${c.file}.yaml`, fixtureText(c, body)]));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const files = fixtureFiles();
  const owned = (name: string) => name.endsWith('.yaml') && !HAND_WRITTEN.includes(name.slice(0, -5));
  if (process.argv.includes('--check')) {
    const stale = [...files].filter(([name, text]) => {
      try {
        return readFileSync(DIR + name, 'utf8') !== text;
      } catch {
        return true;
      }
    });
    const extra = readdirSync(DIR).filter((name) => owned(name) && !files.has(name));
    if (stale.length + extra.length > 0) {
      console.error(`tests/fixtures/invalid is stale (${[...stale.map(([n]) => n), ...extra].join(', ')}); run \`npm run gen:invalid\``);
      process.exit(1);
    }
  } else {
    for (const name of readdirSync(DIR)) if (owned(name) && !files.has(name)) rmSync(DIR + name);
    for (const [name, text] of files) writeFileSync(DIR + name, text);
    console.log(`wrote ${files.size} files into tests/fixtures/invalid/`);
  }
}
