import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EditorServer } from '../../../src/editor/server/server.js';
import { rawRequest } from '../../raw-request.js';
import { editorOnCopy } from './editor-server.js';

let editor: EditorServer;
let file: string;
let original: string;

beforeAll(async () => {
  ({ editor, file } = await editorOnCopy());
  original = readFileSync(file, 'utf8');
});
afterAll(() => editor.close());

/** A raw request, so tests can send the headers a hostile page or a rebinding attack would (fetch refuses to set Host). */
const send = (options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }) => rawRequest(editor.origin, options);

const token = () => ({ 'x-editor-token': editor.token });
const session = async () => JSON.parse((await send({ path: '/api/session', headers: token() })).body) as { hash: string };

describe('the editor server defends the file it writes', () => {
  it('listens on the loopback interface only', async () => {
    expect(new URL(editor.url).hostname).toBe('127.0.0.1');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (outside) {
      const reached = await new Promise<boolean>((done) => {
        const req = request({ host: outside.address, port: editor.port, path: '/' }, () => done(true));
        req.on('error', () => done(false));
        req.end();
      });
      expect(reached).toBe(false);
    }
  });

  it('refuses a write without the token, with 403, and leaves the file alone', async () => {
    const { hash } = await session();
    const res = await send({ method: 'POST', path: '/api/save', body: { text: 'settings: {}\n', base: hash } });
    expect(res.status).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('refuses a write with a wrong token', async () => {
    const { hash } = await session();
    const res = await send({
      method: 'POST',
      path: '/api/save',
      // The last character changed, to one it is not: a token that happened to end in 'x' stayed right once in 64 runs.
      headers: { 'x-editor-token': `${editor.token.slice(0, -1)}${editor.token.endsWith('x') ? 'y' : 'x'}` },
      body: { text: 'settings: {}\n', base: hash },
    });
    expect(res.status).toBe(403);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('refuses a request from a foreign Origin, even with the token', async () => {
    const { hash } = await session();
    const res = await send({
      method: 'POST',
      path: '/api/save',
      headers: { ...token(), origin: 'https://evil.example' },
      body: { text: 'settings: {}\n', base: hash },
    });
    expect(res.status).toBe(403);
    expect(JSON.parse(res.body).error).toMatch(/other sites/);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('refuses a request whose Host is another name (DNS rebinding), on every path', async () => {
    for (const path of ['/', '/api/session', '/preview-frame', '/src/editor/app/main.tsx']) {
      const res = await send({ path, headers: { ...token(), host: 'evil.example' } });
      expect(res.status, path).toBe(403);
    }
    const res = await send({ path: '/api/session', headers: { ...token(), host: `evil.example:${editor.port}` } });
    expect(res.status).toBe(403);
  });

  it('refuses path traversal out of the pictures and fonts folders', async () => {
    writeFileSync(join(dirname(file), 'secret.txt'), 'not for the web');
    for (const path of ['/images/../secret.txt', '/images/..%2fsecret.txt', '/fonts/%2e%2e/secret.txt', '/images/..%2f..%2f..%2fetc%2fpasswd']) {
      const res = await send({ path });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.body, path).not.toContain('not for the web');
    }
  });

  it('writes only the file it was started with: a save that names another path is refused', async () => {
    const { hash } = await session();
    const res = await send({ method: 'POST', path: '/api/save', headers: token(), body: { text: 'settings: {}\n', base: hash, path: '../evil.yaml' } });
    expect(res.status).toBe(400);
    expect(existsSync(join(dirname(file), '..', 'evil.yaml'))).toBe(false);
    expect(readFileSync(file, 'utf8')).toBe(original);
  });

  it('saves atomically with the token and the current base, leaving no temporary file', async () => {
    const { hash } = await session();
    const text = original.replace('Find the Online Test You Can Trust', 'Find a Test You Can Trust');
    const res = await send({ method: 'POST', path: '/api/save', headers: { ...token(), origin: editor.origin }, body: { text, base: hash } });
    expect(res.status).toBe(200);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(readdirSync(dirname(file)).filter((name) => name.includes('editing'))).toEqual([]);
    writeFileSync(file, original);
  });

  it('never overwrites a file that changed since the editor loaded it: 409 with what is on disk', async () => {
    const { hash } = await session();
    const outside = `${original}# an edit made in another editor\n`;
    writeFileSync(file, outside);
    const res = await send({ method: 'POST', path: '/api/save', headers: token(), body: { text: 'settings: {}\n', base: hash } });
    expect(res.status).toBe(409);
    expect(JSON.parse(res.body).text).toBe(outside);
    expect(readFileSync(file, 'utf8')).toBe(outside);
    writeFileSync(file, original);
  });

  it('serves the preview frame sandboxed by a policy that allows only its own script', async () => {
    const res = await new Promise<{ csp?: string; status?: number }>((done) => {
      request({ host: '127.0.0.1', port: editor.port, path: '/preview-frame', headers: { host: `127.0.0.1:${editor.port}` } }, (r) => {
        r.resume();
        done({ csp: r.headers['content-security-policy'] as string | undefined, status: r.statusCode });
      }).end();
    });
    expect(res.status).toBe(200);
    expect(res.csp).toMatch(/default-src 'none'/);
    expect(res.csp).toMatch(/script-src 'nonce-[^']+'/);
    expect(res.csp).not.toMatch(/connect-src/);
  });

  it("serves its app as one bundled script, and none of blocksite's source files", async () => {
    const page = await send({ path: '/' });
    const script = /<script type="module" src="(\/assets\/editor-[\w-]+\.js)">/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const app = await send({ path: script! });
    expect(app.status).toBe(200);
    expect(app.body).not.toMatch(/^import /m);
    for (const path of ['/src/editor/app/main.tsx', '/src/editor/server/guard.ts', '/package.json', '/assets/../app.json'])
      expect((await send({ path })).status).toBe(404);
  });
});
