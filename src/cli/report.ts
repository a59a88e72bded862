import type { Problem } from '../problem.js';

/**
 * Characters a terminal or a CI log acts on rather than shows: C0 and C1
 * controls (escape sequences recolour or rewrite the screen, a newline starts
 * a line that can read as a workflow command), line and paragraph
 * separators, and the marks that reorder text. A message quotes keys and
 * values from the site file, where a double-quoted key can hold any of them
 * ("\e[2J", "\n::warning::"), so each is printed as its escape.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from the site file made safe to print: every character above as \n, \x1b or \u202e. */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => {
    if (c === '\n') return '\\n';
    if (c === '\r') return '\\r';
    if (c === '\t') return '\\t';
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}

/** `site.yaml:12:5  message`, the form editors and terminals turn into links. Never a line that starts with '::', which CI would read as a command. */
export function formatProblem(file: string, p: Problem): string {
  const line = `${printable(file)}:${p.line}:${p.col}  ${printable(p.message)}`;
  return line.startsWith('::') ? `./${line}` : line;
}

/** GitHub Actions annotation, so CI marks the line in the pull request (escaped as the Actions toolkit escapes its data and properties). */
export function formatGithub(file: string, p: Problem): string {
  const escapeData = (s: string) => printable(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return `::error file=${escapeProperty(file)},line=${p.line},col=${p.col}::${escapeData(p.message)}`;
}

/**
 * Every problem, then a count. `outcome` is what the command did not do because
 * of them ("Nothing was built."): only the command knows, since validate never
 * builds anything.
 */
export function printProblems(file: string, problems: Problem[], github: boolean, outcome = '', write: (line: string) => void = console.error): void {
  for (const p of problems) write(formatProblem(file, p));
  if (github) for (const p of problems) write(formatGithub(file, p));
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${printable(file)}.`;
  write(`\n${outcome ? `${count} ${outcome}` : count}`);
}

/**
 * Exits with `code` once everything printed is written, and never returns.
 * A pipe that another program set not to block (Node's own child processes
 * do) takes writes in the background, and exiting at once cut a long list
 * of problems short, the count at its end with it.
 */
export function exitWhenWritten(code: number): Promise<never> {
  process.stderr.write('', () => process.stdout.write('', () => process.exit(code)));
  return new Promise(() => {});
}

/**
 * Every problem as one JSON object, for tools and CI systems other than
 * GitHub's: { file, valid, problems: [{ line, col, message, path }] }, where
 * path is the data path of the field to fix, when the problem is about one.
 */
export function jsonReport(file: string, problems: Problem[]): string {
  const list = problems.map((p) => ({ line: p.line, col: p.col, message: p.message, ...(p.path && { path: p.path }) }));
  return JSON.stringify({ file, valid: problems.length === 0, problems: list }, null, 2);
}
