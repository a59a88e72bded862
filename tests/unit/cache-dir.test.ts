import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheRoot, KEEP_FRESH_MS, KEEP_NEWEST, pruneOld } from '../../src/cache-dir.js';

const NOW = Date.parse('2026-11-26T12:00:00Z');
let dir: string;

/** A cache file written `ageMs` before NOW. */
function cacheFile(name: string, ageMs: number): void {
  const file = join(dir, name);
  writeFileSync(file, name);
  const when = (NOW - ageMs) / 1000;
  utimesSync(file, when, when);
}

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('per-site cache folders stay bounded', () => {
  it('removes files past the newest ones only when they are older than a day', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    // Sites validated over the last weeks, one file each, an hour apart, then four from this morning.
    for (let i = 0; i < KEEP_NEWEST + 6; i++) cacheFile(`old-${i}.bin`, KEEP_FRESH_MS + (i + 1) * 3_600_000);
    for (let i = 0; i < 4; i++) cacheFile(`today-${i}.bin`, i * 60_000);
    cacheFile('another-build.bin.123.tmp', 3 * KEEP_FRESH_MS);
    pruneOld(dir, NOW);
    const left = readdirSync(dir);
    expect(left).toHaveLength(KEEP_NEWEST + 1);
    expect(left).toContain('another-build.bin.123.tmp');
    for (let i = 0; i < 4; i++) expect(left).toContain(`today-${i}.bin`);
    // The newest of the old ones stay; the oldest go.
    expect(left).toContain(`old-${KEEP_NEWEST - 5}.bin`);
    expect(left).not.toContain(`old-${KEEP_NEWEST - 4}.bin`);
    expect(left).not.toContain(`old-${KEEP_NEWEST + 5}.bin`);
  });

  it('keeps every file written in the last day, however many, so no build loses its own to another', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    for (let i = 0; i < KEEP_NEWEST * 2; i++) cacheFile(`recent-${i}.bin`, i * 1000);
    pruneOld(dir, NOW);
    expect(readdirSync(dir)).toHaveLength(KEEP_NEWEST * 2);
  });

  it('never throws on a folder that is missing', () => {
    dir = mkdtempSync(join(tmpdir(), 'prune-'));
    expect(() => pruneOld(join(dir, 'missing'), NOW)).not.toThrow();
  });
});

describe('where the caches go', () => {
  it("is the node_modules/.cache of the project the command runs in, found up from a folder inside it, whatever blocksite's own folder is", () => {
    dir = mkdtempSync(join(tmpdir(), 'cache-root-'));
    writeFileSync(join(dir, 'package.json'), '{}');
    mkdirSync(join(dir, 'pages', 'deep'), { recursive: true });
    expect(cacheRoot(dir)).toBe(join(dir, 'node_modules', '.cache', 'blocksite'));
    expect(cacheRoot(join(dir, 'pages', 'deep'))).toBe(join(dir, 'node_modules', '.cache', 'blocksite'));
  });

  it("is the user's cache folder outside any project", () => {
    dir = mkdtempSync(join(tmpdir(), 'cache-root-'));
    expect(cacheRoot(dir, { XDG_CACHE_HOME: join(dir, 'xdg') })).toBe(join(dir, 'xdg', 'blocksite'));
  });
});
