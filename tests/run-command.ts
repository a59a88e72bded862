import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

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

/** A long-running command (the dev server, the editor), started as npm starts it. */
export interface StartedCommand {
  /** The first address it printed that matched. */
  url: string;
  /** Stops it as Ctrl+C does, and gives what it printed. */
  stop(): Promise<{ stdout: string; stderr: string }>;
}

/**
 * Starts `blocksite <command>` in `cwd` (this checkout's, or `launcher`, another's src/cli/run.mjs)
 * and waits until it prints an address that matches `address`.
 */
export async function startCommand(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; address: RegExp; launcher?: string },
): Promise<StartedCommand> {
  const [launcher, ...rest] = commandArgs(command);
  const child = spawn(process.execPath, [options.launcher ?? resolve(import.meta.dirname, '..', launcher), ...rest], { cwd: options.cwd, env: options.env });
  const printed = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (printed.stdout += chunk));
  child.stderr.on('data', (chunk) => (printed.stderr += chunk));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    child.stdout.on('data', () => {
      // Without the colours a terminal would get.
      const found = options.address.exec(stripVTControlCharacters(printed.stdout));
      if (found) done(found[0]);
    });
    void exited.then(() => fail(new Error(`${command} ended before it printed its address:\n${printed.stdout}${printed.stderr}`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return printed;
    },
  };
}

/** What the editor's page does with the address `npm run edit` printed: trades its one-time code for the token the API needs. */
export async function openEditor(url: string): Promise<{ origin: string; headers: Record<string, string> }> {
  const { origin, searchParams } = new URL(url);
  const json = { 'content-type': 'application/json', origin };
  const opened = await fetch(`${origin}/api/open`, { method: 'POST', headers: json, body: JSON.stringify({ code: searchParams.get('code') }) });
  const { token } = (await opened.json()) as { token: string };
  return { origin, headers: { ...json, 'x-editor-token': token } };
}
