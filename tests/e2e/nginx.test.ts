import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launch, localContext } from './browser.js';
import type { Page } from 'playwright-core';
import { pagesOf } from '../../src/validate/site-index.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { routePaths } from './routes.js';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
const siteDir = inject('siteDir');
const sites = inject('sites');
let stopNginx: () => void;
let base: string;
let browser: Browser;
const LARGE_ISLAND = '/assets/large-island-Cq3xK9aZ.js';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Runs the shipped deploy/nginx/site.conf against a copy of a built site on a loopback port. */
async function startNginx(builtDir: string, prepare: (root: string) => void = () => {}): Promise<{ base: string; stop: () => void }> {
  const work = mkdtempSync(join(tmpdir(), 'nginx-'));
  const root = join(work, 'site');
  cpSync(builtDir, root, { recursive: true });
  prepare(root);
  // nginx's worker runs as another user, and mkdtemp makes the folder private.
  chmodSync(work, 0o755);
  const port = await freePort();
  const site = readFileSync(resolve('deploy/nginx/site.conf'), 'utf8')
    .replaceAll('/var/www/blocksite', root)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(join(work, 'site.conf'), site);
  writeFileSync(
    join(work, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/error.log;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  client_body_temp_path ${work}/body;`,
      `  include ${work}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', join(work, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  const server = spawn(NGINX, ['-p', work, '-c', join(work, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (
      await fetch(url + '/').then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base: url, stop: () => server.kill('SIGQUIT') };
}

/** Every Content-Security-Policy violation Chromium reports while visiting the paths, and what each page asks of it. */
async function cspViolations(url: string, paths: string[], visit: (page: Page, path: string) => Promise<void> = async () => {}): Promise<string[]> {
  const context = await localContext(browser);
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const found: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) found.push(m.text());
  });
  for (const path of paths) {
    await page.goto(url + path);
    await visit(page, path);
    for (const v of await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)) found.push(`${path}: ${v}`);
    const weight = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontWeight);
    if (Number(weight) < 700) found.push(`${path}: the page is not styled`);
  }
  await context.close();
  return found;
}

beforeAll(async () => {
  // The IQ site, plus the kind of hashed file an island over the inline limit becomes.
  ({ base, stop: stopNginx } = await startNginx(siteDir, (root) => {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'assets', LARGE_ISLAND.slice('/assets/'.length)), 'export {};\n');
  }));
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  stopNginx?.();
});

describe('nginx with the shipped config', () => {
  it('sends a strict Content-Security-Policy and the security headers', async () => {
    const response = await fetch(base + '/reviews');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/=]+' ?)+;/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('caches hashed island files for a year and revalidates pages', async () => {
    const asset = await fetch(base + LARGE_ISLAND);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBeTruthy();
    expect((await fetch(base + '/faq')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('answers unknown paths with 404 and the not-found page, with the same headers', async () => {
    const response = await fetch(base + '/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await fetch(base + '/_nginx/headers.conf')).status).toBe(404);
  });

  it('lets Chromium render every route, and use the FAQ, with 0 CSP violations', async () => {
    const found = await cspViolations(base, [...routePaths, '/missing-page'], async (page, path) => {
      if (path !== '/faq') return;
      await page.locator('main summary').first().click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      expect(await page.locator('main details[open]').count()).toBe(1);
    });
    expect(found).toEqual([]);
  });
});

describe.each(sites.map((s) => [s.name, s] as const))('nginx serving the %s fixture site', (_name, built) => {
  it('renders every page, its pictures, code and font, with 0 CSP violations', async () => {
    const site = validateFile(built.file).site as Site;
    const { base: url, stop } = await startNginx(built.dir);
    try {
      const paths = pagesOf(site)
        .filter((p) => !p.notFound)
        .map((p) => p.path);
      const broken: string[] = [];
      const found = await cspViolations(url, [...paths, '/missing-page'], async (page) => {
        // Lazy pictures load once scrolled near; every picture must then have loaded.
        await page.evaluate(() => document.querySelectorAll('img').forEach((img) => img.setAttribute('loading', 'eager')));
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const failed = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
        broken.push(...failed.map((src) => `${page.url()}: picture did not load: ${src}`));
      });
      expect([...found, ...broken]).toEqual([]);
    } finally {
      stop();
    }
  });
});
