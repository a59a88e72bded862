import { parseArgs as parseTokens } from 'node:util';
import { suggestion } from '../validate/suggest.js';

/** A flag: a switch (`--check`), or one that takes one of `values` (`--format github`, `--format=github`). */
export interface Flag {
  name: string;
  values?: string[];
  help: string;
}

/** A word given after the command, such as the folder `blocksite new` writes into. */
export interface Positional {
  name: string;
  help: string;
  /** Without it the command cannot run; an optional one may be left out. */
  required?: boolean;
}

/** An environment variable the command reads. Unset or empty means `default`. */
export interface EnvVar {
  name: string;
  help: string;
  default?: string;
  /** Why a value cannot be used, in one line naming the variable; undefined when it can. */
  problem?: (value: string) => string | undefined;
}

/** What a command accepts: its help is written from this, and nothing else is accepted. */
export interface Command {
  /** The command's name after `blocksite`: 'validate' is run as `blocksite validate`. */
  name: string;
  /** What it does and how it exits, in a sentence or two. */
  summary: string;
  flags?: Flag[];
  positionals?: Positional[];
  env?: EnvVar[];
}

export interface Parsed {
  /** The value given for a flag that takes one, or undefined. */
  value(flag: string): string | undefined;
  /** Whether a switch was given. */
  has(flag: string): boolean;
  /** A positional's value, or undefined when it was left out. */
  positional(name: string): string | undefined;
  /** A declared variable's value, or its default. */
  env(name: string): string | undefined;
}

/** Either what the command was asked to do, or what to print and the exit code (0 for --help, 2 for a mistake). */
export type ParseResult = { ok: true; args: Parsed } | { ok: false; exit: 0 | 2; text: string };

const HELP: Flag = { name: '--help', help: 'print this text and exit (-h works too)' };

/**
 * How the user started the command, so a hint can be pasted back: through
 * an npm script (`npm run validate`, `npm start`, `npm test`; npm names it in
 * npm_lifecycle_event), through npx (`npx blocksite validate`), or as
 * `blocksite validate`.
 */
export function runAs(command: Command, environment: NodeJS.ProcessEnv = process.env): string {
  if (environment.npm_command === 'exec') return `npx blocksite ${command.name}`;
  const script = environment.npm_lifecycle_event;
  if (!script) return `blocksite ${command.name}`;
  return script === 'start' || script === 'test' ? `npm ${script}` : `npm run ${script}`;
}

/**
 * How to run another command, said the way the user runs this one: a site
 * made by `blocksite new`, like this repository, names its npm scripts after
 * the commands.
 */
export function otherCommand(name: string, environment: NodeJS.ProcessEnv = process.env): string {
  if (environment.npm_command === 'exec') return `npx blocksite ${name}`;
  return environment.npm_lifecycle_event ? (name === 'start' ? 'npm start' : `npm run ${name}`) : `blocksite ${name}`;
}

/** How flags follow the command: npm needs `--` before them. */
function flagsAfter(command: Command, environment: NodeJS.ProcessEnv): string {
  const how = runAs(command, environment);
  return how.startsWith('npm ') ? `${how} --` : how;
}

export function parseArgs(command: Command, argv: string[], environment: NodeJS.ProcessEnv): ParseResult {
  const flags = [...(command.flags ?? []), HELP];
  const positionals = command.positionals ?? [];
  const how = runAs(command, environment);
  const mistake = (text: string): ParseResult => ({ ok: false, exit: 2, text });
  // node:util cuts the words into flags, values and positionals (--name=value, -h, `--`); what each may be is checked here,
  // so every mistake gets a message that says how to put it right rather than Node's own wording.
  const { tokens } = parseTokens({
    args: argv,
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: Object.fromEntries(flags.map((f) => [f.name.slice(2), { type: f.values ? ('string' as const) : ('boolean' as const) }])),
  });
  if (tokens.some((t) => t.kind === 'option' && (t.name === 'help' || t.name === 'h'))) return { ok: false, exit: 0, text: helpText(command, environment) };
  const given = new Map<string, string | true>();
  const words: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'option-terminator') continue;
    if (token.kind === 'positional') {
      if (words.length < positionals.length) {
        words.push(token.value);
        continue;
      }
      const hint =
        /\.ya?ml$/i.test(token.value) && command.env?.some((v) => v.name === 'SITE_YAML') ? `; name the site file with SITE_YAML=${token.value} ${how}` : '';
      const takes = positionals.length === 0 ? 'only flags' : `${positionals.map((p) => p.name).join(' ')} and flags`;
      return mistake(`unexpected argument '${token.value}'; ${how} takes ${takes}${hint || ` (${flagsAfter(command, environment)} --help lists them)`}`);
    }
    const name = token.rawName.startsWith('--') ? token.rawName : `-${token.name}`;
    const flag = flags.find((f) => f.name === name);
    if (!flag) {
      const names = flags.map((f) => f.name);
      return mistake(`unknown flag '${name}'${suggestion(name, names) || ';'} ${how} accepts ${names.join(', ')}`);
    }
    if (!flag.values) {
      if (token.value !== undefined) return mistake(`${name} takes no value`);
      given.set(name, true);
      continue;
    }
    // Without an `=`, a word that starts with a dash is the next flag, not this one's value.
    const value = token.inlineValue || !token.value?.startsWith('-') ? token.value : undefined;
    if (value === undefined || value === '') return mistake(`${name} needs a value: ${flag.values.join(' or ')}`);
    if (!flag.values.includes(value))
      return mistake(`unknown ${name} '${value}'${suggestion(value, flag.values) || ';'} ${name} accepts ${flag.values.join(', ')}`);
    given.set(name, value);
  }
  const missing = positionals.slice(words.length).find((p) => p.required);
  if (missing) return mistake(`${how} needs ${missing.name}: ${missing.help} (${flagsAfter(command, environment)} --help says more)`);
  for (const v of command.env ?? []) {
    const value = environment[v.name];
    const problem = value ? v.problem?.(value) : undefined;
    if (problem) return { ok: false, exit: 2, text: problem };
  }
  // Reading a flag or variable the command did not declare is a mistake in the
  // command, not the user's: its help would leave it out.
  const declared = <T extends { name: string }>(name: string, list: T[]): T => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`blocksite ${command.name} reads ${name} without declaring it`);
    return found;
  };
  return {
    ok: true,
    args: {
      value(name) {
        declared(name, flags);
        const value = given.get(name);
        return typeof value === 'string' ? value : undefined;
      },
      has(name) {
        declared(name, flags);
        return given.has(name);
      },
      positional(name) {
        return words[positionals.indexOf(declared(name, positionals))];
      },
      env(name) {
        const variable = declared(name, command.env ?? []);
        return environment[name] || variable.default;
      },
    },
  };
}

/** Rows of a label and its help, the labels padded to one width. */
export function table(rows: Array<[string, string]>): string {
  const width = Math.max(...rows.map(([label]) => label.length));
  return rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`).join('\n');
}

export function helpText(command: Command, environment: NodeJS.ProcessEnv = process.env): string {
  const flags = [...(command.flags ?? []), HELP];
  const flagLabel = (f: Flag) => (f.values ? `${f.name} ${f.values.join('|')}` : f.name);
  const envLabel = (v: EnvVar) => (v.default ? `${v.name}=${v.default}` : v.name);
  const words = (command.positionals ?? []).map((p) => (p.required ? p.name : `[${p.name}]`));
  const usage = [...words, ...(command.flags ?? []).map((f) => `[${flagLabel(f)}]`)].join(' ');
  const lines = [
    `${runAs(command, environment)}: ${command.summary}`,
    '',
    `Usage: ${usage ? `${flagsAfter(command, environment)} ${usage}` : runAs(command, environment)}`,
  ];
  if (command.positionals?.length) lines.push('', 'Arguments:', table(command.positionals.map((p) => [p.name, p.help])));
  lines.push('', 'Flags:', table(flags.map((f) => [flagLabel(f), f.help])));
  if (command.env?.length) lines.push('', 'Environment (the value shown is the default):', table(command.env.map((v) => [envLabel(v), v.help])));
  return lines.join('\n');
}

/** The parsed command line of this process; prints the help or the mistake and exits when there is no work to do. */
export function commandLine(command: Command): Parsed {
  const result = parseArgs(command, process.argv.slice(2), process.env);
  if (result.ok) return result.args;
  if (result.exit === 0) console.log(result.text);
  else console.error(result.text);
  process.exit(result.exit);
}
