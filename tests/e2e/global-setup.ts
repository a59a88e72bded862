import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawn } from 'node:child_process';
import { createStaticServer, listen } from '../../src/serve/static-server.js';
import { commandArgs } from '../run-command.js';

export const E2E_DIR = resolve('.e2e');

/** A fixture site of another kind, built and served for the end-to-end tests. */
export interface BuiltSite {
  name: string;
  file: string;
  dir: string;
  url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    fixtureUrl: string;
    fixtureDir: string;
    sites: BuiltSite[];
    axeUrl: string;
  }
}

/** The fixture sites of other kinds: every tests/fixtures/sites/<name>/site.yaml. */
export function fixtureSiteFiles(): Array<{ name: string; file: string }> {
  const root = resolve('tests/fixtures/sites');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => existsSync(resolve(root, name, 'site.yaml')))
    .sort()
    .map((name) => ({ name, file: resolve(root, name, 'site.yaml') }));
}

/** Builds the real site, the every-block fixture and each fixture site once, and serves them like a static host. */
export default async function setup(project: TestProject) {
  rmSync(E2E_DIR, { recursive: true, force: true });
  const servers: Server[] = [];
  // Built by `npm run build`'s own command, as a user builds: with React and MUI in production mode.
  const build = (file: string, dir: string) =>
    new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, [...commandArgs('build'), '--clean'], { env: { ...process.env, SITE_YAML: file, OUT_DIR: dir } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', fail);
      child.on('close', (code) => (code === 0 ? done() : fail(new Error(`e2e setup: ${file} did not build:\n${output}`))));
    });
  const serve = async (dir: string) => {
    const server = createStaticServer(dir);
    servers.push(server);
    return listen(server);
  };
  const site = resolve(E2E_DIR, 'site');
  const fixture = resolve(E2E_DIR, 'fixture');
  const others = fixtureSiteFiles().map(({ name, file }) => ({ name, file, dir: resolve(E2E_DIR, 'sites', name) }));
  // The first build also bundles the command (cli/run.mjs); the rest then build two at a time, one per core,
  // since a site this size renders on one thread.
  await build(resolve('site.yaml'), site);
  const queue = [{ file: resolve('tests/fixtures/every-block.yaml'), dir: fixture }, ...others];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await build(next.file, next.dir);
    }),
  );
  project.provide('siteUrl', await serve(site));
  project.provide('siteDir', site);
  project.provide('fixtureUrl', await serve(fixture));
  project.provide('fixtureDir', fixture);
  const sites: BuiltSite[] = [];
  for (const { name, file, dir } of others) sites.push({ name, file, dir, url: await serve(dir) });
  project.provide('sites', sites);
  // axe-core from a URL the browser may cache: it then compiles the 550 KB script once, not on every page it checks.
  const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
  const axeServer = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=3600' }).end(axe));
  servers.push(axeServer);
  project.provide('axeUrl', `${await listen(axeServer)}/axe.min.js`);
  return async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  };
}
