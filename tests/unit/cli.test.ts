import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandArgs, runCommand } from '../run-command.js';

const NO_STACK = /\n\s+at |Error:|node:internal/;

describe.each([
  ['validate', 'blocksite validate', ['--format text|github|json', '--staged', 'SITE_YAML=site.yaml', 'SITE_MAX_BYTES=64MiB', 'GITHUB_ACTIONS']],
  ['build', 'blocksite build', ['--format text|github', 'SITE_YAML=site.yaml', 'OUT_DIR=dist', 'SITE_MAX_BYTES=64MiB', 'BUILD_WORKERS']],
  ['dev', 'blocksite dev', ['SITE_YAML=site.yaml', 'PORT=5173', 'SITE_MAX_BYTES=64MiB']],
  ['serve', 'blocksite serve', ['OUT_DIR=dist', 'PORT=4173', 'HOST=127.0.0.1']],
  ['gen-schema', 'blocksite gen:schema', ['--check', 'SITE_YAML=site.yaml', 'SITE_MAX_BYTES=64MiB']],
  ['edit', 'blocksite edit', ['SITE_YAML=site.yaml', 'PORT=4400', 'SITE_MAX_BYTES=64MiB']],
  ['new', 'blocksite new', ['DIR', '--from blank|bakery|clinic|docs', '--gitlab']],
  ['migrate', 'blocksite migrate', ['--check', 'SITE_YAML=site.yaml', 'SITE_MAX_BYTES=64MiB']],
])('%s --help', (script, name, mentions) => {
  it('prints its usage, flags and variables, and exits 0 without doing its work', () => {
    const result = runCommand(script, ['--help'], { OUT_DIR: join(tmpdir(), 'never-built') });
    expect(result.status).toBe(0);
    expect(result.stdout.startsWith(`${name}: `)).toBe(true);
    expect(result.stdout).toContain(`Usage: ${name}`);
    for (const m of [...mentions, '--help']) expect(result.stdout).toContain(m);
    expect(result.stderr.replace(/^npm warn.*\n/gm, '')).toBe('');
  });
});

describe('a wrong flag or value', () => {
  it('is an error naming the closest command and every command when it names none, exit 2', () => {
    const result = spawnSync(process.execPath, ['src/cli/run.mjs', 'biuld'], { encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe(
      "unknown command 'biuld'; did you mean 'build'? blocksite runs validate, build, dev, serve, edit, new, gen:schema, migrate (blocksite --help says what each does)",
    );
  });

  it('lists every command with what it does when none is named, exit 0', () => {
    for (const argv of [[], ['--help']]) {
      const result = spawnSync(process.execPath, ['src/cli/run.mjs', ...argv], { encoding: 'utf8' });
      expect(result.status).toBe(0);
      for (const name of ['validate', 'build', 'dev', 'serve', 'edit', 'new', 'gen:schema', 'migrate'])
        expect(result.stdout).toMatch(new RegExp(`\\n  ${name} +\\w`));
    }
  });

  it('is an error naming it, the closest accepted one and the accepted ones, exit 2', () => {
    const result = runCommand('validate', ['--fromat', 'github']);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("unknown flag '--fromat'; did you mean '--format'? blocksite validate accepts --format, --staged, --help");
  });

  it('is an error for an unknown --format, exit 2, before any work', () => {
    const result = runCommand('build', ['--format', 'gitub'], { OUT_DIR: join(tmpdir(), 'never-built') });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("unknown --format 'gitub'; did you mean 'github'? --format accepts text, github");
  });
});

describe('SITE_MAX_BYTES', () => {
  // The real site, padded with comments to just over 1 MiB.
  let file: string;
  beforeAll(() => {
    file = join(mkdtempSync(join(tmpdir(), 'max-bytes-')), 'site.yaml');
    const site = readFileSync('site.yaml', 'utf8');
    const line = `# ${'x'.repeat(97)}\n`;
    writeFileSync(file, site + line.repeat(Math.ceil((1024 * 1024 - site.length) / line.length) + 1));
  });

  it('refuses a file over the limit with its exact size', () => {
    const result = runCommand('validate', [], { SITE_YAML: file, SITE_MAX_BYTES: '1MiB' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /site\.yaml:1:1 {2}BS0002 the file is 1,04\d,\d{3} bytes, over the 1 MiB limit \(1,048,576 bytes\); shorten it, or raise the limit with SITE_MAX_BYTES/,
    );
  });

  it.each(['2MB', '2mib', '2000000'])('accepts SITE_MAX_BYTES=%s', (value) => {
    const result = runCommand('validate', [], { SITE_YAML: file, SITE_MAX_BYTES: value });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('refuses a value it cannot read, in one line naming the variable, exit 2', () => {
    const result = runCommand('validate', [], { SITE_YAML: file, SITE_MAX_BYTES: '2 megs' });
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^SITE_MAX_BYTES is '2 megs', which is not a size; write a byte count [^\n]+\n$/);
  });
});

describe('an editor schema the site file names but does not have yet', () => {
  let file: string;
  beforeAll(() => {
    file = join(mkdtempSync(join(tmpdir(), 'no-schema-')), 'site.yaml');
    writeFileSync(file, readFileSync('site.yaml', 'utf8'));
  });

  it('is a note from validate saying that gen:schema creates it', () => {
    const result = runCommand('validate', [], { SITE_YAML: file });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(
      /\nNote: the first line of \S*site\.yaml names site\.schema\.json, which does not exist yet; run `(?:npm run|blocksite) gen:schema` to create it, so your editor completes and checks what you type\.\n/,
    );
    expect(result.stdout).not.toContain('no longer matches');
  });

  it('is what gen:schema --check says, exit 1', () => {
    const result = runCommand('gen-schema', ['--check'], { SITE_YAML: file });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/site\.schema\.json does not exist yet; run `(?:npm run|blocksite) gen:schema` to create it$/);
  });
});

describe('PORT', () => {
  it.each(['serve', 'edit'])('%s refuses a PORT that is not a port, exit 2', (script) => {
    const result = runCommand(script, [], { PORT: '80a' });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toBe("PORT is '80a', which is not a port; write a whole number from 0 to 65535, such as PORT=4174");
  });
});

describe('serve before a build', () => {
  it('says to build first, in one line, exit 1', () => {
    const result = runCommand('serve', [], { OUT_DIR: join(tmpdir(), 'never-built'), PORT: '0' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${join(tmpdir(), 'never-built')}/ holds no built site; run \`blocksite build\` first\n`);
  });
});

describe('a busy port', () => {
  let busy: Server;
  let port: number;
  const site = mkdtempSync(join(tmpdir(), 'busy-'));
  writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(site, '404.html'), '<h1>not found</h1>');
  beforeAll(async () => {
    busy = createServer();
    await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
    port = (busy.address() as { port: number }).port;
  });
  afterAll(() => new Promise((r) => busy.close(r)));

  /** Runs a command that would keep serving; it must end by itself. */
  function runUntilExit(script: string): Promise<{ status: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, commandArgs(script), {
        env: { ...process.env, PORT: String(port), OUT_DIR: site, npm_lifecycle_event: script, npm_command: 'run-script' },
      });
      let stderr = '';
      child.stderr.on('data', (d) => (stderr += d));
      const timer = setTimeout(() => child.kill(), 30_000);
      child.on('exit', (status) => {
        clearTimeout(timer);
        resolve({ status, stderr });
      });
    });
  }

  it.each(['serve', 'edit'])('%s says which port is taken and how to pick another, in one line, exit 1', { timeout: 40_000 }, async (script) => {
    const { status, stderr } = await runUntilExit(script);
    expect(status).toBe(1);
    expect(stderr).toBe(`port ${port} is already in use on 127.0.0.1; stop what is using it, or pick another port: PORT=${port + 1} npm run ${script}\n`);
    expect(stderr).not.toMatch(NO_STACK);
  });
});

describe('blocksite new', () => {
  it('writes a site that validates, with its package.json, CI, hook and README, and asks nothing', { timeout: 60_000 }, () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'new-')), 'my-site');
    const result = runCommand('new', [dir, '--from', 'bakery']);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Made Crumb & Co\. Bakery in .*my-site\/ from the bakery starter\./);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'my-site', scripts: { start: 'blocksite build && blocksite serve', test: 'blocksite validate' } });
    expect(manifest.dependencies.blocksite).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/^# Crumb & Co\. Bakery\n[\s\S]*npm install && npm start/);
    expect(statSync(join(dir, '.githooks', 'pre-commit')).mode & 0o111).not.toBe(0);
    for (const file of ['site.yaml', 'site.schema.json', '.gitignore', '.github/workflows/site.yml']) expect(existsSync(join(dir, file)), file).toBe(true);
    expect(existsSync(join(dir, '.gitlab-ci.yml'))).toBe(false);
    expect(runCommand('validate', [], { SITE_YAML: join(dir, 'site.yaml') }).status).toBe(0);
  });

  it('refuses a folder that holds files, changing nothing in it, exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-'));
    writeFileSync(join(dir, 'site.yaml'), 'mine\n');
    const result = runCommand('new', [dir]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('already holds files');
    expect(readdirSync(dir)).toEqual(['site.yaml']);
    expect(readFileSync(join(dir, 'site.yaml'), 'utf8')).toBe('mine\n');
  });
});

describe('validate --staged', () => {
  it('checks the file as git would commit it, not as it is on disk', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'staged-'));
    const file = join(dir, 'site.yaml');
    const good = readFileSync('starters/bakery/site.yaml', 'utf8');
    const broken = good.replace('  siteName:', '  siteNme:');
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    const staged = () => runCommand('validate', ['--staged'], { SITE_YAML: file });

    writeFileSync(file, good);
    expect(staged()).toMatchObject({
      status: 2,
      stderr: `--staged reads the file from git, but ${dir} is not in a git repository; validate without --staged\n`,
    });
    git('init', '-q');
    const untracked = staged();
    expect(untracked.status).toBe(0);
    expect(untracked.stdout).toMatch(/site\.yaml is not in git's index, so a commit will not hold it: nothing to check\.\n$/);
    git('add', 'site.yaml');
    writeFileSync(file, broken);
    expect(staged().status).toBe(0);
    git('add', 'site.yaml');
    writeFileSync(file, good);
    const refused = staged();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/site\.yaml:\d+:\d+ {2}BS2001 unknown field 'siteNme'[\s\S]*Stage the fixed file \(git add\), then commit again\.\n$/);
  });
});

describe('blocksite --version', () => {
  it("prints the package's version", () => {
    const result = spawnSync(process.execPath, ['src/cli/run.mjs', '--version'], { encoding: 'utf8' });
    expect(result.stdout.trim()).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});
