import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PACKAGE_ROOT } from '../package-root.js';

/** The folder that holds site.schema.json and blocks/. */
export const SCHEMA_DIR = join(PACKAGE_ROOT, 'schemas', '/');

/** Every schema file, keyed by its path relative to SCHEMA_DIR ('blocks/hero.schema.json'). */
export function readSchemaFiles(): Map<string, Record<string, unknown>> {
  const files = new Map<string, Record<string, unknown>>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name.endsWith('.schema.json')) {
        files.set(relative(SCHEMA_DIR, full).split('\\').join('/'), JSON.parse(readFileSync(full, 'utf8')));
      }
    }
  };
  visit(SCHEMA_DIR);
  return files;
}

/** The block type names, read from the block schema files. */
export function blockTypesFromSchemas(files = readSchemaFiles()): string[] {
  return [...files.keys()]
    .filter((key) => key.startsWith('blocks/'))
    .map((key) => key.slice('blocks/'.length, -'.schema.json'.length))
    .sort();
}
