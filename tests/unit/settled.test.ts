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
function slowSave(file: string, text: string, pauseMs: number): { emptied: Promise<void>; done: Promise<number> } {
  const script = `
    const fs = require('node:fs');
    const [file, text, pause] = [process.argv[1], fs.readFileSync(0, 'utf8'), Number(process.argv[2])];
    const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    // A state of the file lasts from inside one write to inside the next, so from the start of one to the end of the
    // next bounds it: a stall inside the open that empties the file, before the clock is read, counts too.
    let started;
    let gap = 0;
    const step = (write) => { const start = performance.now(); write(); if (started !== undefined) gap = Math.max(gap, performance.now() - started); started = start; };
    let fd;
    step(() => (fd = fs.openSync(file, 'w')));
    process.stdout.write('emptied\\n');
    sleep(pause);
    step(() => fs.writeSync(fd, text.slice(0, text.length >> 1)));
    sleep(pause);
    step(() => fs.writeSync(fd, text.slice(text.length >> 1)));
    fs.closeSync(fd);
    process.stdout.write('gap ' + gap + '\\n');`;
  const child = spawn(process.execPath, ['-e', script, file, String(pauseMs)], { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin.end(text);
  let output = '';
  const emptied = new Promise<void>((done) => child.stdout.once('data', () => done()));
  child.stdout.on('data', (chunk) => (output += chunk));
  // The longest the file stayed unchanged in the middle of the save: a busy machine can stall the writer longer than it asked.
  const done = new Promise<number>((resolve) => child.on('exit', () => resolve(Number(/gap ([\d.]+)/.exec(output)?.[1] ?? Infinity))));
  return { emptied, done };
}

/** Runs a scenario until the machine lets the writer keep its pauses under `within` ms (a stall that long is a finished file to any reader), and returns that run's result. */
async function whenPausesKept<T>(within: number, scenario: () => Promise<{ gap: number; result: T }>): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const { gap, result } = await scenario();
    if (gap < within) return result;
  }
  throw new Error(`the writer never kept its pauses under ${within} ms on this machine`);
}

describe('reading a file while it is saved in place', () => {
  it('npm run build and validate read the whole save, not the empty or half-written file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'settled-')), 'site.yaml');
    const edited = SITE_SOURCE.replace('title: Frequently Asked Questions\n', 'title: Questions, Saved Slowly\n');
    const { site, problems } = await whenPausesKept(50, async () => {
      writeFileSync(file, SITE_SOURCE);
      const save = slowSave(file, edited, 15);
      await save.emptied;
      const result = validateFileIncrementally(file);
      return { gap: await save.done, result };
    });
    expect(problems).toEqual([]);
    expect(site?.routes.find((route) => route.path === '/faq')?.title).toBe('Questions, Saved Slowly');
  });

  /**
   * Watches the file as the editor does while `versions` are saved slowly in place, one after another, with
   * `pauseMs` between the writes of each; returns every text the watch reported, once it reported the last.
   */
  async function watchedSaves(versions: string[], pauseMs: number, within: number): Promise<string[]> {
    const file = join(mkdtempSync(join(tmpdir(), 'settled-')), 'site.yaml');
    return whenPausesKept(within, async () => {
      writeFileSync(file, SITE_SOURCE);
      const watched = new SiteFile(file);
      const reported: string[] = [];
      watched.watch((disk) => reported.push(disk.text));
      try {
        let gap = 0;
        for (const version of versions) gap = Math.max(gap, await slowSave(file, version, pauseMs).done);
        await expect.poll(() => reported.at(-1), { timeout: 10_000 }).toBe(versions.at(-1));
        return { gap, result: reported };
      } finally {
        watched.close();
      }
    });
  }

  it("the editor's outside-change watch reports only whole versions, and the last one", async () => {
    const versions = [1, 2, 3].map((n) => SITE_SOURCE.replace('title: Frequently Asked Questions\n', `title: Questions, version ${n}\n`));
    const seen = await watchedSaves(versions, 15, 150);
    for (const text of seen) expect(versions).toContain(text);
  });

  it("the editor's outside-change watch waits out a save in place that leaves the file empty for longer than it waits for a change", async () => {
    // A writer stalled on a busy machine after emptying the file: a file shorter than the version held is waited for longer.
    const version = SITE_SOURCE.replace('title: Frequently Asked Questions\n', 'title: Questions, after a stall\n');
    expect(await watchedSaves([version], 400, 1200)).toEqual([version]);
  });
});
