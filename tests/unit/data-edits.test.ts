import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_SCHEMAS, blockOptions, DATA_EDITS, itemFields, SETTINGS_SCHEMA, withEveryKind } from '../data-edits.js';

const BASE = withEveryKind(readFileSync('tests/fixtures/every-block.yaml', 'utf8'));
const COLLECTIONS = JSON.parse(readFileSync('schemas/collections.schema.json', 'utf8')) as unknown;

/** Every kind of field a collection can declare: the `type` of each field schema. */
function fieldKinds(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((s) => fieldKinds(s, found));
  else if (schema && typeof schema === 'object') {
    const kind = (schema as { properties?: { type?: { const?: unknown } } }).properties?.type?.const;
    if (typeof kind === 'string') found.add(kind);
    Object.values(schema).forEach((s) => fieldKinds(s, found));
  }
  return found;
}

/** Whether an edit changes the text for one of the first few choices among those `pick` starts at, `every` apart. */
const changes = (edit: string, pick: number, every: number) => [0, 1, 2, 3].some((k) => DATA_EDITS[edit](BASE, pick + k * every) !== BASE);

// The property tests (incremental-build.test.ts, incremental-validation.test.ts) pick among these edits at random; these
// tests see that each one can be picked and does something, so a new kind, option or setting without an edit fails here.
describe('the edits of the property tests', () => {
  it('change a field of every kind a collection can declare', () => {
    const fields = itemFields(BASE);
    expect(new Set(fields.map((f) => f.kind))).toEqual(fieldKinds(COLLECTIONS));
    const unchanged = fields.filter((_, i) => !changes('change a field of an item', i, fields.length)).map((f) => `${f.collection}.${f.field}`);
    expect(unchanged).toEqual([]);
  });

  it('set, change or leave out every option of every type of block', () => {
    const options = blockOptions(BASE);
    const wanted = Object.entries(BLOCK_SCHEMAS).flatMap(([type, schema]) =>
      Object.keys(schema.properties as object)
        .filter((option) => option !== 'type')
        .map((option) => `${type}.${option}`),
    );
    expect(new Set(options.map((o) => `${o.block.type}.${o.option}`))).toEqual(new Set(wanted));
    const unchanged = wanted.filter(
      (name) => !options.some((o, i) => `${o.block.type}.${o.option}` === name && changes('change an option of a block', i, options.length)),
    );
    expect(unchanged).toEqual([]);
  });

  it('change every setting', () => {
    const keys = Object.keys(SETTINGS_SCHEMA.properties as object);
    expect(keys.filter((_, i) => !changes('change a setting', i, keys.length))).toEqual([]);
  });
});
