import { describe, expect, it } from 'vitest';
import { findLongValue } from '../../src/load/long-value.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SITE_SOURCE } from '../helpers.js';

const LIMIT = 1000;
const words = (n: number) => 'word '.repeat(n / 5).trim();

describe('findLongValue', () => {
  it('finds a value over the limit written on one line, at its key', () => {
    const text = `a:\n  short: x\n  long: ${words(2000)}\n  after: y\n`;
    expect(findLongValue(text, LIMIT)).toEqual({ offset: text.indexOf('long:'), length: text.indexOf('  after') - text.indexOf('  long') });
  });

  it('finds a block scalar and a plain scalar over several lines, wherever it starts', () => {
    const lines = Array.from({ length: 40 }, () => `      ${words(50)}`).join('\n');
    for (const text of [`items:\n  - text: >-\n${lines}\n  - text: x\n`, `items:\n  - text:\n${lines}\n`, `items:\n  -\n${lines}\n`]) {
      const found = findLongValue(text, LIMIT);
      expect(found, text.slice(0, 30)).toBeDefined();
      expect(found!.length, text.slice(0, 30)).toBeGreaterThan(LIMIT);
    }
  });

  it('lets a long list or mapping of short values through', () => {
    const list = `routes:\n${Array.from({ length: 500 }, (_, i) => `  - path: /p${i}\n    title: Page ${i}\n    blocks:\n      - type: hero\n        title: ${words(40)}\n`).join('')}`;
    expect(list.length).toBeGreaterThan(20 * LIMIT);
    expect(findLongValue(list, LIMIT)).toBeUndefined();
    expect(findLongValue(`a:\n${Array.from({ length: 400 }, (_, i) => `  k${i}: v\n`).join('')}`, LIMIT)).toBeUndefined();
  });
});

describe('a site file with a value over the limit', () => {
  it('is refused before it is parsed, with the position of the value and the limit', () => {
    const source = SITE_SOURCE.replace(
      /( {4}description: >-\n {6}Answers to common questions about online IQ)/,
      `    description: >-\n${`      ${words(100)}\n`.repeat(12_000)}$1`.replace(/\n$/, ''),
    ).replace(/( {4}description: >-\n(?: {6}.*\n)+) {4}description: >-\n( {6}Answers to common questions about online IQ.*\n(?: {6}.*\n)*)/, '$1');
    const { problems, site } = validateSource(source);
    expect(site).toBeUndefined();
    const line = source.slice(0, source.indexOf('word word')).split('\n').length - 1;
    expect(problems).toEqual([
      {
        line,
        col: 5,
        code: 'BS0005',
        message: expect.stringMatching(/^this value is [\d,]+ characters long, over the limit of 1,048,576 for one value; shorten it/),
      },
    ]);
  });
});
