/**
 * The package as an owner meets it: the size of `npm pack`'s tarball, and the
 * time from `npx blocksite new` to a served site (new, npm install of the
 * site, build, serve answering its first page), each part timed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface PackageFigures {
  tarballBytes: number;
  unpackedBytes: number;
  files: number;
  /** Installing the tarball into an empty folder: the owner's step before `npx blocksite new`. */
  install: number[];
  runs: Array<{ made: number; installed: number; built: number; served: number }>;
}

const env = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(npm_|NODE_PATH$|NODE_OPTIONS$|NODE_ENV$)/.test(name)));

function run(command: string, cwd: string): void {
  const result = spawnSync('sh', ['-c', command], { cwd, env: env(), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed:\n${result.stdout}${result.stderr}`);
}

/** Starts `npx blocksite serve` and resolves once the home page answers; stops it. */
async function serveFirstPage(cwd: string): Promise<void> {
  const child = spawn('sh', ['-c', 'npx blocksite serve'], { cwd, env: { ...env(), PORT: '0' }, detached: true });
  try {
    let output = '';
    const url = await new Promise<string>((found, failed) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        const match = /Serving \S+ at (http:\/\/\S+)/.exec(output);
        if (match) found(match[1]);
      });
      child.on('exit', () => failed(new Error(`serve ended: ${output}`)));
    });
    const response = await fetch(`${url}/`);
    if (response.status !== 200) throw new Error(`the served home page answered ${response.status}`);
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

export async function packageFigures(count: number): Promise<PackageFigures> {
  const work = mkdtempSync(join(tmpdir(), 'bench-package-'));
  try {
    const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: resolve('.'), env: env(), encoding: 'utf8' });
    const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as Array<{ size: number; unpackedSize: number; entryCount: number }>;
    const tarball = join(work, readdirSync(work).find((name) => name.endsWith('.tgz'))!);
    const figures: PackageFigures = { tarballBytes: statSync(tarball).size, unpackedBytes: info.unpackedSize, files: info.entryCount, install: [], runs: [] };
    for (let i = 0; i < count; i++) {
      const folder = join(work, `run-${i}`);
      mkdirSync(folder);
      let t = performance.now();
      run(`npm install --no-audit --no-fund ${tarball}`, folder);
      figures.install.push(performance.now() - t);
      t = performance.now();
      run('npx blocksite new site', folder);
      const made = performance.now() - t;
      const site = join(folder, 'site');
      run(`npm install --no-audit --no-fund ${tarball}`, site);
      const installed = performance.now() - t;
      run('npx blocksite build', site);
      const built = performance.now() - t;
      await serveFirstPage(site);
      figures.runs.push({ made, installed, built, served: performance.now() - t });
    }
    return figures;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
