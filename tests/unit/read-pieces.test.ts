import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMutation, mutation } from '../fuzz/mutations.js';
import { parseSource } from '../../src/load/load-site.js';
import { readInPieces } from '../../src/load/read-pieces.js';
import { validateFile, validateInPieces, validateSource, WHOLE_MAX } from '../../src/validate/validate-site.js';
import { MAX_PROBLEMS } from '../../src/load/yaml-errors.js';
import { textKilobytes, workTimeout } from '../work.js';

// The root site.yaml, whichever site it is, and a fixture site of another kind.
const SITE = readFileSync('site.yaml', 'utf8');
const DOCS = readFileSync('tests/fixtures/sites/docs/site.yaml', 'utf8');
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const INVALID = join(import.meta.dirname, '../fixtures/invalid');

/**
 * The site with `copies` more copies of its routes after its own, each
 * route's path under /copy-N: a larger file whose lines up to the end of the
 * routes are the site's own.
 */
function larger(site: string, copies: number): { text: string; routesEnd: number } {
  const start = site.search(/^routes:\s*$/m);
  if (start < 0) throw new Error('the site has no top-level routes');
  const body = site.indexOf('\n', start) + 1;
  const next = site.slice(body).search(/^[^\s#]/m);
  const routesEnd = next < 0 ? site.length : body + next;
  let routes = site.slice(body, routesEnd);
  if (!routes.endsWith('\n')) routes += '\n';
  let extra = '';
  for (let i = 0; i < copies; i++) extra += routes.replace(/^(\s*- path: )\/(\S*)$/gm, (_, dash, rest) => `${dash}/copy-${i}${rest ? `/${rest}` : ''}`);
  const head = site.slice(0, routesEnd);
  return { text: `${head}${head.endsWith('\n') ? '' : '\n'}${extra}${site.slice(routesEnd)}`, routesEnd };
}

describe('reading a large file a piece at a time', () => {
  // Small pieces of a small file: every cut, group and context line the large file has, at the cost of a small one.
  it.each([
    ['the root site.yaml', SITE],
    ['the docs fixture site', DOCS],
  ])(
    'reports the first problem of a mutated copy of %s as reading it whole does, and every other problem reading it whole finds, at the same place with the same message',
    {
      timeout: workTimeout(RUNS * 2 * textKilobytes(SITE), 8),
    },
    (_, base) => {
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), fc.integer({ min: 300, max: 6000 }), (mutations, budget) => {
          const text = mutations.reduce(applyMutation, base);
          const whole = validateSource(text);
          const pieces = validateInPieces(text, process.cwd(), budget);
          // After a syntax error the yaml library's recovery can swallow a later mistake that a piece of its own still
          // finds: more true problems, never fewer, and the first one where reading whole puts it.
          expect(pieces.problems[0]).toEqual(whole.problems[0]);
          // Those extra problems can fill the report before a later one reading whole finds (seed -1868918214: a '$'
          // that makes ten list entries after it misaligned, before a duplicate key 1,200 lines on). So when the report
          // is full, it must hold every problem reading whole finds up to where the report ends.
          const last = pieces.problems.at(-1);
          const full = pieces.problems.length >= MAX_PROBLEMS && last !== undefined;
          const reached = whole.problems.filter((p) => !full || p.line < last.line || (p.line === last.line && p.col <= last.col));
          if (whole.problems.length < MAX_PROBLEMS) expect(pieces.problems).toEqual(expect.arrayContaining(reached));
          expect(pieces.site).toEqual(whole.site);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('places a control character where the text has it, read whole or in pieces, after a [ never closed', () => {
    // The property's case (seed -634356880): the yaml lexer's line count ran a line short of the NUL here.
    const text = [
      { kind: 'nest', at: 0, depth: 10, open: '[' },
      { kind: 'insert', at: 536596840, text: '\u0000' },
      { kind: 'duplicate-line', at: 0 },
    ].reduce((t, m) => applyMutation(t, m as Parameters<typeof applyMutation>[1]), DOCS);
    const before = text.slice(0, text.indexOf('\u0000')).split('\n');
    const where = { line: before.length, col: before.at(-1)!.length + 1 };
    expect(validateSource(text).problems[0]).toMatchObject({ ...where, code: 'BS0004' });
    expect(validateInPieces(text, process.cwd(), 300).problems[0]).toMatchObject({ ...where, code: 'BS0004' });
  });

  it('puts the data of the pieces together, a cut list followed by a key of the mapping that holds it too', () => {
    // Each collection's items are cut, and the next collection's key follows them in the same mapping.
    const read = readInPieces(DOCS, 300);
    expect(read).toBeDefined();
    expect(read!.data).toEqual(parseSource(DOCS).data);
  });

  const corpus = readdirSync(INVALID).filter((f) => f.endsWith('.yaml'));
  const corpusKilobytes = corpus.reduce((sum, f) => sum + textKilobytes(readFileSync(join(INVALID, f), 'utf8')), 0);
  it('reports each file of the invalid corpus, cut into small pieces, as reading it whole does', { timeout: workTimeout(corpusKilobytes, 20) }, () => {
    const files = corpus;
    for (const file of files) {
      const whole = validateFile(join(INVALID, file));
      const text = readFileSync(join(INVALID, file), 'utf8');
      expect(validateInPieces(text, INVALID, 200).problems, file).toEqual(whole.problems);
    }
  });

  const { text, routesEnd } = larger(SITE, 4);
  // Where the last route starts, less the most a mutation deletes.
  const lastRoute = Math.max(1, SITE.slice(0, routesEnd).lastIndexOf('- path: ') - 40);
  it('gives a mistake in a large file the message and position the same mistake has in the small file', {
    timeout: workTimeout(RUNS * 5 * textKilobytes(SITE), 8),
  }, () => {
    fc.assert(
      fc.property(mutation, (m) => {
        // Mutated before the copies, so every line up to the mistake is where it is in the small file.
        // Before the last route, which stands between the mistake and the copies: a mistake at the end can make the copies part of a value.
        const at = m.at % lastRoute;
        const small = applyMutation(SITE, { ...m, at });
        const large = applyMutation(text.slice(0, routesEnd), { ...m, at }) + text.slice(routesEnd);
        const want = validateSource(small);
        const got = validateInPieces(large, process.cwd(), 16 * 1024);
        // A mistake that opens a block scalar or a quote can make the copies after it one value over the cap on
        // one value, which the small file is too short to reach: a true difference, not one of reading in pieces.
        fc.pre(!/characters long, over the limit of [\d,]+ for one value/.test(got.problems[0]?.message ?? ''));
        expect(got.problems[0]).toEqual(want.problems[0]);
        expect(got.site === undefined).toBe(want.site === undefined);
      }),
      { numRuns: RUNS },
    );
  });

  it(`reads a file over ${WHOLE_MAX / 1024 / 1024} MB in pieces, with the message and position of each mistake`, { timeout: 300_000 }, () => {
    const { text } = larger(SITE, Math.ceil((WHOLE_MAX * 1.1) / SITE.length));
    expect(text.length).toBeGreaterThan(WHOLE_MAX);
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    // A key without its ':' in the settings, and the same in the last route of the last copy.
    const key = text.indexOf('\n', text.search(/^settings:/m)) + 1;
    const keyEnd = text.indexOf(':', key);
    const inSettings = validateSource(`${text.slice(0, keyEnd)}${text.slice(keyEnd + 1)}`);
    const inSmall = validateSource(`${SITE.slice(0, keyEnd)}${SITE.slice(keyEnd + 1)}`);
    expect(inSettings.problems).toEqual(inSmall.problems);
    expect(inSettings.problems[0]).toMatchObject({ line: lineOf(key), message: expect.stringContaining('has no') });

    const title = text.lastIndexOf('\n    title: ') + 1;
    const inRoute = validateSource(`${text.slice(0, title)}    title ${text.slice(title + '    title: '.length)}`);
    expect(inRoute.problems[0]).toMatchObject({ line: lineOf(title), col: 5, message: expect.stringContaining("'title' has no ':' after it") });
  });
});

describe('the memory validation takes', () => {
  // Read whole, the careful path's syntax tree and document of this file took 808 MB of a process's memory.
  it('follows the largest piece, not the file: a 20 MB file with a syntax error is validated in under 500 MB', { timeout: 600_000 }, () => {
    const script = `
      import { readFileSync } from 'node:fs';
      import { validateSource } from './src/validate/validate-site.ts';
      const text = readFileSync(0, 'utf8');
      const { problems } = validateSource(text);
      console.log(JSON.stringify({ first: problems[0], rss: process.resourceUsage().maxRSS * 1024 }));`;
    const { text } = larger(SITE, Math.ceil(20e6 / SITE.length));
    const key = text.indexOf('\n', text.search(/^settings:/m)) + 1;
    const keyEnd = text.indexOf(':', key);
    const broken = `${text.slice(0, keyEnd)}${text.slice(keyEnd + 1)}`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      input: broken,
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    expect(child.status, child.stderr).toBe(0);
    const { first, rss } = JSON.parse(child.stdout.trim().split('\n').pop()!) as { first: { line: number; message: string }; rss: number };
    expect(first).toMatchObject({ line: broken.slice(0, key).split('\n').length, message: expect.stringContaining('has no') });
    expect(rss).toBeLessThan(500 * 1024 * 1024);
  });
});
