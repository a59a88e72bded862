import type { DataPath } from '../source.js';
import { valueAt } from '../state/data-edit.js';
import { entityOf, entitySchema } from './entity.js';
import { optionOf } from './option-of.js';
import type { SchemaNode, SchemaSet } from './schema-set.js';
import { words } from './words.js';

/**
 * The schema of the value at any data path: the entity's schema, followed
 * down through fields, list entries and the alternative each value is.
 */
function schemaAt(set: SchemaSet, data: unknown, path: DataPath): SchemaNode | undefined {
  const entity = entityOf(path, data);
  let node = entitySchema(set, entity, data);
  let here: DataPath = entity.path;
  for (const step of path.slice(entity.path.length)) {
    if (!node) return undefined;
    node = chosen(set, node, valueAt(data, here));
    const x = set.expand(node);
    node = typeof step === 'number' ? x.items : (x.properties[step] ?? x.additional);
    here = [...here, step];
  }
  return node && chosen(set, node, valueAt(data, here));
}

/** The alternative of a union the value is, or the node itself. */
function chosen(set: SchemaSet, node: SchemaNode, value: unknown): SchemaNode {
  const x = set.expand(node);
  return x.options && !x.enum ? (x.options[optionOf(set, x, value)] ?? node) : node;
}

/** The keys of the mapping at path in the order its schema lists them, for placing a new key where the form shows it. */
export function keyOrder(set: SchemaSet, data: unknown, path: DataPath): string[] | undefined {
  const node = schemaAt(set, data, path);
  if (!node) return undefined;
  const keys = Object.keys(set.expand(node).properties);
  return keys.length > 0 ? keys : undefined;
}

/** What a field is called in the form: its own schema's title (not the title of the shape its value takes), else its name as words. */
export function fieldTitle(set: SchemaSet, data: unknown, path: DataPath): string {
  const last = path[path.length - 1];
  const holder = path.length > 0 ? schemaAt(set, data, path.slice(0, -1)) : undefined;
  const x = holder && set.expand(holder);
  const node = x && (typeof last === 'number' ? x.items : (x.properties[String(last)] ?? x.additional));
  const title = node && set.expand(node).title;
  return title ?? (typeof last === 'number' ? `Entry ${last + 1}` : words(String(last)));
}
