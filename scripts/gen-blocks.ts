/**
 * `npm run gen:blocks`: writes what follows from the block folders, so a new
 * block type is its folder (src/renderers/<type>/: definition.ts and the
 * renderer <type>.tsx), its schema (schemas/blocks/<type>.schema.json) and
 * a fixture, and nothing else by hand:
 * - src/renderers/registry.ts's list of definitions (validation's side),
 * - src/renderers/loaders.ts, which loads each renderer (rendering's side),
 * - the block union in schemas/block.schema.json,
 * - src/model/value-places.ts, where each type's options may take a page item's value,
 * - the block table in README.md.
 * Then `npm run gen:types` and `npm run gen:docs` follow the schemas.
 * `--check` exits 1 when a written file is stale (tests/unit/blocks.test.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlockDefinition, BlockType } from '../src/renderers/define-block.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RENDERERS = join(ROOT, 'src', 'renderers');
const at = (path: string) => join(ROOT, path);
const GENERATED = (by: string) => `// Generated from the block folders by \`npm run gen:blocks\`${by}. Do not edit by hand.`;

/** Block types: the folders of src/renderers that hold a definition.ts. */
export function blockTypes(): string[] {
  return readdirSync(RENDERERS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(RENDERERS, entry.name, 'definition.ts')))
    .map((entry) => entry.name)
    .sort();
}

const camel = (type: string) => type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
/** The component a block's renderer exports: its type in PascalCase ('card-grid' → CardGrid). */
export const componentName = (type: string) => camel(type).replace(/^[a-z]/, (c) => c.toUpperCase());
const key = (type: string) => (/^[a-z]+$/.test(type) ? type : `'${type}'`);

function registryText(types: string[]): string {
  const file = at('src/renderers/registry.ts');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('// <definitions>');
  const end = text.indexOf('// </definitions>');
  if (start < 0 || end < 0) throw new Error(`${file} has lost its '// <definitions>' and '// </definitions>' lines`);
  const imports = types.map((type) => `import ${camel(type)} from './${type}/definition.js';`);
  const entries = types.map((type) => (camel(type) === type ? `  ${type},` : `  ${key(type)}: ${camel(type)},`));
  const block = [
    '// <definitions>',
    GENERATED(''),
    ...imports,
    '',
    'const definitions: { [K in BlockType]: BlockDefinition<K> } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
  return text.slice(0, start) + block + text.slice(end);
}

function loadersText(types: string[]): string {
  const entries = types.map((type) => {
    const component = componentName(type);
    return `  ${key(type)}: () => import('./${type}/${type}.js').then((m) => m.${component}),`;
  });
  return [
    GENERATED(''),
    "import type { ComponentType } from 'react';",
    "import type { BlockOf, BlockProps, BlockType } from './define-block.js';",
    '',
    '/**',
    ' * Block type → a function that loads its renderer: the component named after',
    ' * the type in <type>.tsx. Loaded only to render, so validating never loads React or MUI.',
    ' */',
    'export const loaders: { [K in BlockType]: () => Promise<ComponentType<BlockProps<BlockOf<K>>>> } = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

function unionText(types: string[]): string {
  const file = at('schemas/block.schema.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  schema.oneOf = types.map((type) => ({ $ref: `blocks/${type}.schema.json` }));
  return `${JSON.stringify(schema, null, 2)}\n`;
}

interface Schema {
  title: string;
  description: string;
}

type Json = Record<string, unknown>;

/** The kind of value each definition that may come from the page's item holds, by the definition it wraps (defs.schema.json). */
const VALUE_KINDS: Record<string, string> = { plainText: 'text', heading: 'text', inlineText: 'prose', linkTarget: 'link', image: 'picture' };

/**
 * Where a block's options may take the page item's value, cut from its
 * schema: each option whose definition offers `itemValue` beside a value
 * (`plainTextOrItem`, …), with what it is inside, which entries and
 * properties are required, so a value left empty can leave out what holds it.
 */
function valuePlaces(type: string): Json | undefined {
  const defs = (JSON.parse(readFileSync(at('schemas/defs.schema.json'), 'utf8')) as { $defs: Record<string, Json> }).$defs;
  const place = (node: Json, depth: number): Json | undefined => {
    if (depth > 12) return undefined;
    const ref = typeof node.$ref === 'string' ? /#\/\$defs\/(\w+)$/.exec(node.$ref)?.[1] : undefined;
    if (ref !== undefined) {
      const target = defs[ref];
      const branches = Array.isArray(target.anyOf) ? (target.anyOf as Json[]) : [];
      const wraps = branches.map((branch) => /#\/\$defs\/(\w+)$/.exec(String(branch.$ref))?.[1]);
      if (wraps.includes('itemValue')) return { kind: VALUE_KINDS[wraps.find((name) => name !== 'itemValue')!] };
      return place(target, depth + 1);
    }
    const out: Json = {};
    if (node.properties) {
      const properties = Object.entries(node.properties as Record<string, Json>).flatMap(([key, inner]) => {
        const found = place(inner, depth + 1);
        return found ? [[key, found] as const] : [];
      });
      if (properties.length > 0) {
        out.properties = Object.fromEntries(properties);
        const required = ((node.required ?? []) as string[]).filter((key) => key !== 'type');
        if (required.length > 0) out.required = required;
      }
    }
    if (node.items) {
      const items = place(node.items as Json, depth + 1);
      if (items) Object.assign(out, { items, ...(typeof node.minItems === 'number' && { minItems: node.minItems }) });
    }
    return Object.keys(out).length > 0 ? out : undefined;
  };
  return place(JSON.parse(readFileSync(at(`schemas/blocks/${type}.schema.json`), 'utf8')) as Json, 0);
}

function valuePlacesText(types: string[]): string {
  const entries = types.flatMap((type) => {
    const found = valuePlaces(type);
    return found ? [`  ${key(type)}: ${JSON.stringify(found)},`] : [];
  });
  return [
    '// Generated from the block schemas by `npm run gen:blocks`. Do not edit by hand.',
    '',
    '/**',
    " * Where in a block's options values may come from the page's item: its",
    ' * schema cut to those options and what holds them, with what is required',
    ' * there, so a value an item leaves empty can leave out what needs it.',
    " * `kind` is what the option holds: 'text', 'prose', 'link' or 'picture'.",
    ' */',
    'export interface Places {',
    '  kind?: string;',
    '  properties?: Record<string, Places>;',
    '  required?: string[];',
    '  items?: Places;',
    '  minItems?: number;',
    '}',
    '',
    "/** Where each block type's options may take the page item's value (model/item-values.ts), from its schema. */",
    'export const VALUE_PLACES: Record<string, Places> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/** What a block reads of the site's data, in words, from its definition. */
function reads(definition: BlockDefinition<BlockType>, schema: { properties?: Record<string, unknown> }): string {
  if (definition.itemBlock) return 'one item';
  if (definition.lists) return schema.properties && 'cards' in schema.properties ? 'written out, or a collection' : 'a collection';
  return 'written out';
}

async function tableText(types: string[]): Promise<string> {
  const file = at('README.md');
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('<!-- blocks -->');
  const end = text.indexOf('<!-- /blocks -->');
  if (start < 0 || end < 0) throw new Error(`${file} has lost its '<!-- blocks -->' and '<!-- /blocks -->' lines`);
  const rows: string[] = [];
  for (const type of types) {
    const schema = JSON.parse(readFileSync(at(`schemas/blocks/${type}.schema.json`), 'utf8')) as Schema & { properties?: Record<string, unknown> };
    const definition = (await import(join(RENDERERS, type, 'definition.ts'))).default as BlockDefinition<BlockType>;
    // The description's first sentence, which says what the block is.
    const what = schema.description.replace(/([.:;]) .*$/s, '').replace(/[.:;]$/, '');
    const marks = [definition.providesH1 && "the page's h1", definition.island && 'a script'].filter(Boolean).join(', ');
    rows.push(`| \`${type}\` | ${what} | ${reads(definition, schema)} | ${marks || '—'} |`);
  }
  const table = [
    '<!-- blocks -->',
    '<!-- Generated from the block folders and schemas by `npm run gen:blocks`; do not edit by hand. -->',
    '',
    '| block | what it is | what it shows | gives the page |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  return text.slice(0, start) + table + text.slice(end);
}

/** Each generated file with its text as the block folders make it. */
export async function generatedBlockFiles(write = false): Promise<Array<{ file: string; text: string }>> {
  const types = blockTypes();
  for (const type of types) {
    for (const needed of [`schemas/blocks/${type}.schema.json`, `src/renderers/${type}/${type}.tsx`])
      if (!existsSync(at(needed))) throw new Error(`block '${type}' has a definition but no ${needed}`);
  }
  const code = [
    { file: at('src/renderers/registry.ts'), text: registryText(types) },
    { file: at('src/renderers/loaders.ts'), text: loadersText(types) },
  ];
  // The table reads the definitions, which read the registry: a registry that lacks a type is written first.
  if (write) for (const { file, text } of code) if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
  return [
    ...code,
    { file: at('schemas/block.schema.json'), text: unionText(types) },
    { file: at('src/model/value-places.ts'), text: valuePlacesText(types) },
    { file: at('README.md'), text: await tableText(types) },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const before = new Map(
    ['src/renderers/registry.ts', 'src/renderers/loaders.ts'].map((path) => [at(path), existsSync(at(path)) ? readFileSync(at(path), 'utf8') : '']),
  );
  const files = await generatedBlockFiles(!check);
  const stale = files.filter(({ file, text }) => (before.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : '')) !== text);
  if (check) {
    for (const { file } of stale) console.error(`${file} is stale; run \`npm run gen:blocks\``);
    process.exit(stale.length > 0 ? 1 : 0);
  }
  for (const { file, text } of stale) writeFileSync(file, text);
  console.log(stale.length > 0 ? `wrote ${stale.map(({ file }) => file.slice(ROOT.length)).join(', ')}` : 'the generated block files are current');
}
