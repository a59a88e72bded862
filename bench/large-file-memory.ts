/**
 * Peak memory and time of validate, the dev server and the editor on large
 * site files with one mistake each (issue 36, 5): synthetic sites
 * (synthetic-site.ts) of about 10, 30, 60 and 120 MB, each
 *   valid:  as made;
 *   route:  one syntax error inside a route near the end (a key without its ':');
 *   rest:   one syntax error in the rest of the file (the last post of the collections);
 *   cut:    a `- path:` line near the end indented one space too little, which breaks the cut into routes;
 *   schema: a schema error in a route near the end (an unknown block type).
 * Each command runs in a process of its own, reads the file, reports and exits;
 * its peak resident memory is what the kernel counted (bench/peak-memory.mjs).
 *
 * `npx tsx bench/large-file-memory.ts [MB,…] [case,…] [command,…]`, such as
 * `npx tsx bench/large-file-memory.ts 60 route,cut validate`. The files are
 * made once and kept in the system's temporary folder. With
 * `LARGE_FILE_CHECKOUT=<folder>` the commands are another checkout's (with
 * its node_modules), for a baseline measured in the same run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Routes of the synthetic site per megabyte of its text. */
const ROUTES_PER_MB = 10_000 / 62;
const sizes = (process.argv[2] || '10,30,60,120').split(',').map(Number);
const cases = (process.argv[3] || 'valid,route,rest,cut,schema').split(',');
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
 * Each command runs in the site's folder, outside this repository, with a cache folder of this bench's
 * own, emptied of the last validation before each run: every figure is a first run, as in CI.
 */
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const CHECKOUT = resolve(process.env.LARGE_FILE_CHECKOUT ?? '.');
const here = (path: string) => pathToFileURL(resolve(CHECKOUT, path)).href;
const ENV = {
  NODE_ENV: 'production',
  NODE_OPTIONS: `--import ${here('bench/peak-memory.mjs')}`,
  XDG_CACHE_HOME: join(folder, 'cache'),
  TSX_TSCONFIG_PATH: resolve(CHECKOUT, 'tsconfig.json'),
};

/** The first 'file:LINE:COL  message' a command printed. */
const firstProblem = (output: string) => /site\.yaml:(\d+:\d+)\s+([^\n]{0,70})/.exec(output)?.slice(1, 3).join(' ') ?? 'no problem printed';

function inChild(file: string, script: string): { mb: number; seconds: number; said: string } {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], {
    cwd: dirname(file),
    env: { ...process.env, ...ENV, SITE_YAML: file, SITE_MAX_BYTES: '' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  const output = result.stdout + result.stderr;
  const mb = Number(/peak memory (\d+) MB/.exec(result.stderr)?.[1] ?? Number.NaN);
  const said = /is valid/.test(output) ? 'valid' : /heap out of memory/.test(output) ? 'out of memory' : firstProblem(output);
  return { mb, seconds, said };
}

const run = {
  validate: (file: string) => inChild(file, `process.argv[2] = 'validate'; await import('${here('src/cli/run.mjs')}');`),
  dev: (file: string) =>
    inChild(
      file,
      `const { startDevServer } = await import('${here('src/dev/dev-server.ts')}');
       const server = await startDevServer({ siteFile: process.env.SITE_YAML, port: 0, host: '127.0.0.1', logLevel: 'info' });
       const page = await fetch(server.resolvedUrls.local[0]);
       await server.close();
       process.exit(0);`,
    ),
  edit: async (file: string) => {
    // The editor in a process of its own, and the browser's requests sent from this one, so only the server's memory counts.
    const started = performance.now();
    const editor = spawn(
      process.execPath,
      [
        '--import',
        TSX,
        '--input-type=module',
        '-e',
        `const { startEditor } = await import('${here('src/editor/server/server.ts')}');
         const editor = await startEditor({ siteFile: process.env.SITE_YAML, port: 0 });
         console.log(JSON.stringify({ origin: editor.origin, token: editor.token }));
         process.stdin.on('end', () => process.exit(0));
         process.stdin.resume();`,
      ],
      { cwd: dirname(file), env: { ...process.env, ...ENV, SITE_YAML: file, SITE_MAX_BYTES: '' } },
    );
    let stderr = '';
    editor.stderr.on('data', (chunk) => (stderr += chunk));
    const { origin, token } = JSON.parse(
      await new Promise<string>((done, fail) => {
        editor.stdout.once('data', (chunk) => done(String(chunk)));
        editor.once('exit', () => fail(new Error(`the editor did not start: ${stderr}`)));
      }),
    ) as {
      origin: string;
      token: string;
    };
    const headers = { 'x-editor-token': token, 'content-type': 'application/json' };
    const session = (await (await fetch(`${origin}/api/session`, { headers })).json()) as { text: string };
    const answer = await fetch(`${origin}/api/check`, { method: 'POST', headers, body: JSON.stringify({ text: session.text }) });
    const checked = answer.ok ? ((await answer.json()) as { problems: Array<{ line: number; col: number; message: string }> }) : undefined;
    editor.stdin.end();
    await new Promise((done) => editor.on('exit', done));
    const seconds = (performance.now() - started) / 1000;
    const first = checked?.problems[0];
    const said = !checked ? `the check answered ${answer.status}` : first ? `${first.line}:${first.col} ${first.message.slice(0, 70)}` : 'valid';
    return { mb: Number(/peak memory (\d+) MB/.exec(stderr)?.[1] ?? Number.NaN), seconds, said: /heap out of memory/.test(stderr) ? 'out of memory' : said };
  },
} as const;

console.log('| file | case | where | command | peak memory | time | first problem |');
console.log('|---|---|---|---|---|---|---|');
for (const mb of sizes) {
  const valid = readFileSync(siteOf(mb), 'utf8');
  for (const kind of cases) {
    const mistake = withMistake(valid, kind);
    const file = join(folder, `${kind}-${mb}`, 'site.yaml');
    mkdirSync(join(folder, `${kind}-${mb}`), { recursive: true });
    writeFileSync(file, mistake.text);
    const size = `${(statSync(file).size / 1e6).toFixed(0)} MB`;
    for (const command of commands) {
      // The compiled validators are kept; the last validation of a file is not.
      rmSync(join(folder, 'cache', 'blocksite', 'validate'), { recursive: true, force: true });
      const figures = await run[command as keyof typeof run](file);
      const where = kind === 'valid' ? '' : `${mistake.line}:${mistake.col}`;
      console.log(`| ${size} | ${kind} | ${where} | ${command} | ${figures.mb} MB | ${figures.seconds.toFixed(1)} s | ${figures.said} |`);
    }
  }
}
