import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startEditor, type EditorServer } from '../../../src/editor/server/server.js';
import { IQ_SITE_FILE } from '../../iq-site.js';
import { launch, localContext } from '../browser.js';
import { editorInRepository, saved, tree } from './ui.js';

/**
 * Publishing through git: the editor commits the site file and the pictures
 * it names that are new, runs the repository's hooks, never pushes, and says
 * plainly when there is no repository or the commit fails. Each test has a
 * repository of its own, in a temporary folder.
 */
let editor: EditorServer | undefined;
afterEach(async () => {
  await editor?.close();
  editor = undefined;
});

/** An API call with the editor's token, as its app makes it. */
async function call<T>(server: EditorServer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers: { 'x-editor-token': server.token, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as T;
}

type Commit = { ok: true; commit: string; files: string[] } | { ok: false; message: string };

/** Saves new text through the editor's own API, as its Save button does. */
async function saveText(server: EditorServer, text: string) {
  const { hash } = await call<{ hash: string }>(server, 'GET', '/api/session');
  await call(server, 'POST', '/api/save', { text, base: hash });
}

describe('publishing through git, by its API', () => {
  it('says plainly that a site file outside any repository has nothing to commit to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'editor-nogit-'));
    copyFileSync(IQ_SITE_FILE, join(dir, 'site.yaml'));
    editor = await startEditor({ siteFile: join(dir, 'site.yaml'), port: 0 });
    const state = await call<{ repository: boolean; reason: string }>(editor, 'GET', '/api/git');
    expect(state).toEqual({ repository: false, reason: expect.stringMatching(/^The site file is not in a git repository/) });
    const result = await call<Commit>(editor, 'POST', '/api/git/commit', { message: 'Try' });
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/not in a git repository/) });
  });

  it('commits only the site file and the new picture it names, leaves what else is staged alone, runs the hooks, and never pushes', async () => {
    const repo = await editorInRepository();
    editor = repo.editor;
    const { dir, file, git } = repo;
    // A remote the editor must not push to, and another change the owner has staged for a commit of their own.
    const remote = mkdtempSync(join(tmpdir(), 'editor-remote-'));
    execFileSync('git', ['init', '--bare', '--quiet', remote]);
    git('remote', 'add', 'origin', remote);
    git('push', '--quiet', 'origin', 'main');
    writeFileSync(join(dir, 'notes.txt'), 'the owner’s own notes\n');
    git('add', 'notes.txt');
    // A hook that leaves a mark, so the test can tell it ran.
    writeFileSync(join(dir, '.git', 'hooks', 'pre-commit'), '#!/bin/sh\necho ran > "$(git rev-parse --git-dir)/hook-ran"\n');
    chmodSync(join(dir, '.git', 'hooks', 'pre-commit'), 0o755);
    // A new picture the site now names, and one it does not.
    mkdirSync(join(dir, 'images'));
    copyFileSync('tests/fixtures/sites/clinic/images/team/callum-reid.jpg', join(dir, 'images', 'reviewer.jpg'));
    writeFileSync(join(dir, 'images', 'unused.jpg'), 'not named by the site');
    const text = readFileSync(file, 'utf8')
      .replace('Find the Online Test You Can Trust', 'Find a Test You Can Trust')
      .replace(
        '        title: Find a Test You Can Trust\n',
        '        title: Find a Test You Can Trust\n        image: { src: reviewer.jpg, alt: A reviewer at work }\n',
      );
    await saveText(editor, text);

    const before = await call<{ repository: true; committed: string; branch: string }>(editor, 'GET', '/api/git');
    expect(before.repository).toBe(true);
    expect(before.branch).toBe('main');
    expect(before.committed).not.toContain('Find a Test You Can Trust');

    const result = await call<Commit>(editor, 'POST', '/api/git/commit', { message: 'A shorter hero title, with a picture' });
    expect(result).toEqual({ ok: true, commit: expect.stringMatching(/^[0-9a-f]{7,}$/), files: ['site.yaml', 'images/reviewer.jpg'] });
    expect(git('log', '-1', '--format=%s')).toBe('A shorter hero title, with a picture\n');
    expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort()).toEqual(['images/reviewer.jpg', 'site.yaml']);
    // The owner's staged file is still staged, not committed; the unnamed picture is untouched.
    expect(git('diff', '--cached', '--name-only').trim()).toBe('notes.txt');
    expect(git('status', '--porcelain', 'images/unused.jpg').trim()).toBe('?? images/unused.jpg');
    expect(existsSync(join(dir, '.git', 'hook-ran'))).toBe(true);
    // Nothing reached the remote.
    expect(execFileSync('git', ['--git-dir', remote, 'log', '-1', '--format=%s', 'main'], { encoding: 'utf8' })).toBe('The site as it was\n');

    const after = await call<{ committed: string }>(editor, 'GET', '/api/git');
    expect(after.committed).toBe(text);
    expect(await call<Commit>(editor, 'POST', '/api/git/commit', { message: 'Again' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^Nothing to commit/),
    });
  });

  it('says what the repository said when a hook refuses the commit, and commits nothing', async () => {
    const repo = await editorInRepository();
    editor = repo.editor;
    const { dir, file, git } = repo;
    writeFileSync(join(dir, '.git', 'hooks', 'pre-commit'), '#!/bin/sh\necho "the site must validate before it is committed" >&2\nexit 1\n');
    chmodSync(join(dir, '.git', 'hooks', 'pre-commit'), 0o755);
    await saveText(editor, readFileSync(file, 'utf8').replace('Find the Online Test You Can Trust', 'Refused by the hook'));
    const result = await call<Commit>(editor, 'POST', '/api/git/commit', { message: 'Should not land' });
    expect(result).toEqual({
      ok: false,
      message: expect.stringMatching(/^The commit failed, and nothing was committed\. Git said: the site must validate before it is committed/),
    });
    expect(git('log', '--format=%s')).toBe('The site as it was\n');
  });
});

describe('publishing through git, in the editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the changes since the last commit by page and field, then saves and commits them with a message', async () => {
    const repo = await editorInRepository();
    editor = repo.editor;
    const context = await localContext(browser, { viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(editor.url);
    await page.locator('#form-title').waitFor();
    await tree(page)
      .getByRole('treeitem', { name: /^Compare Online IQ/ })
      .click();
    await tree(page)
      .getByRole('treeitem', { name: /^1\. Hero/ })
      .click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Find a Test You Can Trust');
    await page.getByRole('button', { name: 'Changes and commit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changes since the last commit' });
    await dialog.getByText('1 change since the last commit on main, saved or not:').waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Pages › Compare Online IQ, Personality and Love Style Tests › 1. Hero');
    expect(text).toMatch(/TitleLast commitFind the Online Test You Can TrustNowFind a Test You Can Trust/);
    await dialog.getByRole('textbox', { name: 'What you changed' }).fill('A shorter hero title');
    await dialog.getByRole('button', { name: 'Save and commit' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /^Committed [0-9a-f]+: site\.yaml\. Nothing was pushed/ })
      .waitFor({ timeout: 30_000 });
    expect(repo.git('log', '-1', '--format=%s')).toBe('A shorter hero title\n');
    expect(repo.git('status', '--porcelain')).toBe('');
    await dialog.getByText('0 changes since the last commit on main, saved or not:').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await saved(page);
    await context.close();
  });
});
