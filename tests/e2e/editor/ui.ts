import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { startEditor, type EditorServer } from '../../../src/editor/server/server.js';
import { IQ_SITE_FILE } from '../../iq-site.js';

/** The outline's tree. */
export const tree = (page: Page) => page.getByRole('tree', { name: 'Parts of the site' });

/** Opens lines of the outline in turn, by their names. */
export async function open(page: Page, ...names: RegExp[]): Promise<void> {
  for (const name of names) await tree(page).getByRole('treeitem', { name }).first().click();
}

/** A text field by its label; required fields' asterisks are not part of the name. */
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The preview's page. */
export const preview = (page: Page) => page.frameLocator('iframe[title="Page preview"]');

/** Waits until the editor says the file on disk holds every change. */
export async function saved(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .count(),
      // A save checks the whole file first: on a busy machine that takes seconds.
      { timeout: 30_000 },
    )
    .toBe(1);
}

/**
 * The owner's actions, counted as the issue counts them: each click, each
 * key that is not typing text (Enter, a shortcut) and each drag is one;
 * typing words is not.
 */
export class Actions {
  count = 0;
  constructor(private readonly page: Page) {}

  async click(target: Locator): Promise<void> {
    this.count++;
    await target.click();
  }

  async press(key: string): Promise<void> {
    this.count++;
    await this.page.keyboard.press(key);
  }

  /** Typing, which is not counted. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
}

/** A git repository holding a copy of a site file, committed, and an editor started on it. */
export async function editorInRepository(
  source = IQ_SITE_FILE,
): Promise<{ editor: EditorServer; file: string; dir: string; git: (...args: string[]) => string }> {
  const dir = mkdtempSync(join(tmpdir(), 'editor-git-'));
  const file = join(dir, 'site.yaml');
  copyFileSync(source, file);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Site Owner');
  git('config', 'user.email', 'owner@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('add', 'site.yaml');
  git('commit', '--quiet', '-m', 'The site as it was');
  const editor = await startEditor({ siteFile: file, display: 'site.yaml', port: 0 });
  return { editor, file, dir, git };
}

/** The lines a diff removes and adds, without its headers: what changed in the file, line by line. */
export function diffLines(diff: string): { removed: string[]; added: string[] } {
  const lines = diff.split('\n').filter((l) => !/^(diff |index |--- |\+\+\+ |@@)/.test(l));
  return { removed: lines.filter((l) => l.startsWith('-')).map((l) => l.slice(1)), added: lines.filter((l) => l.startsWith('+')).map((l) => l.slice(1)) };
}
