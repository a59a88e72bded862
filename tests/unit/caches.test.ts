import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHES } from '../../src/caches.js';
import { Memo } from '../../src/memo.js';
import { architectureTable, code, ROOT, sourceFiles } from '../architecture-doc.js';

const SOURCES = sourceFiles(join(ROOT, 'src')).map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
const table = architectureTable;

describe('the caches', () => {
  it('are the ones ARCHITECTURE.md lists, with their module, key, bound and what makes them stale', () => {
    const listed = table('Cache folder').map(([folder, module, key, bound, stale]) => [code(folder).replace(/\/$/, ''), code(module), key, bound, stale]);
    const inCode = Object.entries(CACHES).map(([name, c]) => [name, c.module, c.key, c.bound, c.invalidatedBy]);
    expect(listed).toEqual(inCode);
  });

  it('are each named by the module the list gives, and no cache folder is named anywhere else', () => {
    for (const [name, { module }] of Object.entries(CACHES)) {
      const text = SOURCES.find((s) => s.file === module)?.text;
      expect(text, `${module} exists`).toBeDefined();
      // The command launcher is plain JavaScript that runs before any module could be loaded: it names its folder itself.
      const named = name === 'cli' ? text!.includes(`'.cache', 'blocksite', '${name}'`) : text!.includes(`cacheDir('${name}'`);
      expect(named, `${module} names the cache folder ${name}`).toBe(true);
    }
    const named = SOURCES.flatMap(({ file, text }) => [...text.matchAll(/cacheDir\(\s*'([^']+)'/g)].map((m) => [file, m[1]]));
    for (const [file, name] of named) expect(CACHES[name as keyof typeof CACHES]?.module, `${file} names '${name}'`).toBe(file);
  });
});

describe('the memos', () => {
  const memos = SOURCES.flatMap(({ file, text }) =>
    [...text.matchAll(/new Memo<[^(]*>\(\s*'([^']+)',\s*([\d_]+)\s*\)/g)].map((m) => [m[1], file, m[2].replace(/_/g, '')]),
  );

  it('are the ones ARCHITECTURE.md lists, with their module and bound', () => {
    const listed = table('Memo').map(([name, module, bound]) => [name, code(module), bound.replace(/,/g, '')]);
    expect(listed.sort()).toEqual(memos.sort());
    expect(memos.length).toBeGreaterThan(5);
  });

  it('are the only maps a module keeps results in', () => {
    // A module-level Map outlives every build, save and edit; those below are not results: the catalogue's kinds, filled as the module loads, and the samples waiting for the end of the page being drawn.
    const allowed = ['src/problem-catalogue.ts BY_CODE', 'src/ui/static-mui.tsx pending'];
    const maps = SOURCES.flatMap(({ file, text }) =>
      [...text.matchAll(/^(?:export )?(?:const|let) (\w+)(?::[^=]+)? = new Map\b/gm)].map((m) => `${file} ${m[1]}`),
    );
    expect(maps.sort()).toEqual(allowed.sort());
  });

  it('forgets the least recently used result first, and never holds more than its bound', () => {
    const memo = new Memo<string, number>('test', 3);
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      memo.set(key, value);
    expect(memo.get('a')).toBe(1);
    memo.set('d', 4);
    expect(memo.size).toBe(3);
    expect(memo.get('b')).toBeUndefined();
    expect([memo.get('a'), memo.get('c'), memo.get('d')]).toEqual([1, 3, 4]);
    let made = 0;
    expect(memo.getOr('e', () => ++made * 10)).toBe(10);
    expect(memo.getOr('e', () => ++made * 10)).toBe(10);
    expect(made).toBe(1);
  });

  it('keeps a result used at least once every half its bound of lookups and additions, however many others come and go', () => {
    const memo = new Memo<string, number>('test', 10);
    memo.set('kept', 0);
    for (let i = 1; i <= 200; i++) {
      memo.set(`other-${i}`, i);
      if (i % 4 === 0) expect(memo.get('kept'), `after ${i} others`).toBe(0);
      expect(memo.size).toBeLessThanOrEqual(10);
    }
    // Not used for more than its bound of additions, it goes.
    for (let i = 1; i <= 10; i++) memo.set(`late-${i}`, i);
    expect(memo.get('kept')).toBeUndefined();
  });
});
