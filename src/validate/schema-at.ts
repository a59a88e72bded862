import { posix } from 'node:path';
import type { DataPath } from '../load/locate.js';
import { readSchemaFiles } from './schema-files.js';
import { isObj } from '../is-obj.js';

type Schema = Record<string, unknown>;

let files: Map<string, Schema> | undefined;

/** A schema and the file its relative $refs resolve from. */
interface Located {
  schema: Schema;
  file: string;
}

/** Follows $refs ('../defs.schema.json#/$defs/heading', '#/$defs/x', 'block.schema.json') to the schema they name. */
function resolve(at: Located): Located | undefined {
  let { schema, file } = at;
  for (let hops = 0; typeof schema.$ref === 'string' && hops < 16; hops++) {
    const [target, pointer = ''] = schema.$ref.split('#');
    if (target) file = posix.normalize(posix.join(posix.dirname(file), target));
    let node: unknown = files!.get(file);
    for (const key of pointer.split('/').filter(Boolean)) node = isObj(node) ? node[key] : undefined;
    if (!isObj(node)) return undefined;
    schema = node;
  }
  return { schema, file };
}

/** The branch of a union the value takes: the one its 'type' names, else the first that has the step. */
function branch(at: Located, value: unknown, step: string | number): Located {
  const options = (at.schema.oneOf ?? at.schema.anyOf) as unknown[] | undefined;
  if (!Array.isArray(options)) return at;
  const resolved = options.flatMap((o) => (isObj(o) ? (resolve({ schema: o, file: at.file }) ?? []) : []));
  const tag = isObj(value) ? value.type : undefined;
  const tagged = resolved.find((r) => isObj(r.schema.properties) && isObj(r.schema.properties.type) && r.schema.properties.type.const === tag);
  const holding = resolved.find((r) => (typeof step === 'number' ? isObj(r.schema.items) : isObj(r.schema.properties) && step in r.schema.properties));
  return tagged ?? holding ?? at;
}

/**
 * The schema the language declares for the value at a data path, with the
 * title and description written where the field is declared (a field that
 * is a $ref to a shared definition describes itself beside the $ref), so a
 * message can say what the field is for. Undefined where the language does
 * not say (a collection's items, checked against their own declarations).
 */
export function schemaAt(data: unknown, path: DataPath): Schema | undefined {
  files ??= readSchemaFiles();
  let at: Located | undefined = { schema: files.get('site.schema.json')!, file: 'site.schema.json' };
  let value = data;
  let written: Schema = at.schema;
  for (const step of path) {
    at = resolve(at);
    if (!at) return undefined;
    at = branch(at, value, step);
    const { schema } = at;
    let next: unknown;
    if (typeof step === 'number') next = schema.items;
    else next = (isObj(schema.properties) ? schema.properties[step] : undefined) ?? schema.additionalProperties;
    if (!isObj(next)) return undefined;
    written = next;
    at = { schema: next, file: at.file };
    value = isObj(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[step] : undefined;
  }
  const resolved = resolve(at)?.schema ?? {};
  return {
    ...resolved,
    ...(typeof written.title === 'string' && { title: written.title }),
    ...(typeof written.description === 'string' && { description: written.description }),
  };
}
