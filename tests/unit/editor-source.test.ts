import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, readData, SourceEditError, type DataPath, type SourceEdit } from '../../src/editor/source/edit.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';
import { textKilobytes, workTimeout } from '../work.js';

const SITE = IQ_SITE_SOURCE;
const SITE_DATA = readData(SITE) as Site;
const RUNS = Number(process.env.EDITOR_SOURCE_RUNS ?? 25);
// Each random run edits the whole file and reads it back: milliseconds per run and kilobyte.
const TIMEOUT = workTimeout(RUNS * textKilobytes(SITE), 10);

type Site = { routes: Array<{ path: string; blocks: Array<Record<string, unknown>> }> };

/** What an edit means for plain data, written independently of the library (copies only along the path). */
function applyToData(data: unknown, edit: SourceEdit): unknown {
  const at = (here: unknown, rest: DataPath, change: (v: unknown) => unknown): unknown => {
    if (rest.length === 0) return change(here);
    const [key, ...more] = rest;
    const copy = (Array.isArray(here) ? [...here] : { ...(here as object) }) as Record<string | number, unknown>;
    copy[key] = at(copy[key], more, change);
    return copy;
  };
  const parent = edit.path.slice(0, -1);
  const key = edit.path[edit.path.length - 1];
  switch (edit.op) {
    case 'set':
      return at(data, parent, (p) => (Array.isArray(p) ? p.map((v, i) => (i === key ? edit.value : v)) : { ...(p as object), [key]: edit.value }));
    case 'delete':
      return at(data, parent, (p) =>
        Array.isArray(p) ? p.filter((_, i) => i !== key) : Object.fromEntries(Object.entries(p as object).filter(([k]) => k !== key)),
      );
    case 'insert':
      return at(data, edit.path, (list) => [
        ...((list as unknown[] | undefined) ?? []).slice(0, edit.index),
        edit.value,
        ...((list as unknown[] | undefined) ?? []).slice(edit.index),
      ]);
    case 'move':
      return at(data, edit.path, (list) => {
        const copy = [...(list as unknown[])];
        copy.splice(edit.to, 0, ...copy.splice(edit.from, 1));
        return copy;
      });
    case 'rename':
      return at(data, parent, (p) => Object.fromEntries(Object.entries(p as object).map(([k, v]) => [k === key ? edit.to : k, v])));
  }
}

const get = (data: unknown, path: DataPath): unknown => path.reduce<unknown>((here, part) => (here as Record<string | number, unknown>)[part], data);

/** Lines that differ, as a minimal line diff: prefix and suffix trimmed, then LCS over the middle. */
function lineDiff(a: string, b: string): { removed: Array<[number, string]>; added: Array<[number, string]> } {
  const x = a.split('\n');
  const y = b.split('\n');
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  let s = 0;
  while (s < x.length - p && s < y.length - p && x[x.length - 1 - s] === y[y.length - 1 - s]) s++;
  const xm = x.slice(p, x.length - s);
  const ym = y.slice(p, y.length - s);
  const lcs = Array.from({ length: xm.length + 1 }, () => new Array<number>(ym.length + 1).fill(0));
  for (let i = xm.length - 1; i >= 0; i--)
    for (let j = ym.length - 1; j >= 0; j--) lcs[i][j] = xm[i] === ym[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const removed: Array<[number, string]> = [];
  const added: Array<[number, string]> = [];
  let i = 0;
  let j = 0;
  while (i < xm.length || j < ym.length) {
    if (i < xm.length && j < ym.length && xm[i] === ym[j]) {
      i++;
      j++;
    } else if (j < ym.length && (i === xm.length || lcs[i][j + 1] >= lcs[i + 1][j])) added.push([p + j, ym[j++]]);
    else removed.push([p + i, xm[i++]]);
  }
  return { removed, added };
}

function homeHero(): DataPath {
  const r = SITE_DATA.routes.findIndex((route) => route.path === '/');
  const b = SITE_DATA.routes[r].blocks.findIndex((block) => block.type === 'hero');
  return ['routes', r, 'blocks', b];
}

const TRICKY = [
  'yes',
  'no',
  'null',
  '~',
  'true',
  '1.0',
  '0x10',
  '1e3',
  '2026-06-29',
  '.inf',
  '  padded  ',
  'a: b',
  '# x',
  '- x',
  '[x]',
  '@x',
  'line one\nline two',
  '',
  'NO',
  'y',
  '0o17',
  '1:20',
  '012',
  '-',
  'a #b',
  'tail:',
  '{a}',
  '"q"',
  "it's",
  '`x`',
  '!tag',
  '&a',
  '*a',
  '%x',
  '| x',
  '> x',
  '---',
  '...',
  'tab\there',
  'trailing\n',
  'ctrl \u0085 \u007f \u0007',
];

describe('applyEdits on the real site.yaml', () => {
  it('returns the file byte for byte when there are no edits', () => {
    expect(applyEdits(SITE, [])).toBe(SITE);
  });

  it("changes exactly one line when the home page hero's title is set", () => {
    const out = applyEdits(SITE, [{ op: 'set', path: [...homeHero(), 'title'], value: 'A New Title: With Colon' }]);
    const before = SITE.split('\n');
    const after = out.split('\n');
    expect(after).toHaveLength(before.length);
    const changed = before.flatMap((line, i) => (line === after[i] ? [] : [i]));
    expect(changed).toHaveLength(1);
    expect(before[changed[0]]).toMatch(/^ +title: Find the Online Test You Can Trust$/);
    expect(after[changed[0]]).toBe(before[changed[0]].replace(/title: .*/, 'title: "A New Title: With Colon"'));
    expect(get(readData(out), [...homeHero(), 'title'])).toBe('A New Title: With Colon');
  });

  const grid = {
    type: 'card-grid',
    heading: 'New guides',
    columns: 2,
    cards: [{ icon: 'brain', title: '2026-03-01', text: 'yes', link: { label: 'Read', to: '/blog' } }],
  };
  const blocksPath = (): DataPath => [...homeHero().slice(0, 3)];

  it('inserts a card-grid block as one run of new lines indented like its sibling blocks', () => {
    const path = blocksPath();
    const out = applyEdits(SITE, [{ op: 'insert', path, index: 2, value: grid }]);
    const { removed, added } = lineDiff(SITE, out);
    expect(removed).toEqual([]);
    expect(added.length).toBeGreaterThan(5);
    expect(added.map(([n]) => n)).toEqual(added.map((_, k) => added[0][0] + k));
    const siblingDash = /^( *)- type: /.exec(SITE.split('\n').find((l) => /^ +- type: hero$/.test(l))!)![1];
    expect(added[0][1]).toBe(`${siblingDash}- type: card-grid`);
    expect(added.slice(1).every(([, l]) => l.startsWith(`${siblingDash}  `))).toBe(true);
    expect(added.map(([, l]) => l)).toContain(`${siblingDash}      title: "2026-03-01"`);
    expect(readData(out)).toEqual(applyToData(SITE_DATA, { op: 'insert', path, index: 2, value: grid }));
  });

  it('restores the original bytes when the inserted block is deleted again', () => {
    const path = blocksPath();
    const out = applyEdits(SITE, [
      { op: 'insert', path, index: 2, value: grid },
      { op: 'delete', path: [...path, 2] },
    ]);
    expect(out).toBe(SITE);
    // The same holds at both ends of the list.
    const n = (get(SITE_DATA, path) as unknown[]).length;
    expect(
      applyEdits(SITE, [
        { op: 'insert', path, index: 0, value: grid },
        { op: 'delete', path: [...path, 0] },
      ]),
    ).toBe(SITE);
    expect(
      applyEdits(SITE, [
        { op: 'insert', path, index: n, value: grid },
        { op: 'delete', path: [...path, n] },
      ]),
    ).toBe(SITE);
  });

  it('restores the original bytes when a block moves down and back up', () => {
    const path = blocksPath();
    const moved = applyEdits(SITE, [{ op: 'move', path, from: 0, to: 2 }]);
    expect(moved).not.toBe(SITE);
    expect(readData(moved)).toEqual(applyToData(SITE_DATA, { op: 'move', path, from: 0, to: 2 }));
    expect(applyEdits(moved, [{ op: 'move', path, from: 2, to: 0 }])).toBe(SITE);
    // Routes are separated by blank lines; a moved route keeps them in place.
    const routes = applyEdits(SITE, [{ op: 'move', path: ['routes'], from: 1, to: 3 }]);
    expect(routes).not.toMatch(/\n\n\n/);
    expect(applyEdits(routes, [{ op: 'move', path: ['routes'], from: 3, to: 1 }])).toBe(SITE);
  });

  it('keeps a folded paragraph folded and changes only the line holding an edited word', () => {
    const path: DataPath = ['collections', 'platforms', 'items', 0, 'verdict'];
    const old = get(SITE_DATA, path) as string;
    expect(old).toContain('compared it with the WAIS-IV');
    const out = applyEdits(SITE, [{ op: 'set', path, value: old.replace('compared it with the WAIS-IV', 'compared it with the Stanford-Binet') }]);
    const { removed, added } = lineDiff(SITE, out);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(added[0][0]).toBe(removed[0][0]);
    expect(added[0][1]).toBe(removed[0][1].replace('WAIS-IV', 'Stanford-Binet'));
    expect(SITE.split('\n')[removed[0][0] - 1]).toMatch(/verdict: >-$|^ {10}\S/);
    expect(get(readData(out), path)).toBe(old.replace('compared it with the WAIS-IV', 'compared it with the Stanford-Binet'));
    // A shorter first line keeps its break too, where rewrapping the paragraph would pull words up.
    const shorter = old.replace('run by its makers and published in', 'in');
    const { removed: gone, added: came } = lineDiff(SITE, applyEdits(SITE, [{ op: 'set', path, value: shorter }]));
    expect([gone.length, came.length]).toEqual([1, 1]);
    expect(came[0][1]).toBe(gone[0][1].replace('run by its makers and published in', 'in'));
  });

  it('adds an absent optional key as one line at the end of a block inside a sequence', () => {
    const r = SITE_DATA.routes.findIndex((route) => route.blocks.some((b) => b.type === 'hero' && !('note' in b)));
    const b = SITE_DATA.routes[r].blocks.findIndex((block) => block.type === 'hero' && !('note' in block));
    const out = applyEdits(SITE, [{ op: 'set', path: ['routes', r, 'blocks', b, 'note'], value: 'Prices checked in June' }]);
    const { removed, added } = lineDiff(SITE, out);
    expect(removed).toEqual([]);
    expect(added).toHaveLength(1);
    const lines = SITE.split('\n');
    const typeLine = lines.findIndex((l, i) => i > lines.indexOf(`  - path: ${SITE_DATA.routes[r].path}`) && /^ +- type: hero$/.test(l));
    const keyIndent = lines[typeLine].indexOf('type');
    expect(added[0][1]).toBe(`${' '.repeat(keyIndent)}note: Prices checked in June`);
    expect(get(readData(out), ['routes', r, 'blocks', b])).toEqual({ ...SITE_DATA.routes[r].blocks[b], note: 'Prices checked in June' });
  });

  it('names the path when it does not exist', () => {
    expect(() => applyEdits(SITE, [{ op: 'set', path: ['routes', 999, 'title'], value: 'x' }])).toThrow(SourceEditError);
    expect(() => applyEdits(SITE, [{ op: 'set', path: ['routes', 999, 'title'], value: 'x' }])).toThrow(/routes\[999\]/);
    expect(() => applyEdits(SITE, [{ op: 'delete', path: ['settings', 'nope'] }])).toThrow(/settings\.nope.*no key "nope"/);
    expect(() => applyEdits(SITE, [{ op: 'insert', path: ['settings', 'siteName'], index: 0, value: 'x' }])).toThrow(
      /settings\.siteName is a string, not a sequence/,
    );
    expect(() => applyEdits(SITE, [{ op: 'move', path: ['routes'], from: 0, to: 99 }])).toThrow(/routes has \d+ items/);
  });
});

describe('scalar edits keep types and styles', () => {
  const SRC = [
    '# yaml-language-server: $schema=./site.schema.json',
    'plain: hello',
    'quoted: "hello"',
    "single: 'hello'",
    'block: >-',
    '  some folded',
    '  text',
    'literal: |',
    '  line',
    'after: kept # comment',
    'num: 5',
    'float: 3.0',
    'flag: false',
    'flow: [a, b]',
    '',
  ].join('\n');

  it('writes negative zero so that it reads back as negative zero, in a whole number and in one with decimals', () => {
    for (const key of ['num', 'float']) {
      const out = applyEdits(SRC, [{ op: 'set', path: [key], value: -0 }]);
      expect(Object.is(get(readData(out), [key]), -0), out).toBe(true);
    }
  });

  for (const key of ['plain', 'quoted', 'single', 'block', 'literal', 'flow']) {
    it(`round-trips every tricky string through a ${key} scalar`, () => {
      const path: DataPath = key === 'flow' ? ['flow', 1] : [key];
      for (const value of TRICKY) {
        const out = applyEdits(SRC, [{ op: 'set', path, value }]);
        expect(get(readData(out), path), JSON.stringify(value)).toBe(value);
        expect(readData(out)).toEqual(applyToData(readData(SRC), { op: 'set', path, value }));
        // Everything outside the scalar keeps its bytes.
        const { removed } = lineDiff(SRC, out);
        const line = SRC.split('\n').findIndex((l) => l.startsWith(`${key}:`));
        expect(
          removed.every(([n]) => n === line || SRC.split('\n')[n].startsWith('  ')),
          JSON.stringify(value),
        ).toBe(true);
        expect(out.startsWith('# yaml-language-server: $schema=./site.schema.json\n')).toBe(true);
        // The loader refuses raw control characters, so they may only appear escaped.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for raw control characters
        expect(out).not.toMatch(/[\u0000-\u0008\u007f-\u009f]/);
      }
    });
  }

  it('never writes a string plain when a YAML reader could take it for another type', () => {
    for (const value of ['yes', 'no', 'null', '~', 'true', '1.0', '0x10', '1e3', '2026-06-29', '.inf', 'y', '012', '1:20']) {
      expect(applyEdits(SRC, [{ op: 'set', path: ['plain'], value }])).toContain(`plain: ${JSON.stringify(value)}\n`);
    }
    expect(applyEdits(SRC, [{ op: 'set', path: ['plain'], value: 'Hello, world' }])).toContain('plain: Hello, world\n');
  });

  it('keeps the style a scalar already had when it can hold the new value', () => {
    expect(applyEdits(SRC, [{ op: 'set', path: ['quoted'], value: 'plain words' }])).toContain('quoted: "plain words"\n');
    expect(applyEdits(SRC, [{ op: 'set', path: ['single'], value: "it's" }])).toContain("single: 'it''s'\n");
    expect(applyEdits(SRC, [{ op: 'set', path: ['block'], value: 'other words' }])).toContain('block: >-\n  other words\nliteral');
    expect(applyEdits(SRC, [{ op: 'set', path: ['literal'], value: 'a\nb\n' }])).toContain('literal: |\n  a\n  b\nafter');
    expect(applyEdits(SRC, [{ op: 'set', path: ['after'], value: 'changed' }])).toContain('after: changed # comment\n');
  });

  it('keeps numbers and booleans as numbers and booleans', () => {
    for (const value of [7, -2.5, 0, 1e21, 1e-7, 0.1]) {
      expect(get(readData(applyEdits(SRC, [{ op: 'set', path: ['num'], value }])), ['num'])).toBe(value);
      expect(get(readData(applyEdits(SRC, [{ op: 'set', path: ['quoted'], value }])), ['quoted'])).toBe(value);
    }
    expect(applyEdits(SRC, [{ op: 'set', path: ['float'], value: 4 }])).toContain('float: 4.0\n');
    expect(applyEdits(SRC, [{ op: 'set', path: ['flag'], value: true }])).toContain('flag: true\n');
    expect(get(readData(applyEdits(SRC, [{ op: 'set', path: ['flag'], value: 'true' }])), ['flag'])).toBe('true');
    expect(get(readData(applyEdits(SRC, [{ op: 'set', path: ['block'], value: 12 }])), ['block'])).toBe(12);
  });
});

describe("new and edited text in the file's own style", () => {
  const faq = readData(SITE) as { collections: { faq: { items: unknown[] } } };
  const next = faq.collections.faq.items.length;
  const answerAt: DataPath = ['collections', 'faq', 'items', next, 'answer'];
  const withNewQuestion = applyEdits(SITE, [
    { op: 'insert', path: ['collections', 'faq', 'items'], index: next, value: { id: 'new-one', question: '', answer: '' } },
  ]);
  const ANSWER =
    'Not yet. We review tests in English only, because our reviewers and the norm groups we compare against are English-speaking. We will say so here when that changes.';

  it('writes plain text where the quotes an empty value needed are no longer needed, and keeps quotes a value still needs', () => {
    const out = applyEdits(withNewQuestion, [{ op: 'set', path: ['collections', 'faq', 'items', next, 'question'], value: 'Free, then $9.99/month?' }]);
    expect(lineDiff(withNewQuestion, out)).toEqual({
      removed: [[expect.any(Number), '        question: ""']],
      added: [[expect.any(Number), '        question: Free, then $9.99/month?']],
    });
    expect(applyEdits('a: ""\n', [{ op: 'set', path: ['a'], value: '2026-06-29' }])).toBe('a: "2026-06-29"\n');
    expect(applyEdits("a: ''\n", [{ op: 'set', path: ['a'], value: 'yes' }])).toBe("a: 'yes'\n");
  });

  it('folds prose like the same field of the neighbouring entries, wrapped at the width of the file', () => {
    const out = applyEdits(withNewQuestion, [{ op: 'set', path: answerAt, value: ANSWER }]);
    const { removed, added } = lineDiff(withNewQuestion, out);
    expect(removed.map(([, line]) => line)).toEqual(['        answer: ""']);
    expect(added.map(([, line]) => line)).toEqual([
      '        answer: >-',
      '          Not yet. We review tests in English only, because our reviewers and the norm groups we compare against',
      '          are English-speaking. We will say so here when that changes.',
    ]);
    // A short field whose neighbours are one line stays one line.
    expect(out).toContain('        question: ""\n');
  });

  it('folds a new paragraph added among folded paragraphs, and a new key among folded keys', () => {
    const paragraphs: DataPath = [...homeHero().slice(0, 3), 1, 'paragraphs'];
    const out = applyEdits(SITE, [{ op: 'insert', path: paragraphs, index: 2, value: ANSWER }]);
    expect(lineDiff(SITE, out).added.map(([, line]) => line)).toEqual([
      '          - >-',
      '            Not yet. We review tests in English only, because our reviewers and the norm groups we compare',
      '            against are English-speaking. We will say so here when that changes.',
    ]);
    const keyless = applyEdits(SITE, [{ op: 'delete', path: ['collections', 'faq', 'items', 2, 'answer'] }]);
    const added = applyEdits(keyless, [{ op: 'set', path: ['collections', 'faq', 'items', 2, 'answer'], value: ANSWER }]);
    expect(lineDiff(keyless, added).added[0][1]).toBe('        answer: >-');
  });

  it('leaves no space behind when folded text that ends in a space, as it does while a word is typed, is replaced', () => {
    const src = 'a: >-\n  some words \nb: 1\n';
    expect(applyEdits(src, [{ op: 'set', path: ['a'], value: 'other words' }])).toBe('a: >-\n  other words\nb: 1\n');
    // Typed a key at a time, a long answer among folded ones ends folded, whatever the value was on the way.
    const text = ANSWER;
    let out = withNewQuestion;
    for (let i = 1; i <= text.length; i += 7) out = applyEdits(out, [{ op: 'set', path: answerAt, value: text.slice(0, i) }]);
    out = applyEdits(out, [{ op: 'set', path: answerAt, value: text }]);
    expect(out).toBe(applyEdits(withNewQuestion, [{ op: 'set', path: answerAt, value: text }]));
  });

  it('puts a new key where the order of keys it is given ranks it, not at the end', () => {
    const without = SITE.replace('        price: $0.99 trial, then $19.99/week or $39.99/month\n', '');
    const order = ['id', 'name', 'rating', 'price', 'accuracy', 'trustpilot'];
    const out = applyEdits(without, [{ op: 'set', path: ['collections', 'platforms', 'items', 0, 'price'], value: 'Free, then $9.99/month', order }]);
    expect(out).toBe(SITE.replace('        price: $0.99 trial, then $19.99/week or $39.99/month\n', '        price: Free, then $9.99/month\n'));
    // Keys the order does not rank, and keys not in it, go at the end as before.
    expect(applyEdits('a: 1\nb: 2\n', [{ op: 'set', path: ['c'], value: 3, order: ['x'] }])).toBe('a: 1\nb: 2\nc: 3\n');
    expect(applyEdits('{ a: 1, c: 3 }\n', [{ op: 'set', path: ['b'], value: 2, order: ['a', 'b', 'c'] }])).toBe('{ a: 1, b: 2, c: 3 }\n');
  });

  it('renames a misspelt key on its own line, keeping its value and place', () => {
    const typo = SITE.replace('        accuracy: 70\n', '        acuracy: 70\n');
    const out = applyEdits(typo, [{ op: 'rename', path: ['collections', 'platforms', 'items', 0, 'acuracy'], to: 'accuracy' }]);
    expect(out).toBe(SITE);
    expect(() => applyEdits(typo, [{ op: 'rename', path: ['collections', 'platforms', 'items', 0, 'acuracy'], to: 'price' }])).toThrow(/already there/);
    expect(applyEdits('a: 1 # note\nb: 2\n', [{ op: 'rename', path: ['a'], to: 'two words: x' }])).toBe('"two words: x": 1 # note\nb: 2\n');
  });
});

describe('collections', () => {
  it('keeps flow collections in flow style', () => {
    const src = 'tags: [a, b]\nlink: { label: X, to: /y }\nlinks:\n  - { label: A, to: /a }\n';
    const out = applyEdits(src, [
      { op: 'insert', path: ['tags'], index: 1, value: 'c, d' },
      { op: 'insert', path: ['tags'], index: 3, value: 'e' },
      { op: 'delete', path: ['tags', 0] },
      { op: 'set', path: ['tags', 0], value: 'yes' },
      { op: 'set', path: ['link', 'to'], value: '/z' },
      { op: 'set', path: ['link', 'variant'], value: 'secondary' },
      { op: 'delete', path: ['link', 'label'] },
      { op: 'insert', path: ['links'], index: 1, value: { label: 'B', to: '/b' } },
    ]);
    expect(out).toBe('tags: ["yes", b, e]\nlink: { to: /z, variant: secondary }\nlinks:\n  - { label: A, to: /a }\n  - { label: B, to: /b }\n');
    expect(
      applyEdits('a: [x]\nb: { k: v }\n', [
        { op: 'delete', path: ['a', 0] },
        { op: 'delete', path: ['b', 'k'] },
      ]),
    ).toBe('a: []\nb: {}\n');
    expect(applyEdits('a: [x, y]\n', [{ op: 'move', path: ['a'], from: 0, to: 1 }])).toBe('a: [y, x]\n');
  });

  it('leaves `key: []` and `- {}` when the last entry of a block collection goes', () => {
    expect(applyEdits('list:\n  - one\nnext: 1\n', [{ op: 'delete', path: ['list', 0] }])).toBe('list: []\nnext: 1\n');
    expect(applyEdits('list:\n  - note: x\n  - b: 1\n', [{ op: 'delete', path: ['list', 0, 'note'] }])).toBe('list:\n  - {}\n  - b: 1\n');
    expect(applyEdits('list:\n  - a: 1\n    b: 2\n', [{ op: 'delete', path: ['list', 0, 'a'] }])).toBe('list:\n  - b: 2\n');
  });

  it('writes a block sequence under a key that held [] or did not exist', () => {
    expect(applyEdits('a:\n  list: []\n', [{ op: 'insert', path: ['a', 'list'], index: 0, value: { x: 1 } }])).toBe('a:\n  list:\n    - x: 1\n');
    expect(applyEdits('a:\n  b: 1\n', [{ op: 'insert', path: ['a', 'list'], index: 0, value: 'one' }])).toBe('a:\n  b: 1\n  list:\n    - one\n');
    expect(applyEdits('a:\n- x\n', [{ op: 'insert', path: ['a'], index: 1, value: 'z' }])).toBe('a:\n- x\n- z\n');
  });

  it('replaces a scalar with a collection and back', () => {
    const src = 'a: 1 # note\nb:\n  - x\nc: 2\n';
    const out = applyEdits(src, [{ op: 'set', path: ['a'], value: { k: [1, 2] } }]);
    expect(out).toBe('a: # note\n  k:\n    - 1\n    - 2\nb:\n  - x\nc: 2\n');
    expect(
      applyEdits(out, [
        { op: 'set', path: ['a'], value: 1 },
        { op: 'set', path: ['b'], value: 'flat' },
      ]),
    ).toBe('a: 1\nb: flat\nc: 2\n');
  });

  it('sets a whole mapping by changing only the keys that differ', () => {
    const path = homeHero();
    const block = get(SITE_DATA, path) as Record<string, unknown>;
    const { eyebrow: _drop, ...rest } = block;
    const out = applyEdits(SITE, [{ op: 'set', path, value: { ...rest, title: 'Changed', size: 'compact' } }]);
    const { removed, added } = lineDiff(SITE, out);
    expect(removed.map(([, l]) => l.trim())).toEqual(['eyebrow: Rated by a published method, updated for 2025', 'title: Find the Online Test You Can Trust']);
    expect(added.map(([, l]) => l.trim())).toEqual(['title: Changed', 'size: compact']);
  });
});

describe('refusals', () => {
  it('throws rather than return a file that would read back differently', () => {
    // Trailing blank lines of a `|+` block are part of its value; removing the next key
    // would take them away, so the delete is refused and nothing is returned.
    const src = 'm:\n  b: |+\n    keep\n\n  c: 2\n';
    expect(() => applyEdits(src, [{ op: 'delete', path: ['m', 'c'] }])).toThrow(SourceEditError);
    expect(() => applyEdits(src, [{ op: 'delete', path: ['m', 'c'] }])).toThrow(/m\.c: the delete was not written.*m\.b would read back differently/);
  });

  it('refuses values YAML cannot hold and edits of a file that does not parse', () => {
    expect(() => applyEdits('a: 1\n', [{ op: 'set', path: ['a'], value: undefined }])).toThrow(/^a cannot be set to undefined/);
    expect(() => applyEdits('a: [1\n', [{ op: 'set', path: ['a'], value: 2 }])).toThrow(/cannot be read.*line 1/);
    expect(() => readData('a: 1\na: 2\n')).toThrow(SourceEditError);
  });

  it('applies edits in order, so a rename and its references are one change', () => {
    const src = 'items:\n  - id: old # the key\nlinks:\n  - { to: old }\n';
    const out = applyEdits(src, [
      { op: 'set', path: ['items', 0, 'id'], value: 'new' },
      { op: 'set', path: ['links', 0, 'to'], value: 'new' },
    ]);
    expect(out).toBe('items:\n  - id: new # the key\nlinks:\n  - { to: new }\n');
  });
});

describe('line endings and file edges', () => {
  it('keeps CRLF line endings everywhere', () => {
    const src = 'a: 1\r\nlist:\r\n  - x: >-\r\n      folded\r\n      text\r\n  - y\r\nm:\r\n  k: v\r\n';
    const out = applyEdits(src, [
      { op: 'set', path: ['list', 0, 'x'], value: 'new\ntext' },
      { op: 'insert', path: ['list'], index: 1, value: { z: [1, 2] } },
      { op: 'set', path: ['m', 'extra'], value: 'e' },
      { op: 'move', path: ['list'], from: 0, to: 2 },
      { op: 'set', path: ['a'], value: { b: 'c' } },
    ]);
    expect(out.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(readData(out)).toEqual({ a: { b: 'c' }, list: [{ z: [1, 2] }, 'y', { x: 'new\ntext' }], m: { k: 'v', extra: 'e' } });
  });

  it('adds no final line break to a file that has none, and keeps a leading comment', () => {
    const src = '# yaml-language-server: $schema=./site.schema.json\nlist:\n  - a\n  - b';
    expect(applyEdits(src, [{ op: 'delete', path: ['list', 1] }])).toBe('# yaml-language-server: $schema=./site.schema.json\nlist:\n  - a');
    expect(applyEdits(src, [{ op: 'insert', path: ['list'], index: 2, value: 'c' }])).toBe(`${src}\n  - c`);
    expect(applyEdits(src, [{ op: 'set', path: ['list', 1], value: 'z' }])).toBe(src.replace(/b$/, 'z'));
  });
});

describe('random edits on the real site.yaml', () => {
  type Found = { path: DataPath; value: unknown };
  const isObject = (v: unknown): v is object => v !== null && typeof v === 'object';
  /**
   * A random place in the data: a walk from the root that stops early with some
   * chance, or when it meets a value that `wanted` accepts and nothing deeper is left.
   * Cheaper than listing the site's ten thousand paths for every edit.
   */
  function walk(data: unknown, seed: number, wanted: (v: unknown, path: DataPath) => boolean): Found | undefined {
    let state = seed + 1;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648);
    let found: Found | undefined;
    let here = data;
    const path: DataPath = [];
    while (isObject(here)) {
      const keys = Array.isArray(here) ? here.map((_, i) => i) : Object.keys(here);
      if (keys.length === 0) break;
      const key = keys[next() % keys.length];
      here = (here as Record<string | number, unknown>)[key];
      path.push(key);
      if (wanted(here, path)) found = { path: [...path], value: here };
      if (found && next() % 4 === 0) break;
    }
    return found;
  }
  const scalar = fc.oneof(
    fc.constantFrom(...TRICKY),
    fc.string(),
    fc.string({ unit: 'grapheme' }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('title', 'text', 'yes', 'a b', '2026-01-01'), scalar, { maxKeys: 3 }) },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  );
  const seed = fc.record({ op: fc.constantFrom('set', 'set', 'add', 'insert', 'delete', 'move', 'rename'), a: fc.nat(), b: fc.nat(), value });

  /** Turns a random seed into a valid edit against the current data (or none when the walk finds no fit). */
  function toEdit(data: unknown, s: { op: string; a: number; b: number; value: unknown }): SourceEdit | undefined {
    const any = () => true;
    if (s.op === 'set') {
      const at = walk(data, s.a, any);
      return at && { op: 'set', path: at.path, value: s.value };
    }
    if (s.op === 'add') {
      const at = walk(data, s.a, (v) => isObject(v) && !Array.isArray(v));
      return at && { op: 'set', path: [...at.path, `added${s.b % 3}`], value: s.value };
    }
    if (s.op === 'delete') {
      const at = walk(data, s.a, any);
      return at && { op: 'delete', path: at.path };
    }
    if (s.op === 'rename') {
      const at = walk(
        data,
        s.a,
        (_v, path) => typeof path[path.length - 1] === 'string' && !Object.hasOwn(get(data, path.slice(0, -1)) as object, `renamed${s.b % 3}`),
      );
      return at && { op: 'rename', path: at.path, to: `renamed${s.b % 3}` };
    }
    if (s.op === 'insert') {
      const at = walk(data, s.a, Array.isArray);
      return at && { op: 'insert', path: at.path, index: s.b % ((at.value as unknown[]).length + 1), value: s.value };
    }
    const at = walk(data, s.a, (v) => Array.isArray(v) && v.length >= 2);
    const n = (at?.value as unknown[] | undefined)?.length ?? 0;
    return at && { op: 'move', path: at.path, from: s.a % n, to: s.b % n };
  }

  it(
    'reads back exactly as the same edits applied to the plain data',
    () => {
      fc.assert(
        fc.property(fc.array(seed, { minLength: 1, maxLength: 3 }), (seeds) => {
          let expected: unknown = SITE_DATA;
          const edits: SourceEdit[] = [];
          for (const s of seeds) {
            const edit = toEdit(expected, s);
            if (!edit) continue;
            edits.push(edit);
            expected = applyToData(expected, edit);
          }
          const out = applyEdits(SITE, edits);
          expect(readData(out)).toEqual(expected);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'changes only the lines of the scalar a scalar set touches',
    () => {
      const doc = parseDocument(SITE, { keepSourceTokens: true });
      const lineOf = (offset: number) => SITE.slice(0, offset).split('\n').length - 1;
      fc.assert(
        fc.property(fc.nat(), scalar, (n, value) => {
          const leaf = walk(SITE_DATA, n, (v) => !isObject(v));
          if (!leaf) return;
          const { path } = leaf;
          const out = applyEdits(SITE, [{ op: 'set', path, value }]);
          const node = doc.getIn(path, true) as { range: [number, number, number] };
          const first = lineOf(node.range[0]);
          const last = lineOf(node.range[1]);
          const before = SITE.split('\n');
          const after = out.split('\n');
          expect(after.slice(0, first)).toEqual(before.slice(0, first));
          expect(after.slice(after.length - (before.length - last - 1))).toEqual(before.slice(last + 1));
          expect(get(readData(out), path)).toEqual(value);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );
});
