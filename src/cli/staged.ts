import { spawnSync } from 'node:child_process';
import { basename, dirname } from 'node:path';

/**
 * The site file as git's index holds it, which is what the next commit
 * will hold: `text`, or none when git does not track it; or, when git
 * cannot tell (no git, not a repository), the problem in one line.
 */
export function stagedText(siteFile: string): { text?: string; problem?: string } {
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dirname(siteFile), encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 });
  const inside = git('rev-parse', '--is-inside-work-tree');
  if (inside.error)
    return { problem: `--staged reads the file from git, and git could not be run (${inside.error.message}); install git, or validate without --staged` };
  if (inside.status !== 0)
    return { problem: `--staged reads the file from git, but ${dirname(siteFile)} is not in a git repository; validate without --staged` };
  // `:./name` is the index's copy of the file named relative to the working folder.
  const shown = git('show', `:./${basename(siteFile)}`);
  return shown.status === 0 ? { text: shown.stdout } : {};
}
