import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnSync } from 'node:child_process';
import { createStaticServer, listen } from '../../src/serve/static-server.js';

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
  const serve = async (file: string, dir: string) => {
    // Built by `npm run build`'s own command, as a user builds: with React and MUI in production mode.
    const result = spawnSync(process.execPath, ['src/cli/run.mjs', 'build', '--clean'], {
      env: { ...process.env, SITE_YAML: file, OUT_DIR: dir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`e2e setup: ${file} did not build:\n${result.stdout}${result.stderr}`);
    const server = createStaticServer(dir);
    servers.push(server);
    return listen(server);
  };
  const site = resolve(E2E_DIR, 'site');
  project.provide('siteUrl', await serve(resolve('site.yaml'), site));
  project.provide('siteDir', site);
  const fixture = resolve(E2E_DIR, 'fixture');
  project.provide('fixtureUrl', await serve(resolve('tests/fixtures/every-block.yaml'), fixture));
  project.provide('fixtureDir', fixture);
  const sites: BuiltSite[] = [];
  for (const { name, file } of fixtureSiteFiles()) {
    const dir = resolve(E2E_DIR, 'sites', name);
    sites.push({ name, file, dir, url: await serve(file, dir) });
  }
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
