import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SiteFile } from '../../src/editor/server/site-file.js';
import { validateFileIncrementally } from '../../src/validate/incremental/persist.js';
import { SITE_SOURCE } from '../helpers.js';

/**
 * Saves a file in place in another process as a slow editor does: empties it,
 * pauses, writes the first half, pauses, writes the rest. Resolves once the
 * file is emptied, so the caller reads in the middle of the save.
 */
function slowSave(file: string, text: string, pauseMs: number): { emptied: Promise<void>; done: Promise<void> } {
  const script = `
    const fs = require('node:fs');
    const [file, text, pause] = [process.argv[1], fs.readFileSync(0, 'utf8'), Number(process.argv[2])];
    const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    const fd = fs.openSync(file, 'w');
    process.stdout.write('emptied\\n');
    sleep(pause);
    fs.writeSync(fd, text.slice(0, text.length >> 1));
    sleep(pause);
    fs.writeSync(fd, text.slice(text.length >> 1));
    fs.closeSync(fd);`;
  const child = spawn(process.execPath, ['-e', script, file, String(pauseMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(text);
  const emptied = new Promise<void>((done) => child.stdout.once('data', () => done()));
  const done = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { emptied, done };
}

describe('reading a file while it is saved in place', () => {
  it('npm run build and validate read the whole save, not the empty or half-written file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'settled-')), 'site.yaml');
    writeFileSync(file, SITE_SOURCE);
    const edited = SITE_SOURCE.replace('title: Frequently Asked Questions\n', 'title: Questions, Saved Slowly\n');
    const save = slowSave(file, edited, 25);
    await save.emptied;
    const { site, problems } = validateFileIncrementally(file);
    await save.done;
    expect(problems).toEqual([]);
    expect(site?.routes.find((route) => route.path === '/faq')?.title).toBe('Questions, Saved Slowly');
  });

  it("the editor's outside-change watch reports only whole versions, and the last one", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'settled-')), 'site.yaml');
    writeFileSync(file, SITE_SOURCE);
    const watched = new SiteFile(file);
    const seen: string[] = [];
    watched.watch((disk) => seen.push(disk.text));
    try {
      const versions = [1, 2, 3].map((n) => SITE_SOURCE.replace('title: Frequently Asked Questions\n', `title: Questions, version ${n}\n`));
      for (const version of versions) await slowSave(file, version, 15).done;
      await expect.poll(() => seen.at(-1), { timeout: 5_000 }).toBe(versions[2]);
      for (const text of seen) expect(versions).toContain(text);
    } finally {
      watched.close();
    }
  });
});
