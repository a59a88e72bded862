import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSite, parseSource } from '../../src/load/load-site.js';

describe('parseSource', () => {
  it('accepts a plain mapping and returns its data', () => {
    const { data, problems } = parseSource('a: 1\nb: [x, y]\n');
    expect(problems).toEqual([]);
    expect(data).toEqual({ a: 1, b: ['x', 'y'] });
  });

  it('reads YAML 1.2 core: yes/no stay strings and dates stay strings', () => {
    const { data } = parseSource('a: no\nb: yes\nc: 2025-01-15\n');
    expect(data).toEqual({ a: 'no', b: 'yes', c: '2025-01-15' });
  });

  it('rejects a duplicate key at the second key', () => {
    const { problems } = parseSource('a: 1\nb: 2\na: 3\n');
    expect(problems).toEqual([{ line: 3, col: 1, code: 'BS1009', message: expect.stringContaining('appears twice') }]);
  });

  it('rejects a bad indent at the misaligned line, saying what to line it up with', () => {
    const { problems } = parseSource('a:\n  b: 1\n c: 2\n');
    expect(problems).toEqual([
      {
        line: 3,
        col: 2,
        code: 'BS1001',
        message: "this line is indented differently from the lines above it; line up 'c' with 'b' (2 spaces), or with 'a' (at the start of the line)",
      },
    ]);
  });

  it('rejects a tab used for indentation', () => {
    const { problems } = parseSource('a:\n\tb: 1\n');
    expect(problems[0]).toMatchObject({ line: 2, col: 1, message: expect.stringContaining('tab') });
  });

  it('points an unclosed quote at the opening quote', () => {
    const { problems } = parseSource("a: 'open\nb: 2\n");
    expect(problems).toEqual([{ line: 1, col: 4, code: 'BS1012', message: expect.stringContaining('never closed') }]);
  });

  it('rejects a second document', () => {
    const { problems } = parseSource('a: 1\n---\nb: 2\n');
    expect(problems[0]).toMatchObject({ line: 2, col: 1, message: expect.stringContaining('second YAML document') });
  });

  it('rejects anchors and aliases at their positions', () => {
    const { problems } = parseSource('a: &x 1\nb: *x\n');
    expect(problems).toEqual([
      { line: 1, col: 4, code: 'BS1025', message: expect.stringContaining("anchor '&x'") },
      { line: 2, col: 4, code: 'BS1025', message: expect.stringContaining("alias '*x'") },
    ]);
  });

  it('rejects tags and directives instead of interpreting them', () => {
    expect(parseSource('a: !!js/function f\n').problems[0]).toMatchObject({ line: 1, col: 4, message: expect.stringContaining('tag') });
    expect(parseSource('%YAML 1.1\n---\na: no\n').problems[0]).toMatchObject({ line: 1, col: 1, message: expect.stringContaining('directive') });
  });

  it('caps nesting depth before composing', () => {
    const { problems } = parseSource('a: ' + '['.repeat(1000) + ']'.repeat(1000));
    expect(problems[0].message).toMatch(/deeper than 64/);
  });

  it('caps the entries of one collection before composing', () => {
    const keys = Array.from({ length: 30_000 }, (_, i) => `k${i}: ${i}`).join('\n');
    const { problems } = parseSource(keys);
    expect(problems[0]).toMatchObject({ line: 1, col: 1, message: expect.stringContaining('more than the limit') });
  });

  it('reports control characters with their position', () => {
    expect(parseSource('a: ok\nb: x\u0007y\n').problems).toEqual([{ line: 2, col: 5, code: 'BS0004', message: expect.stringContaining('U+0007') }]);
  });

  it('rejects an empty file', () => {
    expect(parseSource('  \n').problems).toEqual([{ line: 1, col: 1, code: 'BS0003', message: expect.stringContaining('empty') }]);
  });

  it('keeps __proto__ as a plain own key', () => {
    const { data } = parseSource('__proto__: 1\n');
    expect(Object.keys(data as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
});

describe('a comma inside { } in an unquoted value', () => {
  it('is reported at the comma, with the value as it was meant in quotes that read back as written', () => {
    const source = 'image:\n  { src: a.jpg, alt: The "Harbour" door,\n    painted teal }\n';
    const { problems, data } = parseSource(source);
    expect(data).toBeUndefined();
    expect(problems).toEqual([
      {
        line: 2,
        col: 40,
        code: 'BS1017',
        message: `a comma inside { } ends the value, so 'painted teal' was read as a field of its own: put the whole text in quotes, alt: 'The "Harbour" door, painted teal'`,
      },
    ]);
    const fixed = parseSource(`image: { src: a.jpg, alt: 'The "Harbour" door, painted teal' }\n`);
    expect(fixed.data).toEqual({ image: { src: 'a.jpg', alt: 'The "Harbour" door, painted teal' } });
  });

  it('leaves alone a key left without its value and a key left without its colon, which the schema names', () => {
    expect(parseSource('image: { src: a.jpg, decorative }\n').problems).toEqual([]);
    expect(parseSource('link: { label: Courses, to /courses }\n').problems).toEqual([]);
    expect(parseSource('link: { label: "Courses, all", to: /courses }\n').problems).toEqual([]);
  });
});

describe('a site file that cannot be opened', () => {
  const dir = mkdtempSync(join(tmpdir(), 'open-site-'));
  writeFileSync(join(dir, 'site.yaml'), 'settings: {}\n');

  it.each([
    ['missing', join(dir, 'sitee.yaml'), `there is no file ${join(dir, 'sitee.yaml')}; check its name and folder, or name the site file with SITE_YAML`],
    ['a folder', dir, `${dir} is a folder, not a file; name the site file inside it, such as ${dir}/site.yaml`],
    [
      'under a file, as if it were a folder',
      join(dir, 'site.yaml', 'site.yaml'),
      `${join(dir, 'site.yaml', 'site.yaml')} cannot be a file: a part of its path before the last is a file, not a folder`,
    ],
  ])('says why when it is %s', (_, file, message) => {
    expect(openSite(file).problem).toEqual({ line: 1, col: 1, code: 'BS0001', message });
  });

  it('says so when the user may not read it', () => {
    const file = join(dir, 'private.yaml');
    writeFileSync(file, 'settings: {}\n', { mode: 0o000 });
    chmodSync(dir, 0o755);
    const code = `import('${join(process.cwd(), 'src/load/load-site.ts')}').then((m) => console.log(JSON.stringify(m.openSite(${JSON.stringify(file)}).problem)))`;
    // Root reads any file, so the check runs as nobody when the tests run as root.
    const asRoot = process.getuid?.() === 0;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { encoding: 'utf8', ...(asRoot && { uid: 65534, gid: 65534 }), timeout: 60_000 });
    expect(JSON.parse(run.stdout)).toEqual({
      line: 1,
      col: 1,
      code: 'BS0001',
      message: `you have no permission to read ${file}; let your user read it (chmod a+r ${file}), or run the command as its owner`,
    });
  });
});
