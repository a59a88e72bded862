import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../src/load/load-site.js';
import { GENERIC } from '../../src/load/yaml-errors.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';
import { textKilobytes, workTimeout } from '../work.js';

const ROOT = join(import.meta.dirname, '../..');
const SITE = IQ_SITE_SOURCE;
const EVERY_BLOCK = readFileSync(join(ROOT, 'tests/fixtures/every-block.yaml'), 'utf8');

/** The yaml library's own words, which a content owner must never see. */
const LIBRARY_WORDING =
  /All (mapping|sequence) items|Implicit (map )?keys|Nested mappings|compact mapping|Map keys must|Sequence item without|Unexpected|Tabs are not allowed|Missing closing|Block scalar|Flow (sequence|mapping)|Comments must|Plain value|Invalid escape|stringKeys|-ind\b|token|scalar|indicator/;

/** The text with line `index` (0-based) replaced. */
const withLine = (text: string, index: number, line: string) =>
  text
    .split('\n')
    .map((l, i) => (i === index ? line : l))
    .join('\n');

/** The index of the first line matching `pattern`, after the first line matching `after`. */
function lineIndex(text: string, pattern: RegExp, after?: RegExp): number {
  const lines = text.split('\n');
  const start = after ? lines.findIndex((l) => after.test(l)) : 0;
  const index = lines.findIndex((l, i) => i > start && pattern.test(l));
  if (start < 0 || index < 0) throw new Error(`no line matching ${pattern} in the file`);
  return index;
}

describe('YAML syntax errors in plain words', () => {
  const cases: Array<[string, string, string]> = [
    [
      'a tab used for indentation',
      'a:\n  b: 1\n\tc: 2\n',
      "3:1 a tab is used to indent this line, and YAML indents with spaces only; replace the tab with spaces: 2 spaces would put 'c' in line with 'b' above it",
    ],
    [
      'a key indented one space too little',
      'a:\n  b: 1\n c: 2\n',
      "3:2 this line is indented differently from the lines above it; line up 'c' with 'b' (2 spaces), or with 'a' (at the start of the line)",
    ],
    [
      'a line indented under a key that has its value',
      'a: 1\n  b: 2\n',
      "2:3 this line is indented more than 'a' above it, but 'a' already has a value, so nothing can go under it; line up 'b' with 'a' (at the start of the line)",
    ],
    [
      'a key at the column of list dashes',
      'a:\n  - b: 1\n    c: 2\n  b: 3\n',
      "4:3 this line is at the column of the list's dashes ('- b: 1' on line 2) but has no '- '; write '- ' before 'b' if it starts a new entry, or line it up with 'c' (4 spaces) if it belongs to the entry above",
    ],
    [
      'a value holding ": "',
      'a: Time: 10\n',
      '1:4 this value contains \': \', which YAML reads as the start of another key; put the whole value in quotes: a: "Time: 10"',
    ],
    ['a key without its colon', 'a:\n  b 1\n  c: 2\n', "2:3 'b' has no ':' after it; a key is written with a colon and a space before its value, as in 'b: 1'"],
    ['a colon without its space', 'a:\n  b:1\n  c: 2\n', "2:3 YAML needs a space after the ':' of a key; write 'b: 1'"],
    ['a value starting with @', 'a: @x\n', '1:4 a value cannot start with \'@\' unless it is in quotes; put the whole value in quotes: a: "@x"'],
    [
      'text after a closing quote',
      'a: "x" y\n',
      '1:8 text follows the closing quote of this value; put the whole value in quotes, or remove the text after the quote',
    ],
    [
      'an apostrophe inside single quotes',
      "a: 'it's'\n",
      "1:8 this value in single quotes ends at the quote before this text; to write an apostrophe inside single quotes, type it twice (''), or put the value in double quotes instead",
    ],
    ['a closing bracket that closes nothing', 'a: 1\nb: {c: d}}\n', "2:10 this '}' closes nothing; remove it, or add the '{' it belongs to"],
    [
      "a list on its key's line",
      'a: - x\n',
      "1:4 a list cannot start on the same line as its key; put each '- ' entry on a line of its own below the key, indented, or write the list as [a, b]",
    ],
    [
      'a missing comma inside { }',
      'a: { b: x y: z }\n',
      "1:9 inside { } entries are separated by commas; add a ',' before 'y', or put the value in quotes if the ': ' belongs to it",
    ],
    [
      'a comment stuck to a value',
      'a: "x"#c\n',
      "1:7 a '#' starts a comment only after a space; add a space before it, or, if the '#' belongs to the value, put the whole value in quotes",
    ],
    ['an empty entry inside [ ]', 'a: [x, , y]\n', "1:8 this ',' has no entry before it; remove the extra ','"],
    [
      'an indented first line',
      ' a: 1\nb: 2\n',
      "1:2 'a' is indented, but the top-level entries below it, such as 'b' on line 2, start at the beginning of the line; remove the spaces before 'a'",
    ],
    [
      'a line of text indented less than the text',
      'a: >-\n    one\n  two\nb: 1\n',
      "3:3 this line continues the text of 'a' above it but is indented less than that text; indent it like the lines above (4 spaces)",
    ],
    [
      'characters after a text header',
      'a: |x\n  text\n',
      "1:5 after '|' or '>' only '-' or '+' may follow on the line; start the text on the next line, indented",
    ],
    ['a duplicate key', 'a: 1\nb: 2\na: 3\n', "3:1 the key 'a' appears twice in this mapping (first at 1:1); remove one or rename it"],
    [
      'a list entry without its dash',
      'l:\n  - id: x\n    n: 1\n    id: y\n    n: 2\n',
      "4:5 the key 'id' appears twice in this list entry (first at 2:5); if this line starts a new entry, write '- ' before 'id', in place of two of its spaces; if not, remove one of the two",
    ],
    [
      'an invalid escape',
      'a: "x\\qy"\n',
      "1:6 '\\q' is not an escape that double quotes know; inside double quotes write a backslash as \\\\, or put the value in single quotes instead",
    ],
    [
      'a key that is a list',
      '[a]: 1\n',
      "1:1 a key must be a name written as text; a [ ] or { } cannot be a key, so check the indentation and the ':' of this line",
    ],
  ];
  it.each(cases)('%s', (_, source, expected) => {
    const problems = parseSource(source).problems.map((p) => `${p.line}:${p.col} ${p.message}`);
    expect(problems).toEqual([expected]);
    expect(expected).not.toMatch(LIBRARY_WORDING);
  });

  it('has words of its own, with a fix, for every error the yaml library can report', () => {
    for (const [code, { message }] of Object.entries(GENERIC)) {
      expect(message, code).not.toMatch(LIBRARY_WORDING);
      expect(message, code).toMatch(/;/);
    }
  });

  it('names a key that opens a block but has its lines at its own column', () => {
    const source = 'a:\n  c: 1\n  d:\n  c: 2\n';
    expect(parseSource(source).problems).toEqual([
      {
        line: 3,
        col: 3,
        code: 'BS1006',
        message:
          "'d' has nothing under it: the lines below it are at its own column, so they join the mapping around it, where 'c' is then a second time (first at 2:3); line up 'd' with 'a' (at the start of the line), or indent the lines below it further",
      },
    ]);
  });

  it('reports a mistake near the top the same whether or not another mistake comes far below it', () => {
    // A read fuzz case (seed -1219701531): a section's 'heading:' deleted. Reading again with its line blanked puts its
    // 'body' beside the section above's, which was reported only when a later mistake made the file be read again.
    const mistake = [
      'sections:',
      '  - heading: One',
      '    body:',
      '      - >-',
      '        Text one',
      '        goes on.',
      '  -  Gardner and Sternberg widen the picture',
      '    body:',
      '      - >-',
      '        Text two.',
      '',
    ].join('\n');
    const alone = parseSource(mistake).problems;
    expect(alone.map((p) => `${p.line}:${p.code}`)).toEqual(['7:BS1008', '8:BS1009']);
    const later = `${mistake}more:\n  title: B\n  title: C\n`;
    expect(parseSource(later).problems).toEqual([...alone, expect.objectContaining({ line: 13, code: 'BS1009' })]);
  });

  it('does not check the schema of a file whose YAML is broken', () => {
    const source = withLine(
      EVERY_BLOCK.replace('        eyebrow: For club players', '        eyebrw: For club players'),
      lineIndex(EVERY_BLOCK, /^ {2}language: /),
      '\tlanguage: en-GB',
    );
    const { problems } = validateSource(source, join(ROOT, 'tests/fixtures'));
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toMatch(/^a tab is used to indent this line/);
  });
});

describe('one message per mistake, however many errors YAML reports after it', () => {
  // Each edit once made the yaml library report from 2 to thousands of errors.
  const edits: Array<[string, RegExp, RegExp | undefined, (line: string) => string, RegExp]> = [
    ['a tab in settings', /^ {2}language: /, undefined, (l) => l.replace(/^ +/, '\t'), /^a tab is used to indent this line/],
    ['a tab in a block of a route', /^ {8}title: /, /^routes:/, (l) => l.replace(/^ +/, '\t'), /^a tab is used to indent this line/],
    ['a tab in a collection item', /^ {8}name: /, /^collections:/, (l) => l.replace(/^ +/, '\t'), /^a tab is used to indent this line/],
    ['a tab in a line of text', /^ {10}\S/, /^ {8}lead: >-/, (l) => l.replace(/^ +/, '\t'), /^this line of the text of 'lead' is indented with a tab/],
    ['a tab before a route', /^ {2}- path: /, /^routes:/, (l) => l.replace(/^ +/, '\t'), /^a tab is used to indent this line/],
    ['a setting one space in', /^ {2}language: /, undefined, (l) => l.slice(1), /^this line is indented differently from the lines above it/],
    ['a setting one space out', /^ {2}language: /, undefined, (l) => ` ${l}`, /^this line is indented more than/],
    ['a block field two spaces in', /^ {8}title: /, /^routes:/, (l) => l.slice(2), /^this line is at the column of the list's dashes/],
    ['a block field two spaces out', /^ {8}title: /, /^routes:/, (l) => `  ${l}`, /^this line is indented more than/],
    ['a block one space out', /^ {6}- type: /, /^routes:/, (l) => ` ${l}`, /^this list entry is (out of line|indented differently)/],
    ['a route field one space in', /^ {4}title: /, /^routes:/, (l) => l.slice(1), /^this line is indented differently/],
    ['an item field one space in', /^ {8}name: /, /^collections:/, (l) => l.slice(1), /^this line is indented differently/],
    [
      'an item without its dash',
      /^ {6}- id: /,
      /^collections:/,
      (l) => l.replace('- ', '  '),
      /^(the key 'id' appears twice in this list entry|this line starts an entry)/,
    ],
    ['a top-level key one space in', /^navigation:/, undefined, (l) => ` ${l}`, /^this line is indented|'navigation'/],
    ['a line of text two spaces in', /^ {10}\S/, /^ {8}lead: >-/, (l) => l.slice(2), /^this line continues the text of 'lead'/],
  ];
  it.each(edits)('%s in site.yaml', (_, pattern, after, edit, message) => {
    const index = lineIndex(SITE, pattern, after);
    const lines = SITE.split('\n');
    const { problems } = parseSource(withLine(SITE, index, edit(lines[index])));
    expect(problems, JSON.stringify(problems.slice(0, 3))).toHaveLength(1);
    expect(problems[0].message).toMatch(message);
    expect(problems[0].message).not.toMatch(LIBRARY_WORDING);
    // At the edited line, or at the line next to it that the edit put out of place.
    expect(Math.abs(problems[0].line - (index + 1))).toBeLessThanOrEqual(1);
  });

  // Five edits of every seventh line, each file read again whole: milliseconds per edit and kilobyte.
  const edited = (EVERY_BLOCK.split('\n').length / 7) * 5;
  it('gives at most one message for a tab or a line moved by one or two spaces anywhere in a site file', {
    timeout: workTimeout(edited * textKilobytes(EVERY_BLOCK), 30),
  }, () => {
    const lines = EVERY_BLOCK.split('\n');
    const edits: Array<(l: string) => string | undefined> = [
      (l) => (/^ +\S/.test(l) ? l.replace(/^ +/, '\t') : undefined),
      (l) => (/^ +\S/.test(l) ? l.slice(1) : undefined),
      (l) => (/^ *\S/.test(l) ? ` ${l}` : undefined),
      (l) => (/^ {2,}\S/.test(l) ? l.slice(2) : undefined),
      (l) => (/^ *\S/.test(l) ? `  ${l}` : undefined),
    ];
    const many: string[] = [];
    for (let i = 0; i < lines.length; i += 7) {
      if (/^\s*(#|$)/.test(lines[i])) continue;
      for (const edit of edits) {
        const changed = edit(lines[i]);
        if (changed === undefined) continue;
        const { problems } = parseSource(withLine(EVERY_BLOCK, i, changed));
        if (problems.length > 1 || problems.some((p) => LIBRARY_WORDING.test(p.message)))
          many.push(`line ${i + 1} ${JSON.stringify(changed)}: ${JSON.stringify(problems)}`);
      }
    }
    expect(many).toEqual([]);
  });
});
