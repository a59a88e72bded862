import { createHash } from 'node:crypto';
import { cacheDir } from '../../cache-dir.js';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { codeHash } from '../../prerender/incremental/code-hash.js';
import type { ValidationResult } from '../validate-site.js';
import { readSource } from '../../load/load-site.js';
import { emptyMemory, IncrementalValidator, type Memory, type RouteMemo } from './validator.js';

/** Raised when the memory's layout changes; memory of another version is ignored. */
const VERSION = 2;
const CACHE_DIR = cacheDir('validate');

const cacheFile = (siteFile: string) => join(CACHE_DIR, `${createHash('sha256').update(resolve(siteFile)).digest('hex').slice(0, 16)}.bin`);

/**
 * The memory is written as frames (a length, then a serialized value): a
 * header, then the route memos a few hundred at a time. One serialized
 * buffer of it all was as large again as the memory itself (60 MB at
 * 10,000 routes), which pushed a first validation past the memory it used
 * before it kept any.
 */
const BATCH = 500;

interface Header {
  version: number;
  code: string;
  file: string;
  rest: Memory['rest'];
  paths: Memory['paths'];
}

/**
 * What the last validation of a file left, when it was made by the same
 * code from the same file. Anything unreadable is ignored: validation then
 * starts from nothing, which is only slower.
 */
function load(siteFile: string): Memory {
  try {
    const bytes = readFileSync(cacheFile(siteFile));
    let at = 0;
    const next = () => {
      const length = bytes.readUInt32LE(at);
      const value = deserialize(bytes.subarray(at + 4, at + 4 + length));
      at += 4 + length;
      return value;
    };
    const header = next() as Header;
    if (header.version !== VERSION || header.code !== codeHash() || header.file !== resolve(siteFile) || !(header.paths instanceof Map)) return emptyMemory();
    const routes = new Map<string, RouteMemo>();
    while (at < bytes.length) for (const [hash, memo] of next() as Array<[string, RouteMemo]>) routes.set(hash, memo);
    return { rest: header.rest, paths: header.paths, routes };
  } catch {
    // Missing or damaged: start from nothing.
  }
  return emptyMemory();
}

function save(siteFile: string, memory: Memory): void {
  const file = cacheFile(siteFile);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = openSync(temporary, 'w');
  try {
    const frame = (value: unknown) => {
      const body = serialize(value);
      const length = Buffer.alloc(4);
      length.writeUInt32LE(body.length);
      writeSync(handle, length);
      writeSync(handle, body);
    };
    // The last text is for a long-lived process; the next run reads the file anew.
    frame({ version: VERSION, code: codeHash(), file: resolve(siteFile), rest: memory.rest, paths: memory.paths } satisfies Header);
    const routes = [...memory.routes];
    for (let i = 0; i < routes.length; i += BATCH) frame(routes.slice(i, i + BATCH));
  } finally {
    closeSync(handle);
  }
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
  if (result.site && validator.worthSaving) save(siteFile, validator.memory);
  return result;
}
