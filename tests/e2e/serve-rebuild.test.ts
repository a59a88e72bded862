/**
 * `npm run serve` left running while the site is built again (issue 29, 1):
 * it must send the new page whole, with the Content-Security-Policy the new
 * build wrote, never the old length or the old headers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SITE_SOURCE } from '../helpers.js';
import { headersFor, parseHeadersFile } from '../../src/serve/host-headers.js';
import { commandArgs, runCommand } from '../run-command.js';

let server: ChildProcess | undefined;
afterAll(() => server?.kill());

/** Starts `npm run serve` on a free port and resolves with its address, as it prints it. */
function serve(outDir: string): Promise<string> {
  server = spawn(process.execPath, commandArgs('serve'), { env: { ...process.env, OUT_DIR: outDir, PORT: '0' } });
  return new Promise((done, fail) => {
    let output = '';
    server!.stdout!.on('data', (chunk) => {
      output += chunk;
      const url = /at (http:\/\/\S+)/.exec(output)?.[1];
      if (url) done(url);
    });
    server!.on('exit', (code) => fail(new Error(`serve exited with ${code}: ${output}`)));
  });
}

/**
 * A GET on a connection of its own. The build runs on the test's thread, so a
 * kept-alive connection could not be retired while it ran, and the server may
 * close it just as the next request goes out when the build outlasts its
 * keep-alive; a browser retries such a request, fetch does not.
 */
function fetchFresh(url: string): Promise<{ text: string; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    get(url, { agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => done({ text, headers: res.headers }));
    }).on('error', fail);
  });
}

describe('npm run serve after a rebuild', () => {
  it('sends each page as the last build wrote it, bytes and Content-Security-Policy, while it kept running', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-rebuild-'));
    const file = join(dir, 'site.yaml');
    const out = join(dir, 'dist');
    writeFileSync(file, SITE_SOURCE);
    const build = () => {
      const result = runCommand('build', [], { SITE_YAML: file, OUT_DIR: out });
      expect(result.status, result.stderr).toBe(0);
    };
    build();
    const url = await serve(out);
    const before = await fetch(`${url}/faq`);
    const oldPage = await before.text();
    const oldPolicy = before.headers.get('content-security-policy');

    // A longer title, and the FAQ's accordion gone: it is the only block with a script, so the script's hash leaves
    // the policy (pages carry no inline stylesheet: the policy names only scripts by hash).
    const accordion = '      - type: accordion\n        collection: faq\n        structuredData: FAQPage\n';
    expect(SITE_SOURCE).toContain(accordion);
    writeFileSync(
      file,
      SITE_SOURCE.replace('title: Frequently Asked Questions', 'title: Frequently Asked Questions About Online Tests').replace(accordion, ''),
    );
    build();

    const after = await fetchFresh(`${url}/faq`);
    const page = after.text;
    const onDisk = readFileSync(join(out, 'faq', 'index.html'), 'utf8');
    expect(page.length).not.toBe(oldPage.length);
    expect(page).toBe(onDisk);
    const policy = headersFor(parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8')), '/faq').find(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(policy).toBeDefined();
    expect(policy).not.toBe(oldPolicy);
    expect(after.headers['content-security-policy']).toBe(policy);
  });
});
