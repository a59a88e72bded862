import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { parseSource, MAX_BYTES, MAX_VALUES } from '../../src/load/load-site.js';
import { readInPieces } from '../../src/load/read-pieces.js';
import { BufferBytes } from '../../src/load/site-bytes.js';
import { emptyMemory, IncrementalValidator } from '../../src/validate/incremental/validator.js';
import { countValues, countValuesInBytes, maxValues } from '../../src/load/value-count.js';
import { DENSE_SHAPES, denseSiteText, type DenseShape } from '../dense-site.js';

const SITES = join(import.meta.dirname, '../fixtures/sites');
const FILES = [
  ['the root site.yaml', readFileSync('site.yaml', 'utf8')],
  ...readdirSync(SITES).map((name) => [`the ${name} fixture site`, readFileSync(join(SITES, name, 'site.yaml'), 'utf8')]),
  ...Object.keys(DENSE_SHAPES).map((shape) => [`a dense file of ${shape}`, denseSiteText(shape as DenseShape, 20_000)]),
];

/** Every value the data holds: each scalar, list and mapping, and each key. */
function nodes(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((sum: number, item) => sum + nodes(item), 0);
  if (value && typeof value === 'object') return 1 + Object.values(value).reduce((sum: number, item) => sum + 1 + nodes(item), 0);
  return 1;
}

const all = (text: string) => countValues(text, Number.POSITIVE_INFINITY).count;

describe('counting the values a file holds', () => {
  it.each(FILES)('never counts fewer than %s holds', (_, text) => {
    expect(all(text)).toBeGreaterThanOrEqual(nodes(parse(text)));
  });

  it('never counts fewer than a random document holds, in any style', () => {
    const json = fc.jsonValue({ maxDepth: 6 });
    fc.assert(
      fc.property(json, fc.constantFrom<'block' | 'flow'>('block', 'flow'), (value, style) => {
        const text = style === 'flow' ? JSON.stringify(value) : stringify(value);
        expect(all(text)).toBeGreaterThanOrEqual(nodes(parse(text)));
      }),
      { numRuns: 300 },
    );
  });

  it('counts a list inside a list as a list, whether in brackets or after a dash', () => {
    expect(all('- - x\n')).toBe(1 + 2 + 8 + 1);
    expect(all('[[x]]')).toBe(1 + 16);
    expect(all('a: {b: 1}\n')).toBe(1 + 2 + 1 + 2 + 1);
  });

  it('gives the same count, and the same place it goes over, for a text and for its bytes', () => {
    const text = `siteName: café — ${'- a: b\n'.repeat(1000)}`;
    const bytes = Buffer.from(text);
    const limit = 3000;
    const inText = countValues(text, limit);
    const inBytes = countValuesInBytes(new BufferBytes(bytes, 256), limit);
    expect(inBytes.count).toBe(inText.count);
    expect(inBytes.overAt).toBe(Buffer.byteLength(text.slice(0, inText.overAt)));
  });

  it('allows one value for each 32 bytes of the byte limit', () => {
    expect(MAX_VALUES).toBe(maxValues(MAX_BYTES));
    expect(maxValues(64 * 1024 * 1024)).toBe(2_097_152);
  });
});

describe('a file holding more values than the limit allows', () => {
  const over = denseSiteText('blocks', MAX_VALUES + 10_000, 0);
  const line = over.slice(0, countValues(over, MAX_VALUES).overAt).split('\n').length;

  it('is refused before it is parsed, at the line where the count goes over, naming the setting that raises it', () => {
    expect(Buffer.byteLength(over)).toBeLessThan(MAX_BYTES);
    const read = parseSource(over);
    expect(read.stage).toBe('values');
    expect(read.problems).toEqual([
      {
        line,
        col: expect.any(Number),
        code: 'BS0006',
        message: expect.stringMatching(/^by this line the file holds more than [\d,]+ values .*SITE_MAX_BYTES/),
      },
    ]);
  });

  it('is refused the same way when read in pieces', () => {
    expect(readInPieces(over)?.problems).toEqual(parseSource(over).problems);
  });
});

describe('a save that takes a file over the limit, in a long-running process', () => {
  // The dev server and the editor count only the routes a save changed: the count must still be the whole file's.
  it('is refused at its line, though each route is within it and the validator had counted the file before, and the file is taken back when the values go', () => {
    const site = readFileSync('site.yaml', 'utf8');
    // A line of commas in three routes' descriptions: each route holds fewer values than the limit, and reads; the three together hold more.
    const commas = `      ${','.repeat(Math.ceil(0.4 * MAX_VALUES))}\n`;
    const over = ['/reviews', '/faq', '/about'].reduce((text, path) => {
      const at = text.indexOf('description: >-\n', text.indexOf(`\n  - path: ${path}\n`)) + 'description: >-\n'.length;
      return text.slice(0, at) + commas + text.slice(at);
    }, site);
    // As the dev server does: a validator for each save, sharing the memory of the ones before.
    const memory = emptyMemory();
    const check = (text: string) => {
      const validator = new IncrementalValidator(process.cwd(), memory, true);
      return { problems: validator.validate(BufferBytes.of(text)).problems, road: validator.road };
    };
    expect(check(site)).toEqual({ problems: [], road: 'quick' });
    const { problems } = check(over);
    expect(problems.map((p) => p.code)).toEqual(['BS0006']);
    expect(problems[0].line).toBe(over.slice(0, countValues(over, MAX_VALUES).overAt).split('\n').length);
    expect(check(site)).toEqual({ problems: [], road: 'quick' });
  });
});
