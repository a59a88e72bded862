import { createHash } from 'node:crypto';
import { cacheDir, pruneOld, writeCacheFile } from '../cache-dir.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { _, Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import standalone from 'ajv/dist/standalone/index.js';
import { readSchemaFiles } from './schema-files.js';
import { Memo } from '../memo.js';

/** A base URI for the schema files, so their relative $refs resolve. */
export const SCHEMA_BASE = 'https://blocksite.invalid/schemas/';

/**
 * Compiled validators are kept as code under node_modules/.cache: compiling
 * the site schema takes about half a second, which every command paid on
 * every run. A cached file is named by the digest of the schemas, the schema
 * compiled and the ajv version, so a change to any of them compiles anew.
 */
const CACHE_DIR = cacheDir('ajv');
// The package's CommonJS default, as ESM sees it.
const standaloneCode = ((standalone as unknown as { default?: typeof standalone }).default ?? standalone) as unknown as (
  ajv: Ajv,
  validate: ValidateFunction,
) => string;
const requireHere = createRequire(import.meta.url);

let ajv: Ajv | undefined;
let schemasDigest: string | undefined;

/**
 * One ajv instance per process holding every schema file, made only when a
 * validator is not cached. allErrors reports every mistake in one run, which
 * content owners want; every pattern in the schemas is kept linear so that
 * allErrors cannot make one slow.
 */
function instance(): Ajv {
  if (ajv) return ajv;
  ajv = new Ajv({
    allErrors: true,
    strict: true,
    discriminator: true,
    verbose: true,
    $data: false,
    coerceTypes: false,
    useDefaults: false,
    // Standalone code, so the compiled validator can be cached; the formats are required from ajv-formats there.
    code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
  });
  addFormats.default(ajv, ['date', 'email']);
  // errorMessage holds a plain-words explanation per keyword, read by schema-messages.ts.
  ajv.addKeyword({ keyword: 'errorMessage', schemaType: 'object' });
  for (const [key, schema] of validationSchemas()) ajv.addSchema(schema, SCHEMA_BASE + key);
  return ajv;
}

const ITEM_VALUE = '#/$defs/itemValue';

/**
 * The schema files as the validator reads them. A value that may instead
 * be taken from the page's item (a definition `anyOf: [value, itemValue]`,
 * as plainTextOrItem) is read as the item's when it is a mapping naming a
 * field, and as a value otherwise: each mistake is then told in the words
 * of the one it was meant as ('rank' must be text, not boolean true), not
 * as a failed choice between the two.
 */
function validationSchemas(): Map<string, Record<string, unknown>> {
  const files = readSchemaFiles();
  const defs = (files.get('defs.schema.json')?.$defs ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, def] of Object.entries(defs)) {
    const branches = Array.isArray(def.anyOf) ? (def.anyOf as Array<{ $ref?: string }>) : [];
    if (!branches.some((branch) => branch.$ref === ITEM_VALUE)) continue;
    const { anyOf: _anyOf, ...rest } = def;
    const value = branches.find((branch) => branch.$ref !== ITEM_VALUE);
    // biome-ignore lint/suspicious/noThenProperty: a JSON Schema's if/then/else, not a promise.
    defs[name] = { ...rest, if: { type: 'object', properties: { field: true }, required: ['field'] }, then: { $ref: ITEM_VALUE }, else: value };
  }
  return files;
}

function digestOfSchemas(): string {
  if (schemasDigest) return schemasDigest;
  const hash = createHash('sha256').update(JSON.parse(readFileSync(requireHere.resolve('ajv/package.json'), 'utf8')).version);
  for (const [key, schema] of validationSchemas()) hash.update(key).update(JSON.stringify(schema));
  return (schemasDigest = hash.digest('hex').slice(0, 16));
}

const compiled = new Memo<string, ValidateFunction>('compiled schemas', 64);

/** A validator for a schema, from the cache when it was compiled before, else compiled and cached. */
function cachedValidator(name: string, schema: Record<string, unknown>): ValidateFunction {
  const key = createHash('sha256').update(digestOfSchemas()).update(JSON.stringify(schema)).digest('hex').slice(0, 24);
  let validate = compiled.get(key);
  if (validate) return validate;
  const file = join(CACHE_DIR, `${name}-${key}.cjs`);
  try {
    validate = requireHere(file) as ValidateFunction;
  } catch {
    const fresh = instance().compile(schema);
    try {
      writeCacheFile(file, standaloneCode(instance(), fresh));
      pruneOld(CACHE_DIR);
    } catch {
      // A read-only folder: the validator still works, it is only compiled again next time.
    }
    validate = fresh;
  }
  compiled.set(key, validate);
  return validate;
}

/** The compiled validator of one schema file, e.g. 'site.schema.json' or 'block.schema.json'. */
export function schemaValidator(file = 'site.schema.json'): ValidateFunction {
  return cachedValidator(file.replace(/\W+/g, '-'), { $ref: SCHEMA_BASE + file });
}

/** Compiles a schema built at run time (a collection's items) in the same instance, so it can refer to the schema files. */
export function compileSchema(schema: Record<string, unknown>): ValidateFunction {
  return cachedValidator('schema', schema);
}
