/**
 * The JSON Schemas the forms are made from: the language's schema files
 * (schemas/*.json, sent by the server) and the site's own schema (its
 * collections' item fields and ids). A schema node is kept with the file
 * it came from, so `$ref`s resolve as the validator resolves them.
 */
export type Schema = Record<string, unknown>;

export interface SchemaNode {
  schema: Schema;
  file: string;
}

/** A schema node with its `$ref`s followed and its `allOf` merged: what a form needs to draw one value. */
export interface Expanded {
  /** The named definition the value is, e.g. 'inlineText' or 'linkTarget': it picks the input. */
  kind?: string;
  title?: string;
  description?: string;
  /** The description the field itself gives, not one its definition gives every value of its kind. */
  ownDescription?: string;
  type?: string;
  enum?: unknown[];
  properties: Record<string, SchemaNode>;
  required: string[];
  /** A map's entries (settings.links), when the object has no fixed properties. */
  additional?: SchemaNode;
  closed: boolean;
  items?: SchemaNode;
  /** Alternatives (anyOf or oneOf), and the property that tells them apart, if one does. */
  options?: SchemaNode[];
  discriminator?: string;
  /** A block of any type: drawn as a list entry that opens its own form. */
  block: boolean;
  /** In a collection's page template, the value may instead be a field of the page's item, `{ field: … }` (defs.schema.json's `itemValue`). */
  fromItem?: boolean;
  examples?: unknown[];
  minItems?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

export const SITE_SCHEMA_FILE = 'site.schema.json';

export class SchemaSet {
  constructor(private readonly files: Record<string, Schema>) {}

  withSite(schema: Schema): SchemaSet {
    return new SchemaSet({ ...this.files, [SITE_SCHEMA_FILE]: schema });
  }

  file(name: string): SchemaNode | undefined {
    const schema = this.files[name];
    return schema ? { schema, file: name } : undefined;
  }

  /** The root of a file, or a node inside it by JSON pointer. */
  at(file: string, pointer = ''): SchemaNode | undefined {
    let node: unknown = this.files[file];
    for (const raw of pointer.split('/').slice(1)) {
      const step = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = node && typeof node === 'object' ? (node as Schema)[step] : undefined;
    }
    return node && typeof node === 'object' ? { schema: node as Schema, file } : undefined;
  }

  resolve(ref: string, from: string): SchemaNode | undefined {
    const [target, pointer = ''] = ref.split('#');
    return this.at(target ? join(from, target) : from, pointer);
  }

  /** Expanded nodes by schema object and file: a form asks for the same ones on every keystroke. */
  private readonly expanded = new WeakMap<Schema, Map<string, Expanded>>();

  expand(node: SchemaNode): Expanded {
    let byFile = this.expanded.get(node.schema);
    if (!byFile) this.expanded.set(node.schema, (byFile = new Map()));
    const known = byFile.get(node.file);
    if (known) return known;
    const out: Expanded = { properties: {}, required: [], closed: false, block: false };
    this.merge(node, out, 0, true);
    byFile.set(node.file, out);
    return out;
  }

  private merge(node: SchemaNode, out: Expanded, depth: number, outer: boolean): void {
    if (depth > 20) return;
    const { schema, file } = node;
    // The outer schema's words win: a field's own title over its definition's.
    if (typeof schema.title === 'string' && (outer || out.title === undefined)) out.title ??= schema.title;
    if (typeof schema.description === 'string' && (outer || out.description === undefined)) out.description ??= schema.description;
    if (outer && typeof schema.description === 'string') out.ownDescription = schema.description;
    if (typeof schema.$ref === 'string') {
      let ref = schema.$ref;
      // A value or the page item's (plainTextOrItem) is drawn as the value it wraps, marked as one an item may give.
      const wrapped = this.itemWrapped(ref, file);
      if (wrapped) {
        out.fromItem = true;
        ref = wrapped;
      }
      if (/block\.schema\.json$/.test(ref) || (file === SITE_SCHEMA_FILE && /^#\/\$defs\/(block|template-)/.test(ref))) out.block = true;
      const name = /#\/\$defs\/([A-Za-z]+)$/.exec(ref)?.[1];
      const target = this.resolve(ref, file);
      // A definition that only names another with its own words (groupBy is a fieldName) is that one's kind, so it gets that one's input.
      const alias = target !== undefined && typeof target.schema.$ref === 'string' && !('type' in target.schema) && !('properties' in target.schema);
      if (name && out.kind === undefined && !alias) out.kind = name;
      if (target) this.merge(target, out, depth + 1, false);
    }
    if (typeof schema.type === 'string') out.type ??= schema.type;
    if (Array.isArray(schema.enum)) out.enum ??= schema.enum;
    if (schema.const !== undefined) out.enum ??= [schema.const];
    for (const key of ['minItems', 'maxLength', 'minimum', 'maximum'] as const) if (typeof schema[key] === 'number') out[key] ??= schema[key] as number;
    if (typeof schema.pattern === 'string') out.pattern ??= schema.pattern;
    if (typeof schema.format === 'string') out.format ??= schema.format;
    if (Array.isArray(schema.examples)) out.examples ??= schema.examples;
    if (schema.properties && typeof schema.properties === 'object') {
      out.type ??= 'object';
      for (const [key, value] of Object.entries(schema.properties as Record<string, Schema>))
        if (!(key in out.properties)) out.properties[key] = { schema: value, file };
    }
    if (Array.isArray(schema.required)) for (const key of schema.required as string[]) if (!out.required.includes(key)) out.required.push(key);
    if (schema.additionalProperties === false) out.closed = true;
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
      out.additional ??= { schema: schema.additionalProperties as Schema, file };
    if (schema.items && typeof schema.items === 'object') out.items ??= { schema: schema.items as Schema, file };
    const options = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
    if (Array.isArray(options) && !out.block && out.options === undefined) out.options = options.map((s) => ({ schema: s, file }));
    const discriminator = (schema.discriminator as { propertyName?: string } | undefined)?.propertyName;
    if (discriminator) out.discriminator ??= discriminator;
    if (Array.isArray(schema.allOf)) for (const part of schema.allOf as Schema[]) this.merge({ schema: part, file }, out, depth + 1, false);
  }

  /** The reference to the value a definition wraps when it is `anyOf: [value, itemValue]`, resolved from `file`. */
  private itemWrapped(ref: string, file: string): string | undefined {
    const target = this.resolve(ref, file);
    const branches = target && Array.isArray(target.schema.anyOf) ? (target.schema.anyOf as Schema[]) : [];
    const refs = branches.map((branch) => (typeof branch.$ref === 'string' ? branch.$ref : ''));
    if (!refs.some((r) => r.endsWith('/$defs/itemValue'))) return undefined;
    const value = refs.find((r) => r !== '' && !r.endsWith('/$defs/itemValue'));
    // The value's reference is written from the definition's file; make it one from here.
    return value === undefined ? undefined : `${ref.split('#')[0]}${value.slice(value.indexOf('#'))}`;
  }
}

/** Resolves a relative file reference as URLs do: 'blocks/hero.schema.json' + '../defs.schema.json'. */
function join(from: string, target: string): string {
  if (target.startsWith('./')) target = target.slice(2);
  const parts = from.split('/').slice(0, -1);
  for (const step of target.split('/')) {
    if (step === '..') parts.pop();
    else if (step !== '.') parts.push(step);
  }
  return parts.join('/');
}
