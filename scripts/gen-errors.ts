/**
 * docs/errors.md, written by `npm run gen:docs` with the other references:
 * every kind of problem in the catalogue (src/problem-catalogue.ts), one
 * section per code, with its hint and an example that produces it from the
 * invalid-input corpus (tests/fixtures/invalid/), printed as the validator
 * prints it. The example of a code is the corpus's first file that states
 * it, preferring one whose problem is its only one; the corpus test checks
 * that each file gives the code it states.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatProblem } from '../src/problem.js';
import * as catalogue from '../src/problem-catalogue.js';
import type { ProblemKind } from '../src/problem-catalogue.js';
import { validateFile } from '../src/validate/validate-site.js';
import { commandCases, type CommandCase } from '../tests/fixtures/invalid/cases.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const CORPUS = join(ROOT, 'tests/fixtures/invalid');
/** Lines shown above the one a problem is on, and how much of a long line. */
const CONTEXT = 2;
/** The lines a corpus file starts with: what it must produce, its editor schema, what is wrong. */
const HEADER_LINES = 3;
const WIDTH = 100;

/** Every kind of problem, in the order of their codes. */
export function problemKinds(): ProblemKind<never[]>[] {
  return Object.values(catalogue)
    .filter((value): value is ProblemKind<never[]> => typeof value === 'function' && 'code' in value)
    .sort((a, b) => a.code.localeCompare(b.code));
}

/** A corpus file and what its first line says it produces. */
export interface FileExample {
  file: string;
  about: string;
  line: number;
  col: number;
  code: string;
  only: boolean;
}

/** What each corpus file states, in the order of their numbers. */
export function corpusFiles(): FileExample[] {
  return readdirSync(CORPUS)
    .filter((f) => f.endsWith('.yaml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((file) => {
      const bytes = readFileSync(join(CORPUS, file));
      const [first, , third] = bytes.subarray(0, 4096).toString('utf8').split('\n');
      const match = /^# expect( only)?: (\d+):(\d+) (BS\d{4}) /.exec(first)!;
      return { file, about: third.replace(/^# /, ''), line: Number(match[2]), col: Number(match[3]), code: match[4], only: match[1] !== undefined };
    });
}

/** The example docs/errors.md shows for a code: a corpus file, or a command run on one; undefined when there is none. */
export function exampleOf(code: string, files = corpusFiles()): FileExample | CommandCase | undefined {
  const stating = files.filter((f) => f.code === code);
  return stating.find((f) => f.only) ?? stating[0] ?? commandCases.find((c) => c.code === code);
}

/** The lines up to the problem's, numbered, with a caret under its column. */
function excerpt(example: FileExample): string {
  const lines = readFileSync(join(CORPUS, example.file), 'utf8').split('\n');
  const width = String(example.line).length;
  const shown: string[] = [];
  for (let n = Math.max(HEADER_LINES + 1, example.line - CONTEXT); n <= example.line; n++) {
    const text = lines[n - 1].replace(/\t/g, '→');
    shown.push(`${String(n).padStart(width)} | ${text.length > WIDTH ? `${text.slice(0, WIDTH - 1)}…` : text}`.trimEnd());
  }
  shown.push(`${' '.repeat(width)} | ${' '.repeat(Math.min(example.col - 1, WIDTH - 1))}^`);
  return shown.join('\n');
}

function section(kind: ProblemKind<never[]>, files: FileExample[]): string[] {
  const out = [`## ${kind.code} ${kind.title}`, '', kind.hint, ''];
  const example = exampleOf(kind.code, files);
  if (!example) return [...out, `No file of the corpus has this problem: ${kind.withoutExample}`, ''];
  const path = `tests/fixtures/invalid/${example.file}`;
  if (!('line' in example)) {
    const env = Object.entries(example.env ?? {}).map(([name, value]) => `${name}=${value} `);
    return [
      ...out,
      `Example: ${example.about.replace(/\.$/, '').toLowerCase()}.`,
      '',
      '```text',
      `$ ${env.join('')}SITE_YAML=${path} npx blocksite validate`,
      `${path}:${example.at ?? '1:1'}  ${example.code} ${example.message}`,
      '```',
      '',
    ];
  }
  const problem = validateFile(join(CORPUS, example.file)).problems.find((p) => p.line === example.line && p.col === example.col && p.code === example.code);
  if (!problem) throw new Error(`${example.file} does not give ${example.code} at ${example.line}:${example.col}; run the corpus test`);
  // A problem of the whole file is placed at its first line, which in the corpus is the line stating it.
  const shown = example.line > HEADER_LINES ? ['```text', excerpt(example), '```', ''] : [];
  return [
    ...out,
    `Example, from [${example.file}](../${path}): ${example.about.replace(/^./, (c) => c.toLowerCase())}`,
    '',
    ...shown,
    '```text',
    formatProblem(relative(ROOT, join(CORPUS, example.file)), problem),
    '```',
    '',
  ];
}

const SERIES: Array<[string, string]> = [
  ['BS0', 'The file itself'],
  ['BS1', 'YAML'],
  ['BS2', 'The schema'],
  ['BS3', 'Collections and items'],
  ['BS4', 'Pages and blocks'],
  ['BS5', 'Links, navigation and text'],
  ['BS6', 'Pictures, fonts, theme and settings'],
];

/** The text of docs/errors.md. */
export function errorsReference(): string {
  const kinds = problemKinds();
  const files = corpusFiles();
  const out = [
    '<!-- Generated by `npm run gen:docs` from src/problem-catalogue.ts and tests/fixtures/invalid/; do not edit by hand. -->',
    '',
    '# Problems and their codes',
    '',
    'Every problem blocksite finds in a site file is printed with its place and a code, as `site.yaml:LINE:COL  CODE message`:',
    'the message says what is wrong there and what to do; the code finds its section here, which says what the kind of problem is about',
    'and shows a file that has it. `blocksite validate --format json` gives each problem its code and title too, for tools.',
    'A code names one kind of problem for good: its wording may change, its code does not.',
    '',
  ];
  for (const [prefix, name] of SERIES) {
    const inSeries = kinds.filter((k) => k.code.startsWith(prefix));
    out.push(
      `- [${prefix}xxx: ${name}](#${prefix.toLowerCase()}xxx-${name
        .toLowerCase()
        .replace(/[^a-z ]/g, '')
        .replace(/ +/g, '-')})`,
    );
    for (const k of inSeries)
      out.push(
        `  - [${k.code} ${k.title}](#${`${k.code} ${k.title}`
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-')})`,
      );
  }
  out.push('');
  for (const [prefix, name] of SERIES) {
    out.push(`# ${prefix}xxx: ${name}`, '');
    for (const k of kinds.filter((k) => k.code.startsWith(prefix))) out.push(...section(k, files));
  }
  return `${out.join('\n').trimEnd()}\n`;
}
