import { spawnSync } from 'node:child_process';

/**
 * Node's arguments for one of src/cli/*.ts as its `npm run` script starts it:
 * build and validate through the bundling launcher (src/cli/run.mjs), the
 * others through the tsx loader.
 */
export function commandArgs(script: string): string[] {
  return script === 'build' || script === 'validate' ? ['src/cli/run.mjs', script] : ['--import', 'tsx', `src/cli/${script}.ts`];
}

/** Runs one of src/cli/*.ts as `npm run` does, without the npm banner; GitHub annotations off unless asked. */
export function runCommand(script: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [...commandArgs(script), ...args], {
    env: { ...process.env, GITHUB_ACTIONS: '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}
