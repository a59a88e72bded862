/**
 * Issue 36: a site file from someone else's pull request cannot take the
 * owner's machine down. Validate, the dev server and the editor each stay
 * within a gigabyte of memory on any file under the default limit. The file
 * here holds as many values as the default limit allows, in the shape the
 * benchmark found costs the commands the most (collection items without an
 * id: every one a problem; bench/large-file-memory.ts measures every shape,
 * and large sites of real content, a process at a time). Each command runs
 * as `npm run <command>` starts it, with V8's heap capped at a gigabyte, so
 * going past the bound fails the test rather than the machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES } from '../../src/load/size-limit.js';
import { maxValues } from '../../src/load/value-count.js';
import { MAX_PLACED } from '../../src/validate/validate-site.js';
import { denseSiteText } from '../dense-site.js';
import { commandArgs, openEditor, startCommand } from '../run-command.js';

const GIGABYTE_MB = 1024;
let site: string;
let env: NodeJS.ProcessEnv;

beforeAll(() => {
  const home = mkdtempSync(join(tmpdir(), 'bounded-memory-'));
  site = join(home, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'site.yaml'), denseSiteText('items', maxValues(DEFAULT_MAX_BYTES)));
  env = {
    ...process.env,
    SITE_YAML: join(site, 'site.yaml'),
    SITE_MAX_BYTES: '',
    PORT: '0',
    // A cache of its own: a first validation, as in CI, with nothing remembered from a run before.
    XDG_CACHE_HOME: join(home, 'cache'),
    NODE_OPTIONS: `--max-old-space-size=${GIGABYTE_MB} --import ${pathToFileURL(resolve('bench/peak-memory.mjs')).href}`,
  };
});

/** The peak resident memory the command printed as it ended (bench/peak-memory.mjs), in MB. */
const peakOf = (stderr: string) => Number(/\npeak memory (\d+) MB\n/.exec(stderr)?.[1]);

const FIRST = /site\.yaml:1:1 {2}BS\d{4} missing required field 'routes' in this site/;

describe('a file holding as many values as the default limit allows, nearly every one a problem', () => {
  it(`is validated within ${GIGABYTE_MB} MB, with its first ${MAX_PLACED} problems printed whole`, { timeout: 300_000 }, () => {
    // From Node, as CI runners and editors start it: its pipes take writes in the background, and a list printed as
    // the command exited was cut short.
    const result = spawnSync(
      process.execPath,
      commandArgs('validate').map((arg, i) => (i === 0 ? resolve(arg) : arg)),
      { cwd: site, env, encoding: 'utf8' },
    );
    expect(result.status, result.stderr.slice(-2000)).toBe(1);
    expect(result.stderr).toMatch(FIRST);
    expect(result.stderr).toContain(`\n${MAX_PLACED} problems in site.yaml.\n`);
    expect(peakOf(result.stderr)).toBeLessThan(GIGABYTE_MB);
  });

  it(`is shown by the dev server within ${GIGABYTE_MB} MB`, { timeout: 300_000 }, async () => {
    const dev = await startCommand('dev', { cwd: site, env, address: /http:\/\/localhost:\d+\// });
    const page = await fetch(dev.url);
    await page.text();
    const { stdout, stderr } = await dev.stop();
    // The problems go to the terminal, and the page asks for the overlay that lists them.
    expect(page.status).toBe(500);
    expect(stdout + stderr).toMatch(FIRST);
    expect(peakOf(stderr)).toBeLessThan(GIGABYTE_MB);
  });

  it(`is opened and checked by the editor within ${GIGABYTE_MB} MB`, { timeout: 300_000 }, async () => {
    const editor = await startCommand('edit', { cwd: site, env, address: /http:\/\/127\.0\.0\.1:\d+\/\?code=\S+/ });
    const { origin, headers } = await openEditor(editor.url);
    const session = (await (await fetch(`${origin}/api/session`, { headers })).json()) as { text: string };
    const answer = await fetch(`${origin}/api/check`, { method: 'POST', headers, body: JSON.stringify({ text: session.text }) });
    const checked = (await answer.json()) as { problems: Array<{ line: number; col: number; message: string }> };
    const { stderr } = await editor.stop();
    expect(answer.status).toBe(200);
    expect(checked.problems).toHaveLength(MAX_PLACED);
    expect(checked.problems[0]).toMatchObject({ line: 1, col: 1, message: expect.stringContaining("missing required field 'routes'") });
    expect(peakOf(stderr)).toBeLessThan(GIGABYTE_MB);
  });
});
