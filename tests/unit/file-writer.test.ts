import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileWriter } from '../../src/prerender/file-writer.js';

// Here, as a thread that renders beside others writes, and on libuv's threads, as one that renders alone does.
describe.each([
  ['writing here', false],
  ['writing in the background', true],
])('the file writer, %s', (_, background) => {
  /** Hands every file over, as writePages does, and resolves with each one's outcome once all are written. */
  async function writeAll(writer: FileWriter, files: Array<[string, string]>): Promise<Array<string | undefined>> {
    const outcomes: Array<Promise<string | undefined>> = [];
    for (const [file, text] of files) {
      let settle: (error?: string) => void = () => {};
      outcomes.push(new Promise((resolve) => (settle = resolve)));
      await writer.write(file, text, settle, { background });
    }
    return Promise.all(outcomes);
  }

  it('writes every file whole, in its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    // Pages of up to 1,300 characters, some of them two- and three-byte UTF-8.
    const writer = new FileWriter();
    const files = Array.from({ length: 300 }, (_, i): [string, string] => [
      join(dir, `page-${i}`, 'index.html'),
      `<p>${i} café — 東京 </p>`.repeat(1 + (i % 60)),
    ]);
    expect(await writeAll(writer, files)).toEqual(files.map(() => undefined));
    for (const [file, text] of files) expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('writes a page handed over in pieces, text and encoded bytes, as one file in their order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new FileWriter();
    // As renderDocument hands a page over: the markup before its stylesheet, the stylesheet's bytes (none when the
    // page links the site's), the rest.
    const pages: Array<[string, Array<string | Uint8Array>, string]> = [
      [join(dir, 'a', 'index.html'), ['<head>é', new Uint8Array(0), '</body>'], '<head>é</body>'],
      [join(dir, 'b', 'index.html'), ['<head>', Buffer.from('<style>東京</style>'), '</body>'], '<head><style>東京</style></body>'],
    ];
    for (const [file, pieces, text] of pages) {
      const outcome = new Promise<string | undefined>((resolve) => void writer.write(file, pieces, resolve, { background }));
      expect(await outcome).toBeUndefined();
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  });

  it('writes every file when several callers hand pages over at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new FileWriter();
    // Eight batches handed over at the same time, as a worker given several batches ahead does.
    const batches = Array.from({ length: 8 }, (_, b) =>
      Array.from({ length: 40 }, (_, i): [string, string] => [join(dir, `batch-${b}`, `page-${i}.html`), `<p>${b}.${i}</p>`.repeat(10 + (i % 15))]),
    );
    const outcomes = await Promise.all(batches.map((files) => writeAll(writer, files)));
    expect(outcomes.flat()).toEqual(batches.flat().map(() => undefined));
    for (const [file, text] of batches.flat()) expect(readFileSync(file, 'utf8')).toBe(text);
  });

  it('writes a large page whole, between small ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new FileWriter();
    const large = 'ü'.repeat(10_000);
    expect(
      await writeAll(writer, [
        [join(dir, 'small.html'), 'a'],
        [join(dir, 'large', 'index.html'), large],
        [join(dir, 'after.html'), 'b'],
      ]),
    ).toEqual([undefined, undefined, undefined]);
    expect(readFileSync(join(dir, 'large', 'index.html'), 'utf8')).toBe(large);
    expect(readFileSync(join(dir, 'after.html'), 'utf8')).toBe('b');
  });

  it('says why a file could not be written, and goes on writing the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    writeFileSync(join(dir, 'taken'), 'a file where a folder should be');
    const writer = new FileWriter();
    const outcomes = await writeAll(writer, [
      [join(dir, 'taken', 'index.html'), 'x'],
      [join(dir, 'fine', 'index.html'), 'y'],
    ]);
    expect(outcomes[0]).toMatch(/EEXIST|ENOTDIR/);
    expect(outcomes[1]).toBeUndefined();
    expect(readFileSync(join(dir, 'fine', 'index.html'), 'utf8')).toBe('y');
  });
});

describe('the file writer, in the background', () => {
  it('holds a thread back once 64 files wait for the disk, rather than every page it renders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'writer-'));
    const writer = new FileWriter();
    const outcomes: Array<Promise<string | undefined>> = [];
    let most = 0;
    for (let i = 0; i < 500; i++) {
      let settle: (error?: string) => void = () => {};
      outcomes.push(new Promise((resolve) => (settle = resolve)));
      await writer.write(join(dir, `page-${i}`, 'index.html'), `<p>${i}</p>`, settle, { background: true });
      most = Math.max(most, writer.inFlight);
    }
    // Handed over faster than the disk takes them: some wait, never more than 64.
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(64);
    expect(await Promise.all(outcomes)).toEqual(outcomes.map(() => undefined));
    expect(writer.inFlight).toBe(0);
    for (let i = 0; i < 500; i += 97) expect(readFileSync(join(dir, `page-${i}`, 'index.html'), 'utf8')).toBe(`<p>${i}</p>`);
  });
});
