import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readSchemaFiles } from './schema-files.js';

/** A base URI for the schema files, so their relative $refs resolve. */
export const SCHEMA_BASE = 'https://blocksite.invalid/schemas/';

let compiled: ValidateFunction | undefined;

/**
 * Compiles site.schema.json once per process. allErrors reports every
 * mistake in one run, which content owners want; every pattern in the
 * schemas is kept linear so that allErrors cannot make one slow.
 */
export function siteValidator(): ValidateFunction {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, verbose: true, $data: false, coerceTypes: false, useDefaults: false });
  addFormats.default(ajv, ['date', 'email']);
  // errorMessage holds a plain-words explanation per keyword, read by schema-messages.ts.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'object' });
  for (const [key, schema] of readSchemaFiles()) ajv.addSchema(schema, SCHEMA_BASE + key);
  compiled = ajv.getSchema(SCHEMA_BASE + 'site.schema.json')!;
  return compiled;
}

export type SchemaError = ErrorObject;
