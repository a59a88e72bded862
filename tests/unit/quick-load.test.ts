import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { syntheticSiteText } from '../../bench/synthetic-site.js';
import { parseSource } from '../../src/load/load-site.js';
import { quickLoad } from '../../src/load/quick-load.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { checkQuickAgreement } from '../fuzz/mutations.js';
import { SITE_SOURCE } from '../helpers.js';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

describe('the quick loader', () => {
  it.each([
    ['site.yaml', SITE_SOURCE],
    ['the every-block fixture', fixture('every-block.yaml')],
    ['a 100-route synthetic site', syntheticSiteText(100)],
  ])('reads %s to the same data as the careful loader', (_, source) => {
    const quick = quickLoad(source);
    expect(quick).toBeDefined();
    expect(quick).toStrictEqual(parseSource(source).data);
  });

  it.each([
    ['an anchor and alias', 'a: &x 1\nb: *x\n'],
    ['a tag', 'a: !!str 1\n'],
    ['a directive', '%YAML 1.2\n---\na: 1\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['nesting past the limit', `a: ${'['.repeat(70)}${']'.repeat(70)}\n`],
    ['a key the parsers could read differently', '01: x\n'],
    ['a __proto__ key', '__proto__: {a: 1}\n'],
    ['a control character', 'a: "\u0007"\n'],
    ['a syntax error', 'a: [1, 2\n'],
    ['an implicit key over 1,024 characters', `${'k'.repeat(1100)}: v\n`],
    ['a quote continued on an unindented line', 'a:\n  - "one\ntwo"\n'],
    ['a flow collection as a key', 'm: {a: 1, {}}\n'],
    ['a comment stuck to a bracket', 'a: [1]#c\n'],
    ['a key with no value after a comma inside { }', 'a: { b: one, two three }\n'],
  ])('declines %s, leaving it to the careful loader', (_, source) => {
    expect(quickLoad(source)).toBeUndefined();
  });

  it('reads scalars, keys and text the way the careful loader does', () => {
    const scalar = fc.oneof(
      fc.constantFrom(
        '1',
        '-1',
        '+1',
        '01',
        '0o17',
        '0o8',
        '0x1F',
        '0xG',
        '1_000',
        '1.5',
        '.5',
        '1.',
        '1e3',
        '1E-3',
        '.inf',
        '-.Inf',
        '.NaN',
        '.nan.',
        'yes',
        'no',
        'on',
        'True',
        'TRUE',
        'tRue',
        'null',
        'Null',
        '~',
        '',
        '2025-01-15',
        '12:30',
        'a: b',
        '"q\\u00e9"',
        "'it''s'",
        '|\n  line\n  two',
        '>-\n  folded\n  text',
        'x # comment',
        '"a\\tb"',
        'http://x.example/#a',
        '**bold**',
        '- item',
      ),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(scalar, scalar, (key, value) => {
        for (const source of [`k: ${value}\n`, `${key}: v\n`, `list:\n  - ${value}\n`, `m: {a: ${value}}\n`]) checkQuickAgreement(source);
      }),
      { numRuns: Number(process.env.QUICK_RUNS ?? 400) },
    );
  });

  it('passes a clean site without the careful loader, and still places every problem in a broken one', () => {
    expect(validateSource(SITE_SOURCE).problems).toEqual([]);
    const broken = SITE_SOURCE.replace('type: hero', 'type: heros');
    const { problems } = validateSource(broken);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].line).toBeGreaterThan(1);
  });
});
