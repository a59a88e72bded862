import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { syntheticSiteText } from '../../bench/synthetic-site.js';
import { BufferBytes, FileBytes, type SiteBytes } from '../../src/load/site-bytes.js';
import { readRoutes } from '../../src/validate/incremental/parallel-read.js';
import { ChangedWhileRead, splitSite, type RouteChunk, type SplitSite } from '../../src/validate/incremental/split.js';
import { IncrementalValidator } from '../../src/validate/incremental/validator.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';
import { textKilobytes, workTimeout } from '../work.js';

const SITE = IQ_SITE_SOURCE;
const SYNTHETIC_ROUTES = 2100;
const dir = mkdtempSync(join(tmpdir(), 'parallel-read-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file cut into routes, and its routes 40 times over: batches enough that a worker surely reads some of them. */
function cut(bytes: SiteBytes): { split: SplitSite; many: RouteChunk[] } {
  const split = splitSite(bytes)!;
  return { split, many: Array.from({ length: 40 }, () => split.routes).flat() };
}

function fileBytes(text: string): FileBytes {
  const file = join(dir, `site-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, text);
  return new FileBytes(file);
}

describe('reading routes on several threads', () => {
  for (const [name, bytesOf] of [
    ['in memory', (text: string) => BufferBytes.of(text)],
    ['from a file', fileBytes],
  ] as const) {
    // The file's routes forty times over, read alone and three times on threads: milliseconds per kilobyte read.
    it(`reads every route (${name}) as one thread reads it, with its facts`, { timeout: workTimeout(4 * 40 * textKilobytes(SITE), 2) }, () => {
      const { split, many } = cut(bytesOf(SITE));
      const alone = readRoutes(split, many, 0)!;
      const together = readRoutes(split, many, 2)!;
      expect(together).toHaveLength(many.length);
      expect(together).toEqual(alone);
      // Again at once, with no turn of the event loop: the kept threads may still be ending the last read's tasks.
      expect(readRoutes(split, many, 2)).toEqual(alone);
      expect(readRoutes(split, many, 1)).toEqual(alone);
      // The facts come back with each read, from whichever thread read it.
      for (const read of together) if (read.valid) expect(read.facts?.images).toBeDefined();
    });
  }

  it('gives up, as one thread does, when a route does not surely read, whichever thread meets it', {
    timeout: workTimeout(2 * 40 * textKilobytes(SITE), 2),
  }, () => {
    // An alias: the quick road leaves it to the careful path.
    const text = SITE.replace(/(\n {2}- path: \/privacy-policy\n {4}title: )/, '$1*alias ');
    expect(text).not.toBe(SITE);
    const { split, many } = cut(BufferBytes.of(text));
    expect(readRoutes(split, many, 0)).toBeUndefined();
    expect(readRoutes(split, many, 1)).toBeUndefined();
  });

  it('reports a file that changed while it was read, whichever thread meets it', { timeout: workTimeout(40 * textKilobytes(SITE), 2) }, () => {
    const { split, many } = cut(BufferBytes.of(SITE));
    const changed = [...many.slice(0, -1), { ...many[many.length - 1], hash: many[0].hash }];
    expect(() => readRoutes(split, changed, 1)).toThrow(ChangedWhileRead);
  });

  it('lets the process end after reading on threads: the pool kept for the next read holds it open no longer', {
    timeout: workTimeout(40 * textKilobytes(SITE), 2, 60_000),
  }, () => {
    const from = (path: string) => JSON.stringify(pathToFileURL(join(process.cwd(), path)).href);
    const script = join(dir, 'read-and-end.mts');
    writeFileSync(
      script,
      `import { BufferBytes } from ${from('src/load/site-bytes.ts')};
      import { readRoutes } from ${from('src/validate/incremental/parallel-read.ts')};
      import { splitSite } from ${from('src/validate/incremental/split.ts')};
      import { IQ_SITE_SOURCE } from ${from('tests/iq-site.ts')};
      const split = splitSite(BufferBytes.of(IQ_SITE_SOURCE));
      console.log(readRoutes(split, Array.from({ length: 40 }, () => split.routes).flat(), 1).length);`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: workTimeout(40 * textKilobytes(SITE), 2, 30_000),
    });
    expect(child.status, child.stderr).toBe(0);
    expect(Number(child.stdout.trim())).toBe(40 * cut(BufferBytes.of(SITE)).split.routes.length);
  });

  // Made, validated and compared: milliseconds per route.
  it('validates a first read of 2,100 routes, read on two threads, to the data the file holds', { timeout: workTimeout(SYNTHETIC_ROUTES, 35) }, () => {
    const text = syntheticSiteText(SYNTHETIC_ROUTES);
    const result = new IncrementalValidator(process.cwd()).validate(fileBytes(text));
    expect(result.problems).toEqual([]);
    // Compared as text: a difference in 13 MB of data would print all of it.
    expect(JSON.stringify(result.site) === JSON.stringify(parse(text))).toBe(true);
  });
});
