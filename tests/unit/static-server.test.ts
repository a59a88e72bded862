import { mkdirSync, mkdtempSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, netlifyHeaders, nginxHeaders, type InlineContent } from '../../src/prerender/seo/security-headers.js';
import { createStaticServer, listen } from '../../src/serve/static-server.js';
import { rawRequest } from '../raw-request.js';

const content: InlineContent = { styleHashes: ['c3R5bGU='], scripts: [{ inline: 'console.log(1)' }] };
const CSP = contentSecurityPolicy(content);
let server: Server;
let base: string;

/** A built site in miniature, with the hosting files the build writes beside the pages. */
function builtSite(): string {
  const root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'reviews'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, '_nginx'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'reviews', 'index.html'), '<h1>Reviews</h1>');
  writeFileSync(join(root, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(root, 'assets', 'island-a1b2.js'), 'export {};');
  writeFileSync(join(root, '_headers'), netlifyHeaders(content));
  writeFileSync(join(root, '_nginx', 'headers.conf'), nginxHeaders(content));
  return root;
}

beforeAll(async () => {
  server = createStaticServer(builtSite());
  base = await listen(server);
});
afterAll(() => new Promise((r) => server.close(r)));

describe('createStaticServer', () => {
  it('serves /reviews as reviews/index.html with the CSP and security headers of _headers', async () => {
    const response = await fetch(base + '/reviews');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>Reviews</h1>');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('caches a hashed asset for a year, as _headers says', async () => {
    const response = await fetch(base + '/assets/island-a1b2.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });

  it('answers an unknown path 404 with 404.html and its headers, not those of the path asked for', async () => {
    const response = await fetch(base + '/assets/missing.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });

  it.each([
    '/_headers',
    '/_nginx/headers.conf',
    '/_nginx/',
    '/%5Fheaders',
    '//_headers',
    '/assets/../_headers',
    '/404.html',
    '/404',
    '/_headers/',
    '/404.html/',
    '/_nginx',
  ])('answers %s 404 with 404.html, as nginx does', async (path) => {
    const response = await fetch(base + path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>Page not found</h1>');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });

  it('answers 404 for every path deploy/nginx/site.conf refuses or keeps internal', async () => {
    const conf = readFileSync('deploy/nginx/site.conf', 'utf8');
    const refused = [...conf.matchAll(/location\s+(=|\^~)\s+(\S+)\s*\{([^}]*)\}/g)]
      .filter(([, , , body]) => /return 404|internal/.test(body))
      .map(([, kind, path]) => (kind === '^~' ? `${path}headers.conf` : path));
    expect(refused).toEqual(['/404.html', '/_nginx/headers.conf', '/_headers']);
    for (const path of refused) expect((await fetch(base + path)).status, path).toBe(404);
  });

  it('answers a path it cannot decode or that climbs above the root 400, without a stack trace', async () => {
    for (const path of ['/images/%c0%ae%c0%ae/site.yaml', '/%ff', '/..%2f_headers', '/a/%2e%2e/%2e%2e/x']) {
      const response = await rawRequest(base, { path });
      expect(response.status, path).toBe(400);
      expect(response.body, path).not.toMatch(/\n\s+at /);
    }
  });

  it('never follows a link out of the output folder', async () => {
    const root = builtSite();
    const outside = join(root, '..', `outside-${Date.now()}.txt`);
    writeFileSync(outside, 'the owner keeps this');
    symlinkSync(outside, join(root, 'assets', 'leak.js'));
    symlinkSync('/etc', join(root, 'etcdir'));
    const linked = createStaticServer(root);
    const url = await listen(linked);
    try {
      for (const path of ['/assets/leak.js', '/etcdir/passwd']) {
        const response = await fetch(url + path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toMatch(/owner keeps|root:/);
      }
    } finally {
      await new Promise((r) => linked.close(r));
    }
  });

  it('serves what is on disk now: a rebuild that swaps in a longer page with another policy is served whole, with its headers', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'static-swap-'));
    const dist = join(parent, 'dist');
    renameSync(builtSite(), dist);
    const swapping = createStaticServer(dist);
    const url = await listen(swapping);
    try {
      expect(await (await fetch(url + '/reviews')).text()).toBe('<h1>Reviews</h1>');
      // A build writes a new folder and renames it over the old one.
      const next = builtSite();
      const longer = '<h1>Every review, longer than before</h1>';
      writeFileSync(join(next, 'reviews', 'index.html'), longer);
      const changed: InlineContent = { styleHashes: ['bmV3IHN0eWxl'], scripts: [] };
      writeFileSync(join(next, '_headers'), netlifyHeaders(changed));
      renameSync(dist, join(parent, 'old'));
      renameSync(next, dist);
      const response = await fetch(url + '/reviews');
      expect(await response.text()).toBe(readFileSync(join(dist, 'reviews', 'index.html'), 'utf8'));
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy(changed));
    } finally {
      await new Promise((r) => swapping.close(r));
    }
  });

  it('serves a site without _headers, with no headers added', async () => {
    const root = mkdtempSync(join(tmpdir(), 'static-server-'));
    writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(root, '404.html'), 'missing');
    const plain = createStaticServer(root);
    const url = await listen(plain);
    try {
      const response = await fetch(url + '/');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBeNull();
    } finally {
      await new Promise((r) => plain.close(r));
    }
  });
});
