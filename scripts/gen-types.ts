/**
 * Generates src/types/site.ts from the JSON Schemas, so the renderers are
 * typed by the same schema that validates site.yaml and drives editor
 * autocomplete. `--check` exits 1 when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readSchemaFiles, SCHEMA_DIR } from '../src/validate/schema-files.js';

const OUT = fileURLToPath(new URL('../src/types/site.ts', import.meta.url));

/**
 * Field titles document the schema for editors and error messages, but
 * json-schema-to-typescript turns every title into a named type. Keep names
 * only where a type is worth naming: a file's root, its $defs, and the
 * entries of arrays (Platform, Post, ...), and
 * only for objects and unions.
 */
function stripTitles(input: unknown, keep: boolean): unknown {
  if (Array.isArray(input)) return input.map((n) => stripTitles(n, false));
  if (!input || typeof input !== 'object') return input;
  const node = input as Record<string, unknown>;
  // A $ref with its own title or description would become a copy of the referenced type.
  if ('$ref' in node) return { $ref: (node as { $ref: string }).$ref };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' && !(keep && isNamedShape(node))) continue;
    if (key === 'errorMessage') continue;
    if (key === '$defs' || key === 'properties') {
      out[key] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, stripTitles(key === '$defs' ? codeNamed(k, v) : v, key === '$defs')]));
    } else {
      out[key] = stripTitles(value, key === 'items');
    }
  }
  return out;
}

/** Definitions whose title reads as another's ('Link') or in an owner's words ('From the item'): their type is named by their key. */
const CODE_NAMES = new Set(['itemValue', 'blockLink']);

function codeNamed(key: string, definition: unknown): unknown {
  return CODE_NAMES.has(key) ? { ...(definition as object), title: key[0].toUpperCase() + key.slice(1) } : definition;
}

/** Objects and unions get a name; strings and numbers stay inline as `string` and `number`. */
function isNamedShape(node: object): boolean {
  return 'oneOf' in node || (node as { type?: unknown }).type === 'object';
}

export async function generateTypes(): Promise<string> {
  const files = readSchemaFiles();
  const root = stripTitles(files.get('site.schema.json'), true) as JSONSchema;
  const ts = await compile(root, 'Site', {
    cwd: SCHEMA_DIR,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    bannerComment: '/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */',
    style: { singleQuote: true, printWidth: 120 },
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: /\.schema\.json$/,
          read: (file: { url: string }) => {
            const key = file.url.slice(file.url.indexOf('/schemas/') + '/schemas/'.length);
            return JSON.stringify(stripTitles(files.get(key) ?? JSON.parse(readFileSync(file.url, 'utf8')), true));
          },
        },
      },
    },
  });
  return ts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ts = await generateTypes();
  if (process.argv.includes('--check')) {
    const current = readFileSync(OUT, 'utf8');
    if (current !== ts) {
      console.error('src/types/site.ts is stale; run `npm run gen:types`');
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, ts);
    console.log('wrote src/types/site.ts');
  }
}
