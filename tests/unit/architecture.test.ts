import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const ARCHITECTURE = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** The first column and the others of the table whose header starts with `first`. */
function table(first: string): string[][] {
  const lines = ARCHITECTURE.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  expect(start, `ARCHITECTURE.md has a table headed '${first}'`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim().replace(/^`|`$/g, '')),
    );
  }
  return rows;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

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

  it('lists every thread the code starts, by the module that starts it', () => {
    const starting = sources(join(ROOT, 'src')).filter((file) => /new Worker\(/.test(readFileSync(join(ROOT, file), 'utf8')));
    const listed = table('Thread');
    expect([...new Set(listed.map(([, , startedBy]) => startedBy))].sort()).toEqual(starting.sort());
    for (const [thread, module] of listed) expect(existsSync(join(ROOT, module)), `${thread}: ${module}`).toBe(true);
  });
});
