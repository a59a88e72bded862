import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedDocs } from '../../scripts/gen-docs.js';
import { generateTypes } from '../../scripts/gen-types.js';
import { registry } from '../../src/renderers/registry.js';
import { blockTypesFromSchemas, readSchemaFiles } from '../../src/validate/schema-files.js';
import { schemaValidator } from '../../src/validate/schema-validator.js';

type Node = Record<string, unknown>;

/** Every property schema in a file, with its JSON path. */
function properties(node: unknown, path: string, out: Array<[string, Node]> = []): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return out;
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'properties') for (const [name, prop] of Object.entries(value as Node)) out.push([`${path}/properties/${name}`, prop as Node]);
    properties(value, `${path}/${key}`, out);
  }
  return out;
}

function objects(node: unknown, path: string, out: Array<[string, Node]> = []): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return out;
  if ((node as Node).type === 'object' && (node as Node).properties && !(node as Node).oneOf) out.push([path, node as Node]);
  for (const [key, value] of Object.entries(node as Node)) objects(value, `${path}/${key}`, out);
  return out;
}

describe('schemas', () => {
  const files = readSchemaFiles();

  it('name the same block types as the renderer registry', () => {
    expect(blockTypesFromSchemas(files)).toEqual(Object.keys(registry).sort());
  });

  it('list every block file in the block union', () => {
    const union = (files.get('block.schema.json')!.oneOf as Array<{ $ref: string }>).map((r) => r.$ref.replace(/^blocks\/|\.schema\.json$/g, ''));
    expect(union.sort()).toEqual(blockTypesFromSchemas(files));
  });

  it('give every field a title and a description', () => {
    const missing: string[] = [];
    for (const [file, schema] of files) {
      for (const [path, prop] of properties(schema, file)) {
        if (typeof prop.title !== 'string' && !String(prop.$ref ?? '').includes('$defs')) missing.push(`${path} title`);
        if (typeof prop.description !== 'string' && !String(prop.$ref ?? '').includes('$defs')) missing.push(`${path} description`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('forbid unknown fields on every object, except where a comment says what checks them instead', () => {
    const open: string[] = [];
    for (const [file, schema] of files) {
      for (const [path, obj] of objects(schema, file)) if (obj.additionalProperties !== false && typeof obj.$comment !== 'string') open.push(path);
    }
    expect(open).toEqual([]);
  });

  it('give every block an example that the block schema accepts', () => {
    const validate = schemaValidator('block.schema.json');
    for (const type of blockTypesFromSchemas(files)) {
      const [example] = (files.get(`blocks/${type}.schema.json`)!.examples as unknown[]) ?? [];
      expect(example, type).toBeDefined();
      expect(validate(example), `${type}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  // docs/errors.md is made by validating a file of the invalid-input corpus for each code, some of them large: minutes on a busy machine.
  it('match the block and site file references in docs/', { timeout: 180_000 }, () => {
    for (const { file, text } of generatedDocs()) expect(readFileSync(file, 'utf8') === text, `${file} is stale: run npm run gen:docs`).toBe(true);
  });

  it('match the generated TypeScript types', async () => {
    const committed = readFileSync(new URL('../../src/types/site.ts', import.meta.url), 'utf8');
    expect(await generateTypes(), 'src/types/site.ts is stale: run npm run gen:types').toBe(committed);
  });
});
