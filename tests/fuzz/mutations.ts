import fc from 'fast-check';
import type { Problem } from '../../src/problem.js';
import { isDeepStrictEqual } from 'node:util';
import { parseSource } from '../../src/load/load-site.js';
import { quickLoad } from '../../src/load/quick-load.js';
import { validateSource } from '../../src/validate/validate-site.js';

/** Fragments a careless or hostile edit might introduce into site.yaml. */
const FRAGMENTS = [
  ':',
  '- ',
  ' ',
  '  ',
  '\t',
  '\n',
  '[',
  ']',
  '{',
  '}',
  '"',
  "'",
  ',',
  '#',
  '|',
  '>',
  '? ',
  '&a ',
  '*a',
  '!!str ',
  '!!js/function ',
  '%YAML 1.1\n---\n',
  '---\n',
  '...\n',
  '\u0000',
  '\u0007',
  '\uFEFF',
  'ü',
  '😀',
  '__proto__: 1\n',
  'constructor: {}\n',
  'type: heros',
  'to: /nowhere',
  'to: "http://x.example"',
  'to: "javascript:alert(1)"',
  'rating: 11',
  'featured: true',
  'date: "2025-02-30"',
  '<<: *a\n',
  'yes',
  'no',
  '0x1F',
  '1e400',
  '.nan',
  '~',
  'null',
];

export type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate-line'; at: number }
  | { kind: 'nest'; at: number; depth: number; open: '[' | '{' };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 8 })) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('duplicate-line' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('nest' as const), at: fc.nat(), depth: fc.integer({ min: 10, max: 3000 }), open: fc.constantFrom('[' as const, '{' as const) }),
);

export function applyMutation(source: string, m: Mutation): string {
  const at = m.at % (source.length + 1);
  switch (m.kind) {
    case 'insert':
      return source.slice(0, at) + m.text + source.slice(at);
    case 'delete':
      return source.slice(0, at) + source.slice(at + m.length);
    case 'duplicate-line': {
      const start = source.lastIndexOf('\n', at - 1) + 1;
      const end = source.indexOf('\n', at);
      const line = source.slice(start, end < 0 ? source.length : end + 1);
      return source.slice(0, start) + line + source.slice(start);
    }
    case 'nest':
      return source.slice(0, at) + m.open.repeat(m.depth) + source.slice(at);
  }
}

/**
 * What every outcome must satisfy: no exception, and either a site with no
 * problems or problems that each carry a position and a plain message.
 */
export function checkOutcome(source: string): void {
  const { site, problems } = validateSource(source);
  if (site && problems.length > 0) throw new Error('a site came back together with problems');
  if (!site && problems.length === 0) throw new Error('rejected without a problem');
  for (const p of problems as Problem[]) {
    if (!(p.line >= 1 && p.col >= 1)) throw new Error(`problem without a position: ${JSON.stringify(p)}`);
    if (!p.message || /\n\s+at |TypeError|RangeError/.test(p.message)) throw new Error(`bad message: ${p.message}`);
  }
}

/**
 * The quick loader may decline any file, but a file it reads must be one the
 * careful loader reads without a problem, to the same data.
 */
export function checkQuickAgreement(source: string): void {
  const quick = quickLoad(source);
  if (quick === undefined) return;
  const careful = parseSource(source);
  if (careful.problems.length > 0) throw new Error(`quick load accepted a file the careful load rejects: ${careful.problems[0].message}`);
  if (!isDeepStrictEqual(quick, careful.data)) throw new Error('quick and careful loads read the file differently');
}

export function mutationProperty(base: string) {
  return fc.property(fc.array(mutation, { minLength: 1, maxLength: 4 }), (mutations) => {
    const source = mutations.reduce(applyMutation, base);
    checkOutcome(source);
    checkQuickAgreement(source);
  });
}
