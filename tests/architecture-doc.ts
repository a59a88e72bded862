import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/** The repository's folder. */
export const ROOT = join(import.meta.dirname, '..');
/** ARCHITECTURE.md's text. */
export const ARCHITECTURE = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');

/** The rows of the ARCHITECTURE.md table whose header starts with `first`, as cells, trimmed (code keeps its backticks). */
export function architectureTable(first: string): string[][] {
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
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** A cell's text without the backticks that mark it as code. */
export const code = (cell: string) => cell.replace(/^`|`$/g, '');

/** Every source file under a folder, by its path from the repository's folder. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}
