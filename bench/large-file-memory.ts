/**
 * Peak memory and time of validate, the dev server and the editor on large
 * site files with one mistake each (issue 36, 5): synthetic sites
 * (synthetic-site.ts) of about 10, 30 and 60 MB (the default SITE_MAX_BYTES
 * is 64 MiB; 120 with SITE_MAX_BYTES=128MiB), each
 *   valid:  as made;
 *   wide:   as made, with one character that is not Latin-1 (an em dash in
 *           the site's name), which makes every string of its text take two
 *           bytes a character, as a site in most languages other than English does;
 *   route:  one syntax error inside a route near the end (a key without its ':');
 *   rest:   one syntax error in the rest of the file (the last post of the collections);
 *   cut:    a `- path:` line near the end indented one space too little, which breaks the cut into routes;
 *   schema: a schema error in a route near the end (an unknown block type);
 * and files made to cost the most a file under the limit may (tests/dense-site.ts):
 * as many values as SITE_MAX_BYTES allows, in the costliest shapes, failing the
 * schema at nearly every one (dense:blocks, dense:lists, dense:brackets,
 * dense:mappings, dense:keys; their size is set by the limit, not by MB).
 * Each command runs in a process of its own, reads the file, reports and exits;
 * its peak resident memory is what the kernel counted (bench/peak-memory.mjs).
 *
 * `npx tsx bench/large-file-memory.ts [MB,…] [case,…] [command,…]`, such as
 * `npx tsx bench/large-file-memory.ts 60 route,cut validate` or
 * `npx tsx bench/large-file-memory.ts 60 dense:blocks edit`. The files are
 * made once and kept in the system's temporary folder. With
 * `LARGE_FILE_CHECKOUT=<folder>` the commands are another checkout's (with
 * its node_modules), for a baseline measured in the same run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readMaxBytes } from '../src/load/size-limit.js';
import { maxValues } from '../src/load/value-count.js';
import { DENSE_SHAPES, denseSiteText, type DenseShape } from '../tests/dense-site.js';
import { openEditor, startCommand } from '../tests/run-command.js';

/** Routes of the synthetic site per megabyte of its text. */
const ROUTES_PER_MB = 10_000 / 62;
const sizes = (process.argv[2] || '10,30,60').split(',').map(Number);
const DENSE = Object.keys(DENSE_SHAPES).map((shape) => `dense:${shape}`);
const cases = (process.argv[3] || ['valid', 'wide', 'route', 'rest', 'cut', 'schema', ...DENSE].join(',')).split(',');
const commands = (process.argv[4] || 'validate,dev,edit').split(',');
const folder = join(tmpdir(), 'blocksite-large-files');
mkdirSync(folder, { recursive: true });

/** The synthetic site of about `mb` megabytes, made in a process of its own (its making takes gigabytes at 120 MB). */
function siteOf(mb: number): string {
  const routes = Math.min(20_000, Math.round(mb * ROUTES_PER_MB));
  const file = join(folder, `valid-${routes}.yaml`);
  if (!existsSync(file)) {
    const made = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { writeFileSync } from 'node:fs';
         import { syntheticSiteText } from './bench/synthetic-site.ts';
         writeFileSync(${JSON.stringify(file)}, syntheticSiteText(${routes}));`,
      ],
      { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--max-old-space-size=8192' } },
    );
    if (made.status !== 0) throw new Error(`could not make the ${routes}-route site`);
  }
  return file;
}

/** Where a mistake goes, and what a reader would be told. */
interface Mistake {
  text: string;
  line: number;
  col: number;
}

/** The line of `text` an offset is on, 1-based. */
const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The offset of the `- path:` line of the route `back` routes from the end. */
function routeNearTheEnd(text: string, back: number): number {
  let at = text.length;
  for (let i = 0; i < back; i++) at = text.lastIndexOf('\n  - path: ', at - 1);
  if (at < 0) throw new Error('no route near the end');
  return at + 1;
}

export function withMistake(text: string, kind: string): Mistake {
  switch (kind) {
    case 'valid':
      return { text, line: 0, col: 0 };
    case 'wide': {
      const at = text.indexOf('siteName: ') + 'siteName: '.length;
      return { text: `${text.slice(0, at)}— ${text.slice(at)}`, line: 0, col: 0 };
    }
    case 'route': {
      // A key written without its ':' in the tenth route from the end.
      const at = text.indexOf('\n    title: ', routeNearTheEnd(text, 10)) + 1;
      return { text: `${text.slice(0, at)}    title ${text.slice(at + '    title: '.length)}`, line: lineAt(text, at), col: 5 };
    }
    case 'rest': {
      // The same slip in the last post of the collections, which come before the routes.
      const routes = text.indexOf('\nroutes:\n');
      const at = text.lastIndexOf('\n        author: ', routes) + 1;
      return { text: `${text.slice(0, at)}        author ${text.slice(at + '        author: '.length)}`, line: lineAt(text, at), col: 9 };
    }
    case 'cut': {
      // A route's '- ' one space to the left of the others': the lines no longer cut into routes.
      const at = routeNearTheEnd(text, 10);
      return { text: `${text.slice(0, at)}${text.slice(at + 1)}`, line: lineAt(text, at), col: 2 };
    }
    case 'schema': {
      // A block type that does not exist, in the tenth route from the end.
      const at = text.indexOf('      - type: ', routeNearTheEnd(text, 10));
      const end = text.indexOf('\n', at);
      return { text: `${text.slice(0, at)}      - type: heros${text.slice(end)}`, line: lineAt(text, at), col: 15 };
    }
    default:
      throw new Error(`no such case: ${kind}`);
  }
}

/**
 * Each command runs as `npm run <command>` starts it (node src/cli/run.mjs, which runs the bundled
 * commands, with no TypeScript loader beside them), in the site's folder outside this repository, with a
 * cache folder of this bench's own, emptied of the last validation before each run: every figure is a
 * first run, as in CI.
 */
const CHECKOUT = resolve(process.env.LARGE_FILE_CHECKOUT ?? '.');
const RUN = resolve(CHECKOUT, 'src/cli/run.mjs');
const envFor = (file: string) => ({
  ...process.env,
  NODE_ENV: 'production',
  // This checkout's, whichever checkout's commands run: it is the bench's, not the commands'.
  NODE_OPTIONS: `--import ${pathToFileURL(resolve('bench/peak-memory.mjs')).href}`,
  XDG_CACHE_HOME: join(folder, 'cache'),
  SITE_YAML: file,
  SITE_MAX_BYTES: process.env.SITE_MAX_BYTES ?? '',
  PORT: '0',
});

/** The first 'file:LINE:COL  message' a command printed. */
const firstProblem = (output: string) => /site\.yaml:(\d+:\d+)\s+([^\n]{0,70})/.exec(output)?.slice(1, 3).join(' ') ?? 'no problem printed';

interface Figures {
  mb: number;
  seconds: number;
  said: string;
}

const peakOf = (stderr: string) => Number(/peak memory (\d+) MB/.exec(stderr)?.[1] ?? Number.NaN);

/**
 * A long-running command (the dev server, the editor) started on the file: `visit` is given the
 * address it printed and makes the browser's requests from this process, so only the command's own
 * memory counts; then the command is stopped as Ctrl+C stops it.
 */
async function served(command: string, file: string, address: RegExp, visit: (url: string) => Promise<string>): Promise<Figures> {
  const started = performance.now();
  const running = await startCommand(command, { cwd: dirname(file), env: envFor(file), address, launcher: RUN });
  let said: string;
  try {
    said = await visit(running.url);
  } catch (error) {
    said = String(error);
  }
  const { stdout, stderr } = await running.stop();
  const output = stdout + stderr;
  return {
    mb: peakOf(stderr),
    seconds: (performance.now() - started) / 1000,
    said: /heap out of memory/.test(output) ? 'out of memory' : said === 'printed' ? (/ is valid/.test(output) ? 'valid' : firstProblem(output)) : said,
  };
}

const run = {
  validate: (file: string): Figures => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [RUN, 'validate'], { cwd: dirname(file), env: envFor(file), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const output = result.stdout + result.stderr;
    const said = /is valid/.test(output) ? 'valid' : /heap out of memory/.test(output) ? 'out of memory' : firstProblem(output);
    return { mb: peakOf(result.stderr), seconds: (performance.now() - started) / 1000, said };
  },
  // The dev server validates the file when the first page is asked for, and prints what it found.
  dev: (file: string) =>
    served('dev', file, /http:\/\/localhost:\d+\//, async (url) => {
      await (await fetch(url)).text();
      return 'printed';
    }),
  // The editor as a browser opens it: the token for the printed address, the file, then every problem in it.
  edit: (file: string) =>
    served('edit', file, /http:\/\/127\.0\.0\.1:\d+\/\?code=\S+/, async (url) => {
      const { origin, headers } = await openEditor(url);
      const session = (await (await fetch(`${origin}/api/session`, { headers })).json()) as { text: string };
      const answer = await fetch(`${origin}/api/check`, { method: 'POST', headers, body: JSON.stringify({ text: session.text }) });
      if (!answer.ok) return `the check answered ${answer.status}`;
      const first = ((await answer.json()) as { problems: Array<{ line: number; col: number; message: string }> }).problems[0];
      return first ? `${first.line}:${first.col} ${first.message.slice(0, 70)}` : 'valid';
    }),
} as const;

/** Runs each command on a file, one process at a time, and prints a row for each. */
async function measure(file: string, kind: string, where: string): Promise<void> {
  const size = `${(statSync(file).size / 1e6).toFixed(0)} MB`;
  for (const command of commands) {
    // The compiled validators are kept; the last validation of a file is not.
    rmSync(join(folder, 'cache', 'blocksite', 'validate'), { recursive: true, force: true });
    const figures = await run[command as keyof typeof run](file);
    console.log(`| ${size} | ${kind} | ${where} | ${command} | ${figures.mb} MB | ${figures.seconds.toFixed(1)} s | ${figures.said} |`);
  }
}

/** The file of a case, in a folder of its own (each command writes beside it). */
function caseFile(name: string, text: string): string {
  const file = join(folder, name, 'site.yaml');
  mkdirSync(join(folder, name), { recursive: true });
  writeFileSync(file, text);
  return file;
}

console.log('| file | case | where | command | peak memory | time | first problem |');
console.log('|---|---|---|---|---|---|---|');
for (const mb of sizes) {
  const synthetic = cases.filter((kind) => !kind.startsWith('dense:'));
  if (synthetic.length === 0) break;
  const valid = readFileSync(siteOf(mb), 'utf8');
  for (const kind of synthetic) {
    const mistake = withMistake(valid, kind);
    await measure(caseFile(`${kind}-${mb}`, mistake.text), kind, mistake.line ? `${mistake.line}:${mistake.col}` : '');
  }
}
// The dense files hold as many values as the limit the commands run with allows.
const limit = readMaxBytes(process.env.SITE_MAX_BYTES).bytes;
for (const kind of cases.filter((k) => k.startsWith('dense:'))) {
  const shape = kind.slice('dense:'.length) as DenseShape;
  if (!Object.hasOwn(DENSE_SHAPES, shape)) throw new Error(`no such case: ${kind}`);
  await measure(caseFile(`${shape}-${limit}`, denseSiteText(shape, maxValues(limit))), kind, '');
}
