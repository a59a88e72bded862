import type { Expanded, SchemaSet } from './schema-set.js';

const jsonType = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value === 'number' ? 'number' : typeof value);

/** Which alternative a value is: by the property that tells them apart, else by its JSON type and fields. */
export function optionOf(set: SchemaSet, x: Expanded, value: unknown): number {
  const options = (x.options ?? []).map((o) => set.expand(o));
  if (x.discriminator && value && typeof value === 'object') {
    const tag = (value as Record<string, unknown>)[x.discriminator];
    const found = options.findIndex((o) => {
      const prop = o.properties[x.discriminator!];
      return prop && set.expand(prop).enum?.includes(tag);
    });
    if (found >= 0) return found;
  }
  const type = jsonType(value);
  const fits = (o: Expanded) => (o.type ?? 'string') === type || (type === 'number' && o.type === 'integer');
  const byFields = options.findIndex(
    (o) => fits(o) && type === 'object' && Object.keys(value as object).some((key) => key in o.properties && !(x.discriminator === key)),
  );
  if (byFields >= 0) return byFields;
  const byType = options.findIndex(fits);
  return Math.max(byType, 0);
}
