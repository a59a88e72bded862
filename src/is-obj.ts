/** A mapping of fields, as YAML and JSON give one. */
export type Obj = Record<string, unknown>;

/**
 * Whether a value read from a site file (or any JSON) is a mapping: a
 * non-null object that is not a list, whose fields may be looked at
 * whatever they hold.
 */
export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
