import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readSchemaFiles } from './schema-files.js';

/** A base URI for the schema files, so their relative $refs resolve. */
export const SCHEMA_BASE = 'https://blocksite.invalid/schemas/';

let ajv: Ajv | undefined;

/**
 * One ajv instance per process holding every schema file. allErrors reports
 * every mistake in one run, which content owners want; every pattern in the
 * schemas is kept linear so that allErrors cannot make one slow.
 */
function instance(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({ allErrors: true, strict: true, discriminator: true, verbose: true, $data: false, coerceTypes: false, useDefaults: false });
  addFormats.default(ajv, ['date', 'email']);
  // errorMessage holds a plain-words explanation per keyword, read by schema-messages.ts.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'object' });
  for (const [key, schema] of readSchemaFiles()) ajv.addSchema(schema, SCHEMA_BASE + key);
  return ajv;
}

/** The compiled validator of one schema file, e.g. 'site.schema.json' or 'block.schema.json'. */
export function schemaValidator(file = 'site.schema.json'): ValidateFunction {
  return instance().getSchema(SCHEMA_BASE + file)!;
}

/** Compiles a schema built at run time (a collection's items) in the same instance, so it can refer to the schema files. */
export function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  return instance().compile(schema);
}
