import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildSite } from '../../src/prerender/build-site.js';
import { createStaticServer, listen } from '../../src/serve/static-server.js';

export const E2E_DIR = resolve('.e2e');

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    siteDir: string;
    fixtureUrl: string;
    fixtureDir: string;
  }
}

/** Builds the real site and the every-block fixture once, and serves both like a static host. */
export default async function setup(project: TestProject) {
  rmSync(E2E_DIR, { recursive: true, force: true });
  const servers: Server[] = [];
  const sites = { site: 'site.yaml', fixture: 'tests/fixtures/every-block.yaml' } as const;
  for (const [name, file] of Object.entries(sites)) {
    const dir = resolve(E2E_DIR, name);
    const result = await buildSite(resolve(file), dir);
    if (!result.ok) throw new Error(`e2e setup: ${file} did not build: ${JSON.stringify(result)}`);
    const server = createStaticServer(dir);
    servers.push(server);
    const url = await listen(server);
    project.provide(name === 'site' ? 'siteUrl' : 'fixtureUrl', url);
    project.provide(name === 'site' ? 'siteDir' : 'fixtureDir', dir);
  }
  return async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  };
}
