import { writeFileAtomic } from '../files/safe-files.js';
import { humanize, ROLE_KEYS } from '../model/collections.js';
import type { RatingScale } from '../types/site.js';
import type { Bound } from './bindings.js';
import { boundCollections, ratingScales } from './declarations.js';
import { fieldSchema } from './item-schemas.js';
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';
import { readSchemaFiles, SCHEMA_DIR } from './schema-files.js';
import { SCHEMA_BASE } from './schema-validator.js';

type Schema = Record<string, unknown>;
/** A place in a block where a name is written: property names, '[]' for any entry of a list. */
type Path = string[];

/** More ids than this are not listed in the editor schema; the validator still checks them all. */
const MAX_LISTED_IDS = 2000;

/**
 * Where block schemas take a field name or an item id, found by walking
 * them, so a new block type's bindings complete with nothing added here.
 */
function bindingPaths(files = readSchemaFiles()): { fields: Path[]; items: Path[] } {
  const defs = (files.get('defs.schema.json')!.$defs ?? {}) as Record<string, Schema>;
  const found = { fields: [] as Path[], items: [] as Path[] };
  const walk = (node: unknown, path: Path): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    // Block schemas refer to '../defs.schema.json#/$defs/x'; the definitions refer to one another as '#/$defs/x'.
    if (typeof schema.$ref === 'string' && /(^|defs\.schema\.json)#\/\$defs\//.test(schema.$ref)) {
      const name = schema.$ref.split('/').pop()!;
      if (name === 'fieldName') found.fields.push(path);
      else if (name === 'itemId') found.items.push(path);
      else walk(defs[name], path);
    }
    for (const [key, value] of Object.entries((schema.properties as Schema | undefined) ?? {})) walk(value, [...path, key]);
    if (schema.items) walk(schema.items, [...path, '[]']);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(schema[key])) for (const branch of schema[key] as unknown[]) walk(branch, path);
  };
  for (const [file, schema] of files) if (file.startsWith('blocks/')) walk(schema, []);
  const unique = (paths: Path[]) => [...new Map(paths.map((p) => [p.join('.'), p])).values()];
  return { fields: unique(found.fields), items: unique(found.items) };
}

/** A schema that only says what is at the given paths. */
function sparse(entries: Array<[Path, Schema]>): Schema {
  const root: Schema = {};
  for (const [path, leaf] of entries) {
    let node = root;
    path.forEach((step, i) => {
      const last = i === path.length - 1;
      if (step === '[]') {
        node.items ??= {};
        node = last ? Object.assign(node.items as Schema, leaf) : (node.items as Schema);
      } else {
        const properties = ((node.properties as Schema | undefined) ?? (node.properties = {})) as Record<string, Schema>;
        properties[step] ??= {};
        node = last ? Object.assign(properties[step], leaf) : properties[step];
      }
    });
  }
  return root;
}

const listed = (values: string[], what: string): Schema =>
  values.length > 0 && values.length <= MAX_LISTED_IDS ? { enum: values } : { type: 'string', description: what };

/**
 * The JSON Schema an editor uses for one site file: the language schema,
 * plus what this site declares. Items complete their collection's field
 * names with their help text; blocks complete the fields and item ids of
 * the collection they name; references complete the ids they may name.
 */
export function siteSchema(data: unknown, schemaDir: string, siteName: string): Schema {
  const collections = boundCollections(data);
  const scales = ratingScales(data);
  const { fields: fieldPaths, items: itemPaths } = bindingPaths();
  const ref = (file: string) => `${schemaDir}/${file}`;
  const $defs: Record<string, Schema> = {};
  const collectionProps: Record<string, Schema> = {};
  const names = [...collections.keys()];
  for (const bound of collections.values()) {
    const fieldNames = Object.keys(bound.collection.fields);
    const ids = [...bound.ids];
    $defs[`bind-${bound.name}`] = sparse([
      ...fieldPaths.map((p): [Path, Schema] => [p, { enum: fieldNames }]),
      ...itemPaths.map((p): [Path, Schema] => [p, listed(ids, `An entry of ${bound.name}, by its short name.`)]),
    ]);
    $defs[`item-${bound.name}`] = editorItemSchema(bound, collections, scales, ref);
    $defs[`template-${bound.name}`] = {
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
      allOf: [{ $ref: '#/$defs/block' }, { if: { not: { required: ['collection'] } }, then: { $ref: `#/$defs/bind-${bound.name}` } }],
    };
    const fieldEnum = { enum: fieldNames };
    collectionProps[bound.name] = {
      properties: {
        ...Object.fromEntries(Object.values(ROLE_KEYS).map((key) => [key, fieldEnum])),
        sortedBy: { properties: { field: fieldEnum } },
        rankingRules: { items: { properties: { field: fieldEnum } } },
        page: { properties: { title: fieldEnum, description: fieldEnum, blocks: { items: { $ref: `#/$defs/template-${bound.name}` } } } },
        fields: { additionalProperties: { properties: { scale: listed([...scales.keys()], 'A scale in settings.ratingScales.'), to: { enum: names } } } },
        items: { items: { $ref: `#/$defs/item-${bound.name}` } },
      },
    };
  }
  $defs.block = {
    ...(names.length > 0 && { properties: { collection: { enum: names } } }),
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
    allOf: names.map((name) => ({ if: { properties: { collection: { const: name } }, required: ['collection'] }, then: { $ref: `#/$defs/bind-${name}` } })),
  };
  const blocks = { properties: { blocks: { items: { $ref: '#/$defs/block' } } } };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: 'Made by `npm run gen:schema` from the collections this site declares; run it again after changing a declaration. Do not edit by hand.',
    title: `${siteName}: site file`,
    description: 'The site file language, with the fields, items and ids this site declares, so editors complete them.',
    allOf: [{ $ref: ref('site.schema.json') }],
    properties: { collections: { properties: collectionProps }, routes: { items: blocks }, notFound: blocks },
    $defs,
  };
}

/** One collection's items for an editor: every declared field, with its help text; references list the ids they may name. */
function editorItemSchema(bound: Bound, collections: Map<string, Bound>, scales: Map<string, RatingScale>, ref: (file: string) => string): Schema {
  // The validator's item schemas refer to the language schemas by an absolute base; an editor needs the relative path.
  const relative = (schema: Schema): Schema => JSON.parse(JSON.stringify(schema).replaceAll(SCHEMA_BASE, ref('')));
  const properties: Record<string, Schema> = {
    id: {
      type: 'string',
      title: 'Short name',
      description: "Names the entry in links and in its page's address: lowercase words joined by hyphens, different from every other entry's.",
    },
  };
  const required = ['id'];
  for (const [field, decl] of Object.entries(bound.collection.fields)) {
    if (field === 'id') continue;
    const info = decl as unknown as Record<string, unknown>;
    let schema = relative(fieldSchema(info, scales));
    if (info.type === 'reference' && typeof info.to === 'string' && collections.has(info.to)) {
      const ids = listed([...collections.get(info.to)!.ids], `An entry of ${info.to}, by its short name.`);
      schema = info.many === true ? { type: 'array', items: ids } : ids;
    }
    if (info.type === 'blocks') schema = { type: 'array', items: { $ref: '#/$defs/block' } };
    const title = typeof info.label === 'string' ? info.label : humanize(field);
    // The declaration's own help, for the owner; the field's type is the schema's to say, and a required field is marked as such.
    const description = typeof info.description === 'string' ? info.description : undefined;
    properties[field] = { ...('$ref' in schema ? { allOf: [schema] } : schema), title, ...(description && { description }) };
    if (info.optional !== true) required.push(field);
  }
  return { type: 'object', additionalProperties: false, required, properties };
}

/** The editor schema's file for a site file: site.yaml → site.schema.json, beside it. */
export function siteSchemaFile(siteFile: string): string {
  return siteFile.replace(/\.ya?ml$/, '') + '.schema.json';
}

/**
 * The editor schema of a site file as it should be written, with the language schemas found relative to it:
 * this copy of blocksite's, or those of the copy the site will have (`blocksite new` writes a site before its npm install).
 */
export function siteSchemaText(siteFile: string, data: unknown, schemaDir = SCHEMA_DIR): string {
  let dir = relative(dirname(siteFile), schemaDir).split(sep).join('/');
  if (!dir.startsWith('.')) dir = `./${dir}`;
  const settings = (data as { settings?: { siteName?: unknown } } | undefined)?.settings;
  const name = typeof settings?.siteName === 'string' ? settings.siteName : basename(siteFile);
  return `${JSON.stringify(siteSchema(data, dir.replace(/\/$/, ''), name), null, 2)}\n`;
}

/** Writes the editor schema beside the site file, replacing a link planted at its name rather than writing where it leads. */
export function writeSiteSchema(siteFile: string, data: unknown): void {
  writeFileAtomic(siteSchemaFile(siteFile), siteSchemaText(siteFile, data), { within: [dirname(siteFile)] });
}

/**
 * Whether a site file's editor schema matches its declarations: 'current',
 * 'stale', 'missing' when its first line names one that does not exist yet,
 * or 'absent' when it has none and names none.
 */
export function siteSchemaState(siteFile: string, source: string, data: unknown): 'current' | 'stale' | 'missing' | 'absent' {
  const target = siteSchemaFile(siteFile);
  const named = source.startsWith(`# yaml-language-server: $schema=./${basename(target)}`);
  if (!existsSync(target)) return named ? 'missing' : 'absent';
  return readFileSync(target, 'utf8') === siteSchemaText(siteFile, data) ? 'current' : 'stale';
}
