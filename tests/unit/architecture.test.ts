import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, architectureTable, code, ROOT, sourceFiles } from '../architecture-doc.js';

/** A table of ARCHITECTURE.md, its cells without the backticks of code. */
const table = (first: string) => architectureTable(first).map((row) => row.map(code));
const sources = sourceFiles;

describe('ARCHITECTURE.md', () => {
  it('lists every folder of src/, and only those', () => {
    const folders = readdirSync(join(ROOT, 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `src/${entry.name}/`);
    expect(
      table('Folder')
        .map(([folder]) => folder)
        .sort(),
    ).toEqual(folders.sort());
  });

  it('names only files and folders that exist', () => {
    const named = [...ARCHITECTURE.matchAll(/`((?:src|schemas|tests|bench|scripts|starters|docs)\/[^`\s]*)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(40);
    // A path with <type> in it stands for each block type's.
    const missing = named.filter((path) => !path.includes('<') && !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('lists every thread and pool the code starts, by the module that starts it', () => {
    const starting = sources(join(ROOT, 'src')).filter((file) => /new (Worker|Tinypool)\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    const listed = table('Thread');
    expect([...new Set(listed.map(([, , startedBy]) => startedBy))].sort()).toEqual(starting.sort());
    for (const [thread, module] of listed) expect(existsSync(join(ROOT, module)), `${thread}: ${module}`).toBe(true);
  });

  it('starts every thread in a tinypool pool, never as a plain worker', () => {
    const plain = sources(join(ROOT, 'src')).filter((file) =>
      /new Worker\(|\bWorker\b[^;\n]*from 'node:worker_threads'/.test(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(plain).toEqual([]);
    expect(ARCHITECTURE).toMatch(/every\s+worker\s+thread\s+belongs\s+to\s+a\s+tinypool\s+pool/i);
  });

  it('starts every worker from a module of its own, never from code in a string', () => {
    const fromStrings = sources(join(ROOT, 'src')).filter((file) => /eval:\s*true|new Worker\(`/.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(fromStrings).toEqual([]);
  });
});
