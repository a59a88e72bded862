/**
 * The editor opened on a site folder from someone else's pull request, with
 * links planted to reach the owner's other files, and hostile requests from
 * a page beside it (issue 36). Each attack is made as it was reported.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type EditorServer } from '../../../src/editor/server/server.js';
import { CHROME, CHROME_ARGS } from '../browser.js';
import { rawRequest } from '../../raw-request.js';

let editor: EditorServer;
let site: string;
let secret: string;
const opened: string[] = [];

beforeAll(async () => {
  const home = mkdtempSync(join(tmpdir(), 'hostile-editor-'));
  secret = join(home, 'owners-secret.txt');
  writeFileSync(secret, 'PRIVATE KEY of the owner\n');
  site = join(home, 'site');
  cpSync(resolve('tests/fixtures/sites/docs'), site, { recursive: true });
  // What the pull request planted.
  symlinkSync('/etc', join(site, 'images', 'etcdir'));
  symlinkSync(secret, join(site, 'fonts', 'stolen.woff2'));
  symlinkSync(secret, join(site, 'images', 'stolen.png'));
  editor = await startEditor({ siteFile: join(site, 'site.yaml'), display: 'site.yaml', port: 0, onOpened: (url) => opened.push(url) });
});
afterAll(() => editor?.close());

/** Sent as written, as curl --path-as-is does. */
const send = (options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown }) => rawRequest(editor.origin, options);

/** The preview of the home page, as the editor app asks for it, and the URLs of the site's files it names. */
async function previewFiles(): Promise<string[]> {
  const session = JSON.parse((await send({ path: '/api/session', headers: { 'x-editor-token': editor.token } })).body) as { text: string };
  const { parse } = await import('yaml');
  const res = await send({ method: 'POST', path: '/api/preview', headers: { 'x-editor-token': editor.token }, body: { data: parse(session.text), path: '/' } });
  const page = JSON.parse(res.body).page as { body: string; css: string };
  return [...new Set([...`${page.body} ${page.css}`.matchAll(/\/files\/[\w-]+\/(?:images|fonts)\/[^\s"')]+/g)].map((m) => m[0]))];
}

describe('the editor on a hostile site folder', () => {
  it("answers the reported path tricks 400 or 404, and never with the site file's text", async () => {
    const text = readFileSync(join(site, 'site.yaml'), 'utf8').slice(0, 200);
    for (const path of [
      '/images//../site.yaml',
      '/fonts//../site.yaml',
      '/images/%2e%2e/site.yaml',
      '/images/..%2fsite.yaml',
      '/images/%c0%ae%c0%ae/site.yaml',
      '/%ff',
    ]) {
      const res = await send({ path });
      expect([400, 403, 404], path).toContain(res.status);
      expect(res.body, path).not.toContain(text.slice(0, 60));
      expect(res.body, path).not.toMatch(/\n\s+at /);
    }
    expect((await send({ path: '/images/%c0%ae%c0%ae/site.yaml' })).status).toBe(400);
  });

  it('serves pictures and the font only under the key the preview names, never to a request without it', async () => {
    const files = await previewFiles();
    const picture = files.find((f) => f.includes('/images/'))!;
    const font = files.find((f) => f.includes('/fonts/'))!;
    expect(picture).toBeDefined();
    expect(font).toBeDefined();
    expect((await send({ path: picture })).status).toBe(200);
    const plain = picture.replace(/^\/files\/[\w-]+/, '');
    expect((await send({ path: plain })).status).toBe(404);
    expect((await send({ path: picture.replace(/\/files\/[\w-]+\//, '/files/wrong-key/') })).status).toBe(403);
    // The sandboxed preview loads the font with its opaque origin; no header ever opens it to every origin.
    const fromPreview = await send({ path: font, headers: { origin: 'null' } });
    expect(fromPreview.status).toBe(200);
    expect(fromPreview.headers['access-control-allow-origin']).toBe('null');
    const fromOther = await send({ path: font.replace(/\/files\/[\w-]+\//, '/files/guess/'), headers: { origin: 'null' } });
    expect(fromOther.status).toBe(403);
    expect(fromOther.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never follows a planted link out of images/ or fonts/, even with the key', async () => {
    const key = (await previewFiles())[0].split('/')[2];
    for (const path of [`/files/${key}/images/etcdir/passwd`, `/files/${key}/images/stolen.png`, `/files/${key}/fonts/stolen.woff2`]) {
      const res = await send({ path, headers: { origin: 'null' } });
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/PRIVATE KEY|root:/);
    }
  });

  it('opens with a one-time code: the printed address cannot be used twice, and never carries the token', async () => {
    const address = new URL(editor.url);
    expect(address.searchParams.has('token')).toBe(false);
    expect(editor.url).not.toContain(editor.token);
    const code = address.searchParams.get('code')!;
    const first = await send({ method: 'POST', path: '/api/open', headers: { origin: editor.origin }, body: { code } });
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body).token).toBe(editor.token);
    // And the next address is printed for another tab.
    expect(opened.at(-1)).toMatch(/\/\?code=[\w-]+$/);
    const again = await send({ method: 'POST', path: '/api/open', headers: { origin: editor.origin }, body: { code } });
    expect(again.status).toBe(403);
    expect(JSON.parse(again.body).error).toMatch(/used already/);
    const foreign = await send({
      method: 'POST',
      path: '/api/open',
      headers: { origin: 'https://evil.example' },
      body: { code: new URL(editor.url).searchParams.get('code') },
    });
    expect(foreign.status).toBe(403);
  });

  it("keeps the token out of the browser's history: only a spent code is recorded", async () => {
    const profile = mkdtempSync(join(tmpdir(), 'editor-profile-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROME, args: CHROME_ARGS });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const url = editor.url;
      await page.goto(url);
      await page.locator('#form-title').waitFor({ timeout: 30_000 });
      expect(page.url()).not.toContain('code=');
      // The sandboxed preview still draws the site's pictures and its font, through the key.
      // Looked for on each try: on a busy machine the preview frame can attach after the form is drawn.
      const preview = () => page.frames().find((frame) => frame.url().endsWith('/preview-frame'));
      await expect
        .poll(async () => (await preview()?.evaluate(() => [...document.images].some((img) => img.complete && img.naturalWidth > 0))) ?? false, {
          timeout: 30_000,
        })
        .toBe(true);
      await expect
        .poll(
          async () =>
            (await preview()?.evaluate(() =>
              document.fonts.ready.then(() => [...document.fonts].some((f) => f.family.includes('Inter') && f.status === 'loaded')),
            )) ?? false,
          {
            timeout: 30_000,
          },
        )
        .toBe(true);
      // A reload of the tab keeps the editor open, from the tab's own storage.
      await page.reload();
      await page.locator('#form-title').waitFor({ timeout: 30_000 });
      await context.close();
      const history = readdirSync(join(profile, 'Default')).filter((name) => name.startsWith('History'));
      expect(history.length).toBeGreaterThan(0);
      const recorded = history.map((name) => readFileSync(join(profile, 'Default', name)).toString('latin1')).join('');
      expect(recorded).toContain(new URL(url).searchParams.get('code')!);
      expect(recorded).not.toContain(editor.token);
      const spent = await send({
        method: 'POST',
        path: '/api/open',
        headers: { origin: editor.origin },
        body: { code: new URL(url).searchParams.get('code') },
      });
      expect(spent.status).toBe(403);
    } finally {
      await context.close().catch(() => {});
    }
  });
});
