/**
 * Peak memory of validate, the dev server and the editor on a site file with
 * one value of 100 MB, under the default file limit (issue 36, 5): each
 * runs in a process of its own, reads the file, reports its problem and
 * exits. `npx tsx bench/long-value-memory.ts [MB]`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const megabytes = Number(process.argv[2] || 100);
const file = join(mkdtempSync(join(tmpdir(), 'long-value-')), 'site.yaml');
const line = 'Answers to common questions about online tests and what scores mean. ';
const body = Array.from({ length: Math.ceil((megabytes * 1024 * 1024) / (line.length + 15)) }, () => `              ${line}`).join('\n');
const source = readFileSync('site.yaml', 'utf8');
const at = '            text: >-\n              Write to us at <contact:support>';
if (!source.includes(at)) throw new Error('the FAQ card to lengthen is not in site.yaml');
writeFileSync(file, source.replace(at, `            text: >-\n${body}\n              Write to us at <contact:support>`));

const inChild = (script: string) => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, SITE_YAML: file, NODE_ENV: 'production', NODE_OPTIONS: '--import ./bench/peak-memory.mjs' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const peak = /peak memory (\d+) MB/.exec(result.stderr)?.[1];
  const problem =
    /this value is [\d,]+ characters long[^\n"]*|the page answered \d+[^\n]*/.exec(result.stdout + result.stderr)?.[0] ??
    (result.stdout + result.stderr).slice(-300);
  return `${peak} MB; ${problem.slice(0, 90)}`;
};

console.log(`A site file of ${(Buffer.byteLength(readFileSync(file)) / 1e6).toFixed(0)} MB with one value of ${megabytes} MiB:`);
console.log(`- npm run validate: ${inChild(`process.argv[2] = 'validate'; await import('./src/cli/run.mjs');`)}`);
console.log(
  `- npm run dev (the first page asked for): ${inChild(`
    const { startDevServer } = await import('./tests/e2e/dev-server.ts');
    const { server, base } = await startDevServer(process.env.SITE_YAML);
    const page = await fetch(base + '/');
    console.log('the page answered ' + page.status + ' (the file has a problem)');
    await server.close();
    process.exit(0);`)}`,
);
// The editor in a process of its own, and the browser's request sent from this one, so only the server's memory counts.
const editor = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    `
  const { startEditor } = await import('./src/editor/server/server.ts');
  const editor = await startEditor({ siteFile: process.env.SITE_YAML, port: 0 });
  console.log(JSON.stringify({ origin: editor.origin, token: editor.token }));
  process.stdin.on('end', () => process.exit(0));
  process.stdin.resume();`,
  ],
  { env: { ...process.env, SITE_YAML: file, NODE_ENV: 'production', NODE_OPTIONS: '--import ./bench/peak-memory.mjs' } },
);
let stderr = '';
editor.stderr.on('data', (chunk) => (stderr += chunk));
const { origin, token } = JSON.parse(await new Promise<string>((done) => editor.stdout.once('data', (chunk) => done(String(chunk))))) as {
  origin: string;
  token: string;
};
const session = (await (await fetch(`${origin}/api/session`, { headers: { 'x-editor-token': token } })).json()) as { text: string };
const checked = (await (
  await fetch(`${origin}/api/check`, {
    method: 'POST',
    headers: { 'x-editor-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ text: session.text }),
  })
).json()) as { problems: Array<{ message: string }> };
editor.stdin.end();
await new Promise((done) => editor.on('exit', done));
console.log(`- npm run edit (open, then check the text): ${/peak memory (\d+) MB/.exec(stderr)?.[1]} MB; ${checked.problems[0]?.message.slice(0, 90)}`);
