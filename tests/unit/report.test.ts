import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatGithub, jsonReport, printProblems } from '../../src/cli/report.js';
import { runCommand } from '../run-command.js';

const problems = [
  { line: 2, col: 3, code: 'BS2001', message: 'first' },
  { line: 5, col: 1, code: 'BS1009', message: 'second' },
] as const;

function printed(outcome?: string): string[] {
  const lines: string[] = [];
  printProblems('site.yaml', [...problems], false, outcome, (line) => lines.push(line));
  return lines;
}

describe('printProblems', () => {
  it('ends with the count alone when no outcome is given', () => {
    expect(printed()).toEqual(['site.yaml:2:3  BS2001 first', 'site.yaml:5:1  BS1009 second', '\n2 problems in site.yaml.']);
  });

  it("ends with the command's outcome when it gives one", () => {
    expect(printed('Nothing was built.').at(-1)).toBe('\n2 problems in site.yaml. Nothing was built.');
  });
});

describe('the reports for tools', () => {
  it('give each problem its code and the title of its kind in JSON', () => {
    const report = JSON.parse(jsonReport('site.yaml', [{ ...problems[0], path: ['settings', 'x'] }]));
    expect(report).toEqual({
      file: 'site.yaml',
      valid: false,
      problems: [{ line: 2, col: 3, code: 'BS2001', title: 'Unknown field', message: 'first', path: ['settings', 'x'] }],
    });
  });

  it("title GitHub's annotation with the code and its kind, escaped as its properties must be", () => {
    expect(formatGithub('my site, v2.yaml', problems[1])).toBe('::error file=my site%2C v2.yaml,line=5,col=1,title=BS1009 A key twice in one mapping::second');
  });
});

describe('problems quoting what the site file wrote', () => {
  // A double-quoted key may hold any character by its escape: a screen-clearing sequence, a newline, a workflow command.
  const hostile = 'settings:\n  "theme\\e[2J\\e[31m\\n::warning file=x::pwned\\u202e": 1\n';

  it('print control characters as escapes, in the terminal and in annotations, and no line starts with :: but our own annotations', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'site.yaml');
    writeFileSync(file, hostile);
    const result = runCommand('validate', [], { SITE_YAML: file, GITHUB_ACTIONS: 'true' });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain("unknown field 'theme\\x1b[2J\\x1b[31m\\n::warning file=x::pwned\\u202e' in settings");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that none is printed
    expect(output).not.toMatch(/[\u001b\u202e]/);
    const commands = output.split('\n').filter((line) => line.startsWith('::'));
    expect(commands.length).toBeGreaterThan(0);
    for (const line of commands) expect(line).toMatch(/^::error file=[^:,]+,line=\d+,col=\d+,title=BS\d{4} [^:]+::/);
  });

  it('never start a plain problem line with ::, even for a file named so', () => {
    const lines: string[] = [];
    printProblems('::warning::x', [{ line: 1, col: 1, code: 'BS2001', message: 'a\nb' }], false, '', (line) => lines.push(line));
    expect(lines[0]).toBe('./::warning::x:1:1  BS2001 a\\nb');
  });
});

describe('npm run validate on a broken file', () => {
  it('ends its list with the count and does not claim to have skipped a build', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'report-')), 'site.yaml');
    writeFileSync(file, 'settings: {}\n');
    const result = runCommand('validate', [], { SITE_YAML: file });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/\n\d+ problems? in .*site\.yaml\.\n$/);
    expect(result.stderr).not.toContain('Nothing was built');
  });
});

describe('npm run build on a broken file', () => {
  it('says nothing was built and the output folder was left as it was', () => {
    const work = mkdtempSync(join(tmpdir(), 'report-'));
    writeFileSync(join(work, 'site.yaml'), 'settings: {}\n');
    const result = runCommand('build', [], { SITE_YAML: join(work, 'site.yaml'), OUT_DIR: join(work, 'out') });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/problems? in .*site\.yaml\. Nothing was built\.\n.*out\/ was left as it was\.\n$/);
  });
});
