import { spawnSync } from 'node:child_process';

/** Node's arguments for `blocksite <command>` as this repository's npm scripts start it: through the bundling launcher. */
export function commandArgs(command: string): string[] {
  return ['src/cli/run.mjs', command === 'gen-schema' ? 'gen:schema' : command];
}

/**
 * Runs `blocksite <command>` as a user would type it, without npm: messages then name `blocksite <command>`.
 * GitHub annotations off unless asked.
 */
export function runCommand(command: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [...commandArgs(command), ...args], {
    env: { ...process.env, GITHUB_ACTIONS: '', npm_lifecycle_event: '', npm_command: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
