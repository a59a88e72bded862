import { formatProblem, printable, type Problem } from '../problem.js';
import { kindOf } from '../problem-catalogue.js';

/** GitHub Actions annotation, so CI marks the line in the pull request, titled with the problem's code and kind (escaped as the Actions toolkit escapes its data and properties). */
export function formatGithub(file: string, p: Problem): string {
  const escapeData = (s: string) => printable(s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'));
  const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = `${p.code} ${kindOf(p.code)?.title ?? ''}`.trim();
  return `::error file=${escapeProperty(file)},line=${p.line},col=${p.col},title=${escapeProperty(title)}::${escapeData(p.message)}`;
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
 * GitHub's: { file, valid, problems: [{ line, col, code, title, message, path }] },
 * where code is the problem's entry in docs/errors.md, title names its kind,
 * and path is the data path of the field to fix, when the problem is about one.
 */
export function jsonReport(file: string, problems: Problem[]): string {
  const list = problems.map((p) => ({
    line: p.line,
    col: p.col,
    code: p.code,
    title: kindOf(p.code)?.title,
    message: p.message,
    ...(p.path && { path: p.path }),
  }));
  return JSON.stringify({ file, valid: problems.length === 0, problems: list }, null, 2);
}
