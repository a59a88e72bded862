import type { SchemaNode, SchemaSet } from '../schema/schema-set.js';

/**
 * The smallest value a schema asks for: required fields, empty, and lists
 * with as many entries as they must have. A new block or entry starts from
 * it, and the problems panel then lists what is left to fill in.
 */
export function skeleton(set: SchemaSet, node: SchemaNode, depth = 0): unknown {
  const x = set.expand(node);
  if (depth > 8) return null;
  if (x.enum && x.enum.length > 0) return x.enum[0];
  if (x.options && x.options.length > 0) return skeleton(set, x.options[0], depth + 1);
  if (x.block) return {};
  switch (x.type) {
    case 'string':
      return '';
    case 'number':
    case 'integer':
      return x.minimum ?? 0;
    case 'boolean':
      return false;
    case 'array':
      return x.items && (x.minItems ?? 0) > 0 ? Array.from({ length: x.minItems! }, () => skeleton(set, x.items!, depth + 1)) : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of x.required) if (x.properties[key]) value[key] = skeleton(set, x.properties[key], depth + 1);
      return value;
    }
    default:
      return '';
  }
}

/** A new block of a type: its type first, then what its schema requires. */
export function blockSkeleton(set: SchemaSet, type: string): Record<string, unknown> {
  const node = set.file(`schemas/blocks/${type}.schema.json`);
  const rest = node ? (skeleton(set, node) as Record<string, unknown>) : {};
  delete rest.type;
  return { type, ...rest };
}
