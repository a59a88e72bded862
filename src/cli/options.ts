/** The flags and environment variables several commands share, declared once so their help reads the same. */
import { readMaxBytes } from '../load/size-limit.js';
import type { EnvVar, Flag, Parsed } from './args.js';

export const SITE_YAML: EnvVar = { name: 'SITE_YAML', default: 'site.yaml', help: 'the site file' };

export const SITE_MAX_BYTES: EnvVar = {
  name: 'SITE_MAX_BYTES',
  default: '64MiB',
  help: 'the largest site file accepted, and one value in it for each 32 bytes: bytes, or KB, MB, GB (1000-based) or KiB, MiB, GiB (1024-based), such as 128MiB',
  problem: (value) => readMaxBytes(value).error,
};

export const OUT_DIR: EnvVar = { name: 'OUT_DIR', default: 'dist', help: 'the folder the built site is in' };

export const HOST: EnvVar = { name: 'HOST', default: '127.0.0.1', help: 'the address to listen on (0.0.0.0 for every network)' };

/** PORT, with the command's own default. */
export function portVar(defaultPort: number): EnvVar {
  return { name: 'PORT', default: String(defaultPort), help: 'the port to listen on (0 picks a free one)', problem: portProblem };
}

export function portProblem(value: string): string | undefined {
  if (/^\d{1,5}$/.test(value.trim()) && Number(value) <= 65535) return undefined;
  return `PORT is '${value}', which is not a port; write a whole number from 0 to 65535, such as PORT=4174`;
}

export const GITHUB_ACTIONS: EnvVar = { name: 'GITHUB_ACTIONS', help: "'true' (GitHub Actions sets it) makes --format github the default" };

export const FORMAT: Flag = {
  name: '--format',
  values: ['text', 'github'],
  help: 'how problems are printed: text (site.yaml:LINE:COL  CODE message, the code looked up in docs/errors.md), or github, which adds ::error annotations that GitHub Actions marks on the pull request',
};

/** validate's --format, which can also print JSON for other tools and CI systems. */
export const VALIDATE_FORMAT: Flag = {
  ...FORMAT,
  values: ['text', 'github', 'json'],
  help: `${FORMAT.help}, or json: one object on standard output with every problem's code, title, line, column, message and data path`,
};

/** How problems are printed: as asked, or with GitHub annotations by default inside GitHub Actions. */
export function outputFormat(args: Parsed): 'text' | 'github' | 'json' {
  const format = args.value('--format');
  if (format === 'github' || format === 'json' || format === 'text') return format;
  return args.env('GITHUB_ACTIONS') === 'true' ? 'github' : 'text';
}

/** GitHub annotations when asked for, or by default inside GitHub Actions. */
export function githubFormat(args: Parsed): boolean {
  return outputFormat(args) === 'github';
}
