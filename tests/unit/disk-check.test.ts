import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { PageFile } from '../../src/prerender/incremental/build-cache.js';
import { checkDisk } from '../../src/prerender/incremental/disk-check.js';
import { trashOf } from '../../src/prerender/output-folder.js';

const work = mkdtempSync(join(tmpdir(), 'disk-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** An output and its swap folder as two builds leave them: three pages shared by hard links, one rewritten in the output. */
function outputs(name: string) {
  const output = join(work, name, 'dist');
  const swap = join(work, name, 'swap');
  const record = (file: string): PageFile => {
    const stat = statSync(file);
    return { key: 'k', reads: 0, shape: 's', islands: [], size: stat.size, mtimeMs: stat.mtimeMs };
  };
  const pages = ['index.html', 'a/index.html', 'b/index.html'];
  const outputPages: Record<string, PageFile> = {};
  const swapPages: Record<string, PageFile> = {};
  for (const page of pages) {
    mkdirSync(dirname(join(output, page)), { recursive: true });
    mkdirSync(dirname(join(swap, page)), { recursive: true });
    writeFileSync(join(output, page), `<p>${page}</p>`);
    linkSync(join(output, page), join(swap, page));
    outputPages[page] = record(join(output, page));
    swapPages[page] = outputPages[page];
  }
  // A page the last build rendered again: the swap folder keeps the older file.
  rmSync(join(output, 'b/index.html'));
  writeFileSync(join(output, 'b/index.html'), '<p>b, again and longer</p>');
  outputPages['b/index.html'] = { ...record(join(output, 'b/index.html')), key: 'k2' };
  // Left by hand: a page changed in place in the output (and so in the swap folder, which shares it), and a file added to the swap folder.
  writeFileSync(join(output, 'a/index.html'), '<p>changed by hand</p>');
  mkdirSync(join(swap, 'extra'));
  writeFileSync(join(swap, 'extra', 'notes.txt'), 'left by hand');
  writeFileSync(join(swap, 'sitemap.xml'), '<urlset/>');
  return { output, swap, outputPages, swapPages };
}

describe('looking at the last output before a rebuild', () => {
  for (const onThread of [false, true]) {
    it(`finds the page files that are as recorded and moves everything else out of the swap folder (${onThread ? 'on a thread' : 'on the main thread'})`, async () => {
      const { output, swap, outputPages, swapPages } = outputs(onThread ? 'thread' : 'main');
      const state = await checkDisk(output, { dir: swap, pages: swapPages, trash: trashOf(swap) }, outputPages, onThread);
      expect([...state.swap].sort()).toEqual(['b/index.html', 'index.html']);
      // The output's copy of a page the swap folder shares is looked at only when the swap folder's copy is not as recorded.
      expect([...state.output].sort()).toEqual(['b/index.html']);
      expect(existsSync(join(swap, 'extra', 'notes.txt'))).toBe(false);
      expect(existsSync(join(swap, 'sitemap.xml'))).toBe(false);
      expect(readdirSync(trashOf(swap)).length).toBe(2);
      expect(state.emptied.sort()).toEqual([join(swap), join(swap, 'extra')].sort());
    });
  }
});
