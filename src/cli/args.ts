import { suggestion } from '../validate/suggest.js';

/** A flag: a switch (`--check`), or one that takes one of `values` (`--format github`, `--format=github`). */
export interface Flag {
  name: string;
  values?: string[];
  help: string;
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
  /** The npm script: 'validate' is run as `npm run validate`. */
  script: string;
  /** What it does and how it exits, in a sentence or two. */
  summary: string;
  flags?: Flag[];
  env?: EnvVar[];
}

export interface Parsed {
  /** The value given for a flag that takes one, or undefined. */
  value(flag: string): string | undefined;
  /** Whether a switch was given. */
  has(flag: string): boolean;
  /** A declared variable's value, or its default. */
  env(name: string): string | undefined;
}

/** Either what the command was asked to do, or what to print and the exit code (0 for --help, 2 for a mistake). */
export type ParseResult = { ok: true; args: Parsed } | { ok: false; exit: 0 | 2; text: string };

const HELP: Flag = { name: '--help', help: 'print this text and exit (-h works too)' };

export function runAs(command: Command): string {
  return command.script === 'start' ? 'npm start' : `npm run ${command.script}`;
}

export function parseArgs(command: Command, argv: string[], environment: NodeJS.ProcessEnv): ParseResult {
  const flags = [...(command.flags ?? []), HELP];
  if (argv.includes('--help') || argv.includes('-h')) return { ok: false, exit: 0, text: helpText(command) };
  const mistake = (text: string): ParseResult => ({ ok: false, exit: 2, text });
  const given = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('-')) {
      const hint =
        /\.ya?ml$/i.test(arg) && command.env?.some((v) => v.name === 'SITE_YAML') ? `; name the site file with SITE_YAML=${arg} ${runAs(command)}` : '';
      return mistake(`unexpected argument '${arg}'; ${runAs(command)} takes only flags${hint || ` (${runAs(command)} -- --help lists them)`}`);
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const flag = flags.find((f) => f.name === name);
    if (!flag) {
      const names = flags.map((f) => f.name);
      return mistake(`unknown flag '${name}'${suggestion(name, names) || ';'} ${runAs(command)} accepts ${names.join(', ')}`);
    }
    if (!flag.values) {
      if (inline !== undefined) return mistake(`${name} takes no value`);
      given.set(name, true);
      continue;
    }
    const value = inline ?? (argv[i + 1]?.startsWith('-') ? undefined : argv[++i]);
    if (value === undefined || value === '') return mistake(`${name} needs a value: ${flag.values.join(' or ')}`);
    if (!flag.values.includes(value))
      return mistake(`unknown ${name} '${value}'${suggestion(value, flag.values) || ';'} ${name} accepts ${flag.values.join(', ')}`);
    given.set(name, value);
  }
  for (const v of command.env ?? []) {
    const value = environment[v.name];
    const problem = value ? v.problem?.(value) : undefined;
    if (problem) return { ok: false, exit: 2, text: problem };
  }
  // Reading a flag or variable the command did not declare is a mistake in the
  // command, not the user's: its help would leave it out.
  const declared = <T extends { name: string }>(name: string, list: T[]): T => {
    const found = list.find((x) => x.name === name);
    if (!found) throw new Error(`${runAs(command)} reads ${name} without declaring it`);
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
      env(name) {
        const variable = declared(name, command.env ?? []);
        return environment[name] || variable.default;
      },
    },
  };
}

export function helpText(command: Command): string {
  const flags = [...(command.flags ?? []), HELP];
  const flagLabel = (f: Flag) => (f.values ? `${f.name} ${f.values.join('|')}` : f.name);
  const envLabel = (v: EnvVar) => (v.default ? `${v.name}=${v.default}` : v.name);
  const table = (rows: Array<[string, string]>) => {
    const width = Math.max(...rows.map(([label]) => label.length));
    return rows.map(([label, help]) => `  ${label.padEnd(width)}  ${help}`).join('\n');
  };
  const usageFlags = (command.flags ?? []).map((f) => `[${flagLabel(f)}]`).join(' ');
  const lines = [
    `${runAs(command)}: ${command.summary}`,
    '',
    `Usage: ${runAs(command)}${usageFlags ? ` -- ${usageFlags}` : ''}`,
    '',
    'Flags:',
    table(flags.map((f) => [flagLabel(f), f.help])),
  ];
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
