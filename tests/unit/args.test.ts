import { describe, expect, it } from 'vitest';
import { type Command, helpText, otherCommand, parseArgs, runAs } from '../../src/cli/args.js';
import { FORMAT, portVar, SITE_MAX_BYTES, SITE_YAML } from '../../src/cli/options.js';

const validate: Command = {
  name: 'validate',
  summary: 'checks the site file.',
  flags: [FORMAT, { name: '--check', help: 'only check' }],
  env: [SITE_YAML, SITE_MAX_BYTES, portVar(4173)],
};

const parse = (argv: string[], env: Record<string, string> = {}) => parseArgs(validate, argv, env);
const npmRun = { npm_lifecycle_event: 'validate' };

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
    expect(parse(['--format', 'nope', '--help'])).toEqual({ ok: false, exit: 0, text: helpText(validate, {}) });
    expect(parse(['-h'])).toMatchObject({ ok: false, exit: 0 });
  });

  it('rejects an unknown flag with exit 2, suggesting the closest and listing the accepted ones', () => {
    expect(parse(['--fromat', 'github'])).toEqual({
      ok: false,
      exit: 2,
      text: "unknown flag '--fromat'; did you mean '--format'? blocksite validate accepts --format, --check, --help",
    });
    expect(parse(['--verbose'])).toEqual({ ok: false, exit: 2, text: "unknown flag '--verbose'; blocksite validate accepts --format, --check, --help" });
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
      text: "unexpected argument 'other.yaml'; blocksite validate takes only flags; name the site file with SITE_YAML=other.yaml blocksite validate",
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
    expect(() => result.args.env('OUT_DIR')).toThrow('blocksite validate reads OUT_DIR without declaring it');
    expect(() => result.args.has('--watch')).toThrow('blocksite validate reads --watch without declaring it');
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
    const text = helpText(validate, {});
    expect(text).toMatch(/^blocksite validate: checks the site file\./);
    expect(text).toContain('Usage: blocksite validate [--format text|github] [--check]');
    expect(text).toMatch(/\n {2}--format text\|github {2}how problems are printed/);
    expect(text).toMatch(/\n {2}--help +print this text/);
    expect(text).toMatch(/\n {2}SITE_YAML=site\.yaml +the site file/);
    expect(text).toMatch(/\n {2}SITE_MAX_BYTES=64MiB +the largest site file accepted/);
    expect(text).toMatch(/\n {2}PORT=4173 +the port to listen on/);
  });
});

describe('the command as the user ran it', () => {
  it('is named as the npm script that ran it, with -- before flags, so a hint can be pasted back', () => {
    expect(helpText(validate, npmRun)).toMatch(/^npm run validate: [\s\S]*\nUsage: npm run validate -- \[--format/);
    expect(parseArgs(validate, ['--verbose'], npmRun)).toMatchObject({ text: "unknown flag '--verbose'; npm run validate accepts --format, --check, --help" });
    expect(runAs(validate, { npm_lifecycle_event: 'start' })).toBe('npm start');
    expect(runAs(validate, { npm_lifecycle_event: 'test' })).toBe('npm test');
    expect(runAs(validate, { npm_lifecycle_event: 'validate', npm_command: 'exec' })).toBe('npx blocksite validate');
    expect(runAs(validate, {})).toBe('blocksite validate');
  });

  it('names another command the same way', () => {
    expect(otherCommand('build', {})).toBe('blocksite build');
    expect(otherCommand('build', npmRun)).toBe('npm run build');
    expect(otherCommand('build', { npm_command: 'exec' })).toBe('npx blocksite build');
  });
});

describe('a command that takes a word', () => {
  const make: Command = { name: 'new', summary: 'makes a site.', positionals: [{ name: 'DIR', help: 'the folder to make', required: true }], flags: [FORMAT] };

  it('reads it among the flags, before or after them, and after --', () => {
    for (const argv of [
      ['my-site', '--format', 'text'],
      ['--format=text', 'my-site'],
      ['--', 'my-site'],
    ]) {
      const result = parseArgs(make, argv, {});
      if (!result.ok) throw new Error(result.text);
      expect(result.args.positional('DIR')).toBe('my-site');
    }
  });

  it('says it is missing, and refuses a second one, exit 2', () => {
    expect(parseArgs(make, [], {})).toEqual({ ok: false, exit: 2, text: 'blocksite new needs DIR: the folder to make (blocksite new --help says more)' });
    expect(parseArgs(make, ['a', 'b'], {})).toMatchObject({
      exit: 2,
      text: "unexpected argument 'b'; blocksite new takes DIR and flags (blocksite new --help lists them)",
    });
  });

  it('lists it in the help, before the flags', () => {
    expect(helpText(make, {})).toContain('Usage: blocksite new DIR [--format text|github]\n\nArguments:\n  DIR  the folder to make\n\nFlags:');
  });
});
