import { countValues } from '../src/load/value-count.js';

/**
 * Site files made to cost the most memory a file may: as many values as the
 * limit allows (load/value-count.ts), in the shapes that cost the parsers and
 * the schema's checks the most for each value. Each reads as YAML, within
 * every guard (no list of more than 20,000 entries, no line over the
 * one-value limit), and fails the schema at nearly every value, so every
 * command reads all of it, puts its data together and checks it whole.
 */
export const DENSE_SHAPES = {
  /** Blocks without a type: two schema problems each. */
  blocks: '  - {}\n',
  /** Lists inside lists inside lists: the costliest value for both parsers. */
  lists: '  - - - - - - - - x\n',
  /** The same in brackets. */
  brackets: '  - [[[[[[[[x]]]]]]]]\n',
  /** Mappings inside mappings, on lines of their own. */
  mappings: '  - a:\n      b:\n        c: {}\n',
  /** Blocks of unknown keys: one problem each. */
  keys: '    k: 1\n',
  /** Collection items without an id, in collections that declare no fields. */
  items: '    - {}\n',
} as const;

export type DenseShape = keyof typeof DENSE_SHAPES;

/** What a part of a file adds to its count (the count of a text alone includes the document itself). */
const valuesIn = (part: string) => countValues(part, Number.POSITIVE_INFINITY).count - 1;

/** Entries of one list: within the guards' limit of 25,000. */
const PER_LIST = 20_000;

/**
 * A site file of routes whose blocks lists (or collections whose items) hold `shape` over and over,
 * with as many values as `maxValues` allows less a margin of `margin`.
 */
export function denseSiteText(shape: DenseShape, maxValues: number, margin = 64): string {
  const head = `settings:\n  siteName: Dense\n${shape === 'items' ? 'collections' : 'routes'}:\n`;
  const line = DENSE_SHAPES[shape];
  // The unknown keys go in a mapping of their own per route; each key is made different.
  const route = (n: number) =>
    shape === 'items'
      ? `  c${n}:\n    fields: {}\n    items:\n`
      : `- path: /p${n}\n  title: Page ${n}\n  blocks:\n${shape === 'keys' ? '  - type: hero\n' : ''}`;
  const perLine = valuesIn(line);
  const parts = [head];
  let values = 1 + valuesIn(head);
  for (let n = 0; values + valuesIn(route(n)) + perLine <= maxValues - margin; n++) {
    const opening = route(n);
    values += valuesIn(opening);
    const lines = Math.min(PER_LIST, Math.floor((maxValues - margin - values) / perLine));
    parts.push(opening, shape === 'keys' ? Array.from({ length: lines }, (_, i) => `    k${i}: 1\n`).join('') : line.repeat(lines));
    // A key's digits count nothing: each line counts as the shape's does.
    values += lines * perLine;
  }
  return parts.join('');
}
