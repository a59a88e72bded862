import { describe, expect, it } from 'vitest';
import { helpText, parseArgs, type Command } from '../../src/cli/args.js';
import { FORMAT, portVar, SITE_MAX_BYTES, SITE_YAML } from '../../src/cli/options.js';

const validate: Command = {
  script: 'validate',
  summary: 'checks the site file.',
  flags: [FORMAT, { name: '--check', help: 'only check' }],
  env: [SITE_YAML, SITE_MAX_BYTES, portVar(4173)],
};

const parse = (argv: string[], env: Record<string, string> = {}) => parseArgs(validate, argv, env);

describe('parseArgs', () => {
  it('accepts a flag with its value, separate or after =, and a switch', () => {
    for (const argv of [
      ['--format', 'github', '--check'],
      ['--check', '--format=github'],
    ]) {
      const result = parse(argv);
      if (!result.ok) throw new Error(result.text);
      expect(result.args.value('--format')).toBe('github');
      expect(result.args.has('--check')).toBe(true);
    }
  });

  it('accepts nothing at all', () => {
    const result = parse([]);
    expect(result.ok && result.args.value('--format')).toBeUndefined();
  });

  it('answers --help and -h with the help text and exit 0', () => {
    expect(parse(['--format', 'nope', '--help'])).toEqual({ ok: false, exit: 0, text: helpText(validate) });
    expect(parse(['-h'])).toMatchObject({ ok: false, exit: 0 });
  });

  it('rejects an unknown flag with exit 2, suggesting the closest and listing the accepted ones', () => {
    expect(parse(['--fromat', 'github'])).toEqual({
      ok: false,
      exit: 2,
      text: "unknown flag '--fromat'; did you mean '--format'? npm run validate accepts --format, --check, --help",
    });
    expect(parse(['--verbose'])).toEqual({ ok: false, exit: 2, text: "unknown flag '--verbose'; npm run validate accepts --format, --check, --help" });
  });

  it('rejects an unknown value, suggesting the closest and listing the accepted ones', () => {
    expect(parse(['--format', 'gihub'])).toEqual({
      ok: false,
      exit: 2,
      text: "unknown --format 'gihub'; did you mean 'github'? --format accepts text, github",
    });
    expect(parse(['--format=json'])).toEqual({ ok: false, exit: 2, text: "unknown --format 'json'; --format accepts text, github" });
  });

  it('rejects a missing value, and a value given to a switch', () => {
    expect(parse(['--format'])).toMatchObject({ exit: 2, text: '--format needs a value: text or github' });
    expect(parse(['--format', '--check'])).toMatchObject({ exit: 2, text: '--format needs a value: text or github' });
    expect(parse(['--check=yes'])).toMatchObject({ exit: 2, text: '--check takes no value' });
  });

  it('rejects a file name, pointing at SITE_YAML', () => {
    expect(parse(['other.yaml'])).toMatchObject({
      exit: 2,
      text: "unexpected argument 'other.yaml'; npm run validate takes only flags; name the site file with SITE_YAML=other.yaml npm run validate",
    });
  });

  it('reads a declared variable, or its default when unset or empty', () => {
    const result = parse([], { SITE_YAML: 'other.yaml', PORT: '' });
    if (!result.ok) throw new Error(result.text);
    expect(result.args.env('SITE_YAML')).toBe('other.yaml');
    expect(result.args.env('PORT')).toBe('4173');
  });

  it('refuses to read a flag or variable the command did not declare', () => {
    const result = parse([]);
    if (!result.ok) throw new Error(result.text);
    expect(() => result.args.env('OUT_DIR')).toThrow('npm run validate reads OUT_DIR without declaring it');
    expect(() => result.args.has('--watch')).toThrow('npm run validate reads --watch without declaring it');
  });

  it.each([['2MB'], ['8MiB'], ['1048576'], ['64kib']])('accepts SITE_MAX_BYTES=%s', (value) => {
    expect(parse([], { SITE_MAX_BYTES: value }).ok).toBe(true);
  });

  it.each([['2M'], ['lots'], ['1.5'], ['-1']])('rejects SITE_MAX_BYTES=%s with exit 2 and one line naming it', (value) => {
    const result = parse([], { SITE_MAX_BYTES: value });
    expect(result).toMatchObject({ ok: false, exit: 2 });
    expect(!result.ok && result.text).toMatch(
      new RegExp(`^SITE_MAX_BYTES is '${value.replace('.', '\\.')}', which is not a size; write a byte count .*KiB, MiB, GiB \\(1024-based\\)[^\\n]*$`),
    );
  });

  it.each([['0'], ['4174'], ['65535']])('accepts PORT=%s', (value) => {
    expect(parse([], { PORT: value }).ok).toBe(true);
  });

  it.each([['65536'], ['http'], ['41.5'], ['-1'], ['4174x']])('rejects PORT=%s with exit 2', (value) => {
    expect(parse([], { PORT: value })).toEqual({
      ok: false,
      exit: 2,
      text: `PORT is '${value}', which is not a port; write a whole number from 0 to 65535, such as PORT=4174`,
    });
  });
});

describe('helpText', () => {
  it('names the command, each flag with its values, and each variable with its default', () => {
    const text = helpText(validate);
    expect(text).toMatch(/^npm run validate: checks the site file\./);
    expect(text).toContain('Usage: npm run validate -- [--format text|github] [--check]');
    expect(text).toMatch(/\n {2}--format text\|github {2}how problems are printed/);
    expect(text).toMatch(/\n {2}--help +print this text/);
    expect(text).toMatch(/\n {2}SITE_YAML=site\.yaml +the site file/);
    expect(text).toMatch(/\n {2}SITE_MAX_BYTES=128MiB +the largest site file accepted/);
    expect(text).toMatch(/\n {2}PORT=4173 +the port to listen on/);
  });
});
