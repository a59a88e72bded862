import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { syntheticSiteText } from '../../bench/synthetic-site.js';
import { onlyPlainLines } from '../../src/load/plain-lines.js';
import { hasRefusedToken } from '../../src/load/quick-load.js';
import { applyMutation, mutation } from '../fuzz/mutations.js';
import { textKilobytes, workTimeout } from '../work.js';

const ROOT = join(import.meta.dirname, '../..');
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SITES = [
  'site.yaml',
  'tests/fixtures/every-block.yaml',
  ...readdirSync(join(ROOT, 'tests/fixtures/sites')).map((name) => `tests/fixtures/sites/${name}/site.yaml`),
].map((file) => [file, readFileSync(join(ROOT, file), 'utf8')] as const);
const INVALID = join(ROOT, 'tests/fixtures/invalid');

/** The screen may say no to anything, but yes only where the lexer refuses nothing: else the quick road would read what it must not. */
function agrees(text: string): void {
  if (onlyPlainLines(text)) expect(hasRefusedToken(text), JSON.stringify(text.slice(0, 2000))).toBe(false);
}

// Lines built from the pieces the screen decides on: indentation, dashes, keys, the characters YAML treats specially.
const piece = fc.constantFrom(
  ' ',
  '  ',
  '- ',
  '-',
  'key',
  'k2',
  'a-b',
  ': ',
  ':',
  '::',
  'text',
  'more words',
  '1',
  '-1',
  '-x',
  '#',
  ' #',
  "'",
  '"',
  "''",
  '\\"',
  '"quoted"',
  "'it''s'",
  '{',
  '}',
  '[',
  ']',
  ', ',
  ',',
  '{ a: 1 }',
  '[a, b]',
  '{ a: [b, c], d: "e" }',
  '|',
  '>-',
  '|+',
  '>2',
  '&a',
  '*a',
  '!t',
  '!!str',
  '? ',
  '%',
  '@',
  '`',
  '---',
  '...',
  'https://x.example/a#b',
  'k'.repeat(1010),
  'v'.repeat(1010),
);
const line = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(''));
const text = fc.array(line, { minLength: 1, maxLength: 12 }).map((lines) => `${lines.join('\n')}\n`);

// Lines shaped like a site file's (indentation, dashes, a key, a value), their values mostly what the screen lets through:
// about one text in six gets through it, so the property tests the yes it gives, not only its no.
const usual = fc.constantFrom('text', ' more words', '1', '-1', '"q"', "'it''s'", '{ a: 1 }', '[a, b]', '{ a: [b, c], d: "e" }', '>-', '|', 'x:y', '/a#b');
const risky = fc.constantFrom(
  '#',
  ' #c',
  "'",
  '"',
  '{',
  '}',
  '[',
  ']',
  ', ',
  '{ a: b c }',
  '[ {a: x}, y ]',
  '{}',
  '|+',
  '>2',
  '&a',
  '*a',
  '!t',
  '? ',
  ': ',
  '-x',
  '%',
  '@',
  '`',
  'v'.repeat(1010),
);
const siteLine = fc
  .record({
    indent: fc.integer({ min: 0, max: 6 }),
    dashes: fc.integer({ min: 0, max: 2 }),
    key: fc.option(fc.constantFrom('key', 'k2', 'a-b', '__proto__', 'k'.repeat(1010))),
    value: fc.array(fc.oneof({ arbitrary: usual, weight: 6 }, { arbitrary: risky, weight: 1 }), { maxLength: 4 }),
  })
  .map(
    ({ indent, dashes, key, value }) =>
      `${' '.repeat(indent)}${'- '.repeat(dashes)}${key === null ? '' : `${key}:${value.length > 0 ? ' ' : ''}`}${value.join('')}`,
  );
const siteText = fc.array(siteLine, { minLength: 1, maxLength: 5 }).map((lines) => `${lines.join('\n')}\n`);

describe('the screen for lines the lexer finds nothing to refuse in', () => {
  it.each(SITES)('lets every route and the whole of %s through, as real site files are written', (_, source) => {
    expect(onlyPlainLines(source)).toBe(true);
    expect(hasRefusedToken(source)).toBe(false);
  });

  it('lets a synthetic site through', () => {
    expect(onlyPlainLines(syntheticSiteText(50))).toBe(true);
  });

  it.each([
    ['an anchor', 'a: &x 1\n'],
    ['an alias', 'a: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['an explicit key', '? a\n: 1\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['a quote left open', 'a: "one\n  two"\n'],
    ['a comment stuck to a bracket', 'a: [1]#c\n'],
    ['a flow collection as a key', 'a: {b: 1, {}}\n'],
    ['an entry of { } with no colon', 'a: { b: one, two three }\n'],
    ['a bracket never closed', 'a: [1, 2\n'],
    ['a value that runs on to the next line', 'a: one\n  b: two\n'],
    ['a list entry that runs on', '- one\n  two\n'],
    ['a tab', 'a:\n\tb: 1\n'],
    ['a key over 1,000 characters', `${'k'.repeat(1100)}: v\n`],
    ['a block text line less indented than its first', 'a: |\n    one\n  &x two\n'],
    // Each of these the lexer refuses too, and the screen has to see why.
    ['a long value run on one space further into a key', `- ${'v'.repeat(1010)}\n key: x\n`],
    ['a long value of a key run on into a key', `a: ${'v'.repeat(1010)}\n b: x\n`],
    ['a comment inside brackets', 'a: [b #c]\n'],
    ['a comment inside braces', '- a: { b: c #d }\n- e\n'],
  ])('leaves %s to the lexer', (_, source) => {
    expect(onlyPlainLines(source)).toBe(false);
  });

  it.each([
    ['a long value run on', `- ${'v'.repeat(1010)}\n key: x\n`],
    ['a comment inside brackets', 'a: [b #c]\n'],
  ])('is right to leave %s to the lexer, which refuses it', (_, source) => {
    expect(hasRefusedToken(source)).toBe(true);
  });

  it('reads a block text to its end, past lines that look like anything', () => {
    expect(onlyPlainLines('a:\n  - >-\n    &x *y !z { [ "\n    # not a comment\n  - b: 1\n')).toBe(true);
    // At the key's own column the text has ended, and the line is read as it stands.
    expect(onlyPlainLines('- key: |\n  &x\n')).toBe(false);
  });

  it('never lets through a text the lexer refuses: lines of YAML pieces', () => {
    fc.assert(fc.property(text, agrees), { numRuns: RUNS * 250 });
  });

  it('never lets through a text the lexer refuses: lines shaped like a site file', () => {
    fc.assert(fc.property(siteText, agrees), { numRuns: RUNS * 250 });
  });

  // A mutated copy took 12 ms of a 350 KB site.yaml, 3 ms of a 55 KB one: three times that, a kilobyte and a copy.
  it.each(SITES.slice(0, 3))(
    'never lets through a text the lexer refuses: mutated copies of %s',
    (_, source) => {
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => agrees(mutations.reduce(applyMutation, source))),
        { numRuns: RUNS * 5 },
      );
    },
    workTimeout(RUNS * 5, 3 + 0.1 * Math.max(...SITES.slice(0, 3).map(([, text]) => textKilobytes(text)))),
  );

  it('never lets through a text the lexer refuses: the invalid corpus', () => {
    for (const file of readdirSync(INVALID).filter((f) => f.endsWith('.yaml'))) agrees(readFileSync(join(INVALID, file), 'utf8'));
  });
});
