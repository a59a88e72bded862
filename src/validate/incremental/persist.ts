import { createHash } from 'node:crypto';
import { cacheDir } from '../../cache-dir.js';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { codeHash } from '../../prerender/incremental/code-hash.js';
import type { ValidationResult } from '../validate-site.js';
import { readSource } from '../../load/load-site.js';
import { emptyMemory, IncrementalValidator, type Memory } from './validator.js';

/** Raised when the memory's layout changes; memory of another version is ignored. */
const VERSION = 1;
const CACHE_DIR = cacheDir('validate');

const cacheFile = (siteFile: string) => join(CACHE_DIR, `${createHash('sha256').update(resolve(siteFile)).digest('hex').slice(0, 16)}.bin`);

/**
 * What the last validation of a file left, when it was made by the same
 * code from the same file. Anything unreadable is ignored: validation then
 * starts from nothing, which is only slower.
 */
function load(siteFile: string): Memory {
  try {
    const saved = deserialize(readFileSync(cacheFile(siteFile))) as { version: number; code: string; file: string; memory: Memory };
    if (saved.version === VERSION && saved.code === codeHash() && saved.file === resolve(siteFile) && saved.memory.routes instanceof Map) return saved.memory;
  } catch {
    // Missing or damaged: start from nothing.
  }
  return emptyMemory();
}

function save(siteFile: string, memory: Memory): void {
  const file = cacheFile(siteFile);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  // The last text is for a long-lived process; the next run reads the file anew.
  writeFileSync(temporary, serialize({ version: VERSION, code: codeHash(), file: resolve(siteFile), memory: { ...memory, last: undefined } }));
  renameSync(temporary, file);
}

/**
 * Validates a site file the way `validateFile` does, reusing what the last
 * validation of the same file found (kept under node_modules/.cache), so a
 * build or `npm run validate` after a small edit reads and checks only the
 * routes that changed.
 */
export function validateFileIncrementally(siteFile: string): ValidationResult {
  const { source, problem } = readSource(siteFile);
  if (problem) return { problems: [problem] };
  const validator = new IncrementalValidator(dirname(resolve(siteFile)), load(siteFile));
  const result = validator.validate(source!);
  if (result.site && validator.changed) save(siteFile, validator.memory);
  return result;
}
