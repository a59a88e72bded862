import { spawnSync } from 'node:child_process';

/** Runs one of src/cli/*.ts as `npm run` does, without the npm banner; GitHub annotations off unless asked. */
export function runCommand(script: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
