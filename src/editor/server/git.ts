import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { IMAGE_DIR } from '../../model/pictures.js';
import { readData } from '../../validate/validate-site.js';

/** What the editor knows of the git repository the site file is in. */
export type GitState =
  | { repository: false; reason: string }
  | {
      repository: true;
      /** The branch commits go to, or undefined on a detached HEAD. */
      branch?: string;
      /** The site file as the last commit has it; null when no commit has it yet. */
      committed: string | null;
    };

export type CommitResult = { ok: true; commit: string; files: string[] } | { ok: false; message: string };

interface Run {
  code: number;
  out: string;
  err: string;
}

/** Runs git in the site's folder: no shell, no prompt for a password, and a minute for the repository's hooks. */
function git(cwd: string, args: string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'git',
      args,
      { cwd, timeout: 60_000, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
      (error, out, err) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, out: String(out), err: String(err) || (error && typeof error.code !== 'number' ? error.message : '') });
      },
    );
  });
}

/** The picture files a site file names (every `src` in it), as they are on disk under the pictures folder. */
function picturesNamed(text: string, siteDir: string): string[] {
  const { data } = readData(text);
  const found = new Set<string>();
  const folder = resolve(siteDir, IMAGE_DIR);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'src' && typeof inner === 'string') {
          const file = resolve(folder, inner);
          if (!relative(folder, file).startsWith('..') && existsSync(file)) found.add(file);
        } else walk(inner);
      }
  };
  walk(data);
  return [...found];
}

/**
 * Publishing through git, the way teams already share a site: the editor
 * commits the site file, and the pictures it names that are new or changed,
 * and nothing else; the repository's own hooks run; it never pushes.
 */
export class SiteRepository {
  private readonly dir: string;
  constructor(private readonly siteFile: string) {
    this.dir = dirname(siteFile);
  }

  /** The repository around the site file, and the file as last committed. */
  async state(): Promise<GitState> {
    const top = await git(this.dir, ['rev-parse', '--show-toplevel']);
    if (top.code !== 0)
      return /not a git repository/i.test(top.err)
        ? { repository: false, reason: 'The site file is not in a git repository, so there is nothing to commit to. Saving works as usual.' }
        : { repository: false, reason: `Git could not be asked about this folder: ${firstLine(top.err) || 'is git installed?'}` };
    const branch = await git(this.dir, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
    const shown = await git(this.dir, ['show', `HEAD:./${relative(this.dir, this.siteFile).split(sep).join('/')}`]);
    return { repository: true, branch: branch.code === 0 ? branch.out.trim() : undefined, committed: shown.code === 0 ? shown.out : null };
  }

  /** Commits the site file as it is on disk, with the pictures it names that git does not have as they are. */
  async commit(message: string, text: string): Promise<CommitResult> {
    const state = await this.state();
    if (!state.repository) return { ok: false, message: state.reason };
    const pictures = picturesNamed(text, this.dir);
    const status = pictures.length > 0 ? await git(this.dir, ['status', '--porcelain', '-z', '--untracked-files=all', '--', ...pictures]) : undefined;
    const top = (await git(this.dir, ['rev-parse', '--show-toplevel'])).out.trim();
    // Porcelain paths are relative to the top of the repository: "XY path", one per NUL.
    const changedPictures = (status?.out ?? '')
      .split('\0')
      .filter((entry) => entry.length > 3)
      .map((entry) => resolve(top, entry.slice(3)));
    const files = [this.siteFile, ...changedPictures];
    if (state.committed === text && changedPictures.length === 0)
      return { ok: false, message: 'Nothing to commit: the site file is as the last commit has it.' };
    const added = await git(this.dir, ['add', '--', ...files]);
    if (added.code !== 0) return { ok: false, message: `Git could not take the files: ${firstLine(added.err)}` };
    // --only: other changes the owner has staged stay staged, and out of this commit.
    const done = await git(this.dir, ['commit', '--only', '-m', message, '--', ...files]);
    if (done.code !== 0) return { ok: false, message: `The commit failed, and nothing was committed. Git said: ${(done.err || done.out).trim()}` };
    const head = await git(this.dir, ['rev-parse', '--short', 'HEAD']);
    return { ok: true, commit: head.out.trim(), files: files.map((f) => relative(top, f).split(sep).join('/')) };
  }
}

const firstLine = (text: string) =>
  text
    .trim()
    .split('\n')[0]
    ?.replace(/^fatal: /, '') ?? '';
