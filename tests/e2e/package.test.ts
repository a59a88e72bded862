/**
 * blocksite as a site owner gets it: `npm pack`, the tarball installed in an
 * empty folder outside this repository (so nothing can reach this
 * repository's node_modules or sources), and every command run there, for
 * every starter; then the starter's CI workflow and pre-commit hook, run as
 * a runner and git would run them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STARTER_NAMES } from '../../src/cli/starters.js';

const REPO = resolve('.');
let work: string;
let tarball: string;

/** This process's environment without what npm, Vitest or Node's module search would pass on from this repository. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|VITEST|NODE_PATH$|NODE_OPTIONS$|GITHUB_ACTIONS$)/.test(name)));
  return { ...env, NODE_ENV: '', ...extra };
}

/** Runs a shell command line in a folder, as a person would type it. */
function sh(command: string, cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync('sh', ['-c', command], { cwd, env: cleanEnv(env), encoding: 'utf8', timeout: 300_000 });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Runs a command that serves until stopped, and waits for the address it prints. */
async function serving(command: string, cwd: string, pattern: RegExp): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn('sh', ['-c', command], { cwd, env: cleanEnv({ PORT: '0' }), detached: true });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`${command} printed no address in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      // CI turns on Vite's colours (it sets CI), and a colour code can sit inside the address.
      output += stripVTControlCharacters(String(chunk));
      const found = pattern.exec(output)?.[1];
      if (found) {
        clearTimeout(timer);
        resolveUrl(found);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', () => reject(new Error(`${command} ended:\n${output}`)));
  });
  return { url, child };
}

/** Stops a command started by `serving`, and the processes it started (npx, then node). */
function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'blocksite-package-'));
  const packed = spawnSync('npm', ['pack', '--pack-destination', work], { cwd: REPO, env: cleanEnv(), encoding: 'utf8', timeout: 300_000 });
  expect(packed.status, packed.stderr).toBe(0);
  tarball = join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);
  mkdirSync(join(work, 'empty'));
  const installed = sh(`npm install --no-audit --no-fund ${tarball}`, join(work, 'empty'));
  expect(installed.status, installed.out).toBe(0);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('blocksite from its packed tarball, in an empty folder', () => {
  it('ships its commands built, with no TypeScript source, and leaves nothing in its own folder', () => {
    const files = spawnSync('tar', ['tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
    expect(files).toContain('package/lib/cli/build.mjs');
    expect(files).toContain('package/lib/editor/app.json');
    expect(files.filter((file) => /\.tsx?$/.test(file))).toEqual([]);
    expect(readdirSync(join(work, 'empty', 'node_modules', 'blocksite'))).not.toContain('node_modules');
  });

  it.each(STARTER_NAMES)(
    '--from %s: new, npm install, then validate, build, serve, dev, edit, gen:schema and migrate work',
    { timeout: 600_000 },
    async (from) => {
      const made = sh(`npx blocksite new ${from}-site --from ${from}`, join(work, 'empty'));
      expect(made.status, made.out).toBe(0);
      const site = join(work, 'empty', `${from}-site`);
      const install = sh(`npm install --no-audit --no-fund ${tarball}`, site);
      expect(install.status, install.out).toBe(0);

      const validated = sh('npx blocksite validate', site);
      expect(validated.status, validated.out).toBe(0);
      // The editor schema new wrote names the site's own copy of blocksite, so it is current once that is installed.
      expect(validated.out).not.toContain('no longer matches');
      expect(sh('npx blocksite gen:schema --check', site)).toMatchObject({ status: 0 });
      expect(sh('npx blocksite migrate --check', site)).toMatchObject({ status: 0 });
      const built = sh('npx blocksite build', site);
      expect(built.status, built.out).toBe(0);
      expect(built.out).toMatch(/^Built \d+ pages into dist\//m);
      // Caches go under the site's node_modules/.cache, none under blocksite's own folder.
      expect(readdirSync(join(site, 'node_modules', '.cache', 'blocksite'))).toEqual(expect.arrayContaining(['ajv', 'build', 'validate']));
      expect(readdirSync(join(site, 'node_modules', 'blocksite'))).not.toContain('node_modules');

      const served = await serving('npx blocksite serve', site, /Serving \S+ at (http:\/\/\S+)/);
      try {
        const home = await fetch(`${served.url}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toMatch(/<h1[\s>]/);
        const missing = await fetch(`${served.url}/no-such-page`);
        expect(missing.status).toBe(404);
        expect(await missing.text()).toMatch(/<h1[\s>]/);
      } finally {
        stop(served.child);
      }

      const dev = await serving('npx blocksite dev', site, /Local:\s+(http:\/\/\S+?)\/?\s/);
      try {
        const page = await fetch(`${dev.url}/`);
        expect(page.status).toBe(200);
        const html = await page.text();
        // The page-swapping client comes from the packed copy, compiled, and Vite serves it.
        const client = /src="(\/@fs[^"]*\/lib\/dev\/dev-client\.js)"/.exec(html)?.[1];
        expect(client, html.slice(0, 2000)).toBeDefined();
        expect((await fetch(`${dev.url}${client}`)).status).toBe(200);
      } finally {
        stop(dev.child);
      }

      const editor = await serving('npx blocksite edit', site, /(http:\/\/127\.0\.0\.1:\d+\/\?code=\S+)/);
      try {
        const page = await fetch(editor.url);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<title>Site editor</title>');
        const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
        expect((await fetch(new URL(script, editor.url))).status).toBe(200);
      } finally {
        stop(editor.child);
      }
    },
  );
});

describe("a new site's CI and hook", () => {
  let site: string;
  beforeAll(() => {
    site = join(work, 'empty', 'ci-site');
    expect(sh('npx blocksite new ci-site --gitlab', join(work, 'empty')).status).toBe(0);
    const install = sh(`npm install --no-audit --no-fund ${tarball}`, site);
    expect(install.status, install.out).toBe(0);
  }, 300_000);

  it("runs the workflow's steps as a GitHub runner does, and a broken site.yaml gives annotations and exit 1", { timeout: 300_000 }, () => {
    const workflow = parse(readFileSync(join(site, '.github', 'workflows', 'site.yml'), 'utf8')) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: Array<{ run?: string; uses?: string; with?: { path?: string } }> }>;
    };
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request']);
    const steps = Object.values(workflow.jobs)[0].steps;
    const runs = steps.flatMap((step) => (step.run ? [step.run] : []));
    expect(runs).toEqual(['npm ci', 'npx blocksite validate', 'npx blocksite build']);
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))?.with?.path).toBe('dist/');
    for (const run of runs) {
      const result = sh(run, site, { GITHUB_ACTIONS: 'true', CI: 'true' });
      expect(result.status, `${run}\n${result.out}`).toBe(0);
    }
    // The host steps are there, commented, for the owner to turn on.
    const text = readFileSync(join(site, '.github', 'workflows', 'site.yml'), 'utf8');
    for (const host of ['Netlify', 'Cloudflare Pages', 'GitHub Pages']) expect(text).toContain(`# ${host}`);

    const good = readFileSync(join(site, 'site.yaml'), 'utf8');
    writeFileSync(join(site, 'site.yaml'), good.replace('  siteName:', '  siteNme:'));
    const broken = sh(runs[1], site, { GITHUB_ACTIONS: 'true' });
    writeFileSync(join(site, 'site.yaml'), good);
    expect(broken.status).toBe(1);
    expect(broken.out).toMatch(/^::error file=site\.yaml,line=\d+,col=\d+,title=BS2001 Unknown field::unknown field 'siteNme'/m);
  });

  it('writes a .gitlab-ci.yml with the same steps, and validate --format json for other systems', () => {
    const gitlab = parse(readFileSync(join(site, '.gitlab-ci.yml'), 'utf8')) as { site: { script: string[]; artifacts: { paths: string[] } } };
    expect(gitlab.site.script.slice(1)).toEqual(['npx blocksite validate', 'npx blocksite build']);
    expect(gitlab.site.artifacts.paths).toEqual(['dist/']);
    const good = readFileSync(join(site, 'site.yaml'), 'utf8');
    writeFileSync(join(site, 'site.yaml'), good.replace('  siteName:', '  siteNme:'));
    const result = spawnSync('npx', ['blocksite', 'validate', '--format', 'json'], { cwd: site, env: cleanEnv(), encoding: 'utf8' });
    writeFileSync(join(site, 'site.yaml'), good);
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout) as { file: string; valid: boolean; problems: Array<{ line: number; message: string; path: string[] }> };
    expect(report).toMatchObject({ file: 'site.yaml', valid: false });
    expect(report.problems[0]).toMatchObject({ code: 'BS2001', title: 'Unknown field', path: ['settings', 'siteNme'] });
    expect(report.problems[0].message).toContain("unknown field 'siteNme'");
  });

  it('has a pre-commit hook, turned on by one command, that refuses a broken site.yaml and lets the fixed one through', { timeout: 120_000 }, () => {
    const git = (command: string) => sh(`git -c user.name=Owner -c user.email=owner@example.com ${command}`, site);
    expect(sh('git init -q', site).status).toBe(0);
    expect(sh('npm run hook', site).status).toBe(0);
    expect(git('add -A').status).toBe(0);
    const first = git('commit -q -m "A new site"');
    expect(first.status, first.out).toBe(0);

    const good = readFileSync(join(site, 'site.yaml'), 'utf8');
    writeFileSync(join(site, 'site.yaml'), good.replace('  siteName:', '  siteNme:'));
    git('add site.yaml');
    const refused = git('commit -q -m "Rename the site"');
    expect(refused.status).not.toBe(0);
    expect(refused.out).toMatch(/site\.yaml:\d+:\d+ {2}BS2001 unknown field 'siteNme'/);
    // Fixed on disk but not staged: the commit would still hold the broken file.
    writeFileSync(join(site, 'site.yaml'), good);
    expect(git('commit -q -m "Rename the site"').status).not.toBe(0);
    git('add site.yaml');
    const fixed = git('commit -q --allow-empty -m "Rename the site"');
    expect(fixed.status, fixed.out).toBe(0);
  });
});
