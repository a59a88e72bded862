/**
 * Saves racing the dev server (issue 29, 7): one route's heading edited and
 * the file saved over and over, in place (emptied, then written, as
 * fs.writeFile and many editors save) and by writing a new file and
 * renaming it over the old one, each save followed by fetching the page
 * until it shows that save. Then a burst of saves with no wait between
 * them, after which the page must show the last. Shared by the end-to-end
 * test (a few saves) and `npm run bench` (200 of each at 10,000 routes).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../tests/e2e/dev-server.js';

export interface SaveRaceScenario {
  siteText: string;
  /** The page whose heading is edited, and the heading, as the last `title:` that says it in the file. */
  path: string;
  heading: string;
  saves: number;
  /** Saves written back to back, without waiting, before the last state is checked. */
  burst: number;
  /** How long one save may take to show before it counts as lost. */
  timeoutMs?: number;
}

export interface SaveRaceResult {
  mode: 'in place' | 'rename';
  /** Save to page showing it, per save, in ms. */
  shown: number[];
  /** Saves that never showed within the timeout. */
  lost: number;
  /** Fetches answered with the not-found page (a half-written file read as a smaller site). */
  notFound: number;
  /** Whether the page showed the burst's last save, as the file holds it, and kept showing it. */
  lastMatches: boolean;
  /** Fetches whose connection was dropped. */
  refused: number;
}

/**
 * Saves are made by another process, as an editor makes them: written from
 * the dev server's own process, a save would wait whenever the server
 * validates, which no editor does. The saver is given the file's text once
 * and makes each edit itself: sending 60 MB to it for every save took
 * seconds on a busy machine, which the times then counted. It answers with
 * the moment its write ended, on the clock both processes share.
 */
const SAVER = `
  const fs = require('node:fs');
  const { dirname, join } = require('node:path');
  let base;
  process.on('message', (message) => {
    if (message.base !== undefined) {
      base = message;
      return process.send(0);
    }
    const { mode, file, n } = message;
    const text = base.base.slice(0, base.at) + 'title: ' + base.heading + ', save ' + n + '\\n' + base.base.slice(base.at + base.find.length);
    const done = () => process.send(performance.timeOrigin + performance.now());
    // fs.writeFile opens with O_TRUNC, then writes: the window many editors leave.
    if (mode === 'in place') return fs.writeFile(file, text, done);
    const temporary = join(dirname(file), '.site.yaml.save');
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
    done();
  });`;

interface Saver {
  /** Saves edit n; resolves with the moment the file was whole on disk, in this process's performance.now() terms. */
  save: (mode: SaveRaceResult['mode'], file: string, n: number) => Promise<number>;
  close: () => void;
}

async function saver(base: string, at: number, find: string, heading: string): Promise<Saver> {
  const child = spawn(process.execPath, ['-e', SAVER], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ask = (message: object) =>
    new Promise<number>((done) => {
      child.once('message', (at) => done(Number(at) - performance.timeOrigin));
      child.send(message);
    });
  await ask({ base, at, find, heading });
  return { save: (mode, file, n) => ask({ mode, file, n }), close: () => child.kill() };
}

export async function saveRaces(scenario: SaveRaceScenario): Promise<SaveRaceResult[]> {
  const file = join(mkdtempSync(join(tmpdir(), 'save-race-')), 'site.yaml');
  const find = `title: ${scenario.heading}\n`;
  if (!scenario.siteText.includes(find)) throw new Error(`no heading '${scenario.heading}' in the scenario's site`);
  writeFileSync(file, scenario.siteText);
  const { server, base } = await startDevServer(file);
  // The last place the heading is written: the page's h1, after the route's own title.
  const at = scenario.siteText.lastIndexOf(find);
  const writer = await saver(scenario.siteText, at, find, scenario.heading);
  const timeout = scenario.timeoutMs ?? 30_000;
  const results: SaveRaceResult[] = [];
  let notFound = 0;
  let refused = 0;
  const page = async () => {
    try {
      const response = await fetch(base + scenario.path);
      if (response.status === 404) notFound++;
      return await response.text();
    } catch {
      // A connection the busy server dropped: counted, and asked again.
      refused++;
      return '';
    }
  };
  /** Fetches until the page shows the title, or the time is up; the time taken, or undefined. */
  const until = async (title: string, from: number) => {
    while (performance.now() - from < timeout) {
      if ((await page()).includes(`>${title}<`)) return performance.now() - from;
      await new Promise((done) => setTimeout(done, 20));
    }
    return undefined;
  };
  try {
    // The first request validates the whole file.
    if (!(await until(scenario.heading, performance.now()))) throw new Error('the dev server never showed the page');
    let edit = 0;
    for (const mode of ['in place', 'rename'] as const) {
      notFound = 0;
      refused = 0;
      const shown: number[] = [];
      let lost = 0;
      for (let i = 0; i < scenario.saves; i++) {
        // From the moment the file is whole on disk: writing it is the editor's time, not the server's.
        const saved = await writer.save(mode, file, ++edit);
        const took = await until(`${scenario.heading}, save ${edit}`, saved);
        if (took === undefined) lost++;
        else shown.push(took);
      }
      for (let i = 0; i < scenario.burst; i++) await writer.save(mode, file, ++edit);
      const last = `${scenario.heading}, save ${edit}`;
      // Shown, and still shown a moment later: no earlier save's late reading replaced it.
      const reached = (await until(last, performance.now())) !== undefined;
      await new Promise((done) => setTimeout(done, 500));
      const lastMatches = reached && (await page()).includes(`>${last}<`);
      results.push({ mode, shown, lost, notFound, lastMatches, refused });
    }
  } finally {
    writer.close();
    await server.close();
  }
  return results;
}
