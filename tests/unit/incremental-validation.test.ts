import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { cutText, EDITS, routeChunks, sequence, withParagraph } from '../site-edits.js';
import { describe, expect, it } from 'vitest';
import { BufferBytes, FileBytes } from '../../src/load/site-bytes.js';
import { chunkText, splitEdited, splitSite, type SplitSite } from '../../src/validate/incremental/split.js';
import { IncrementalValidator, type Memory } from '../../src/validate/incremental/validator.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { headingAnchor } from '../../src/model/anchors.js';
import { validateFileIncrementally } from '../../src/validate/incremental/persist.js';
import { readRoute, type LazySite } from '../../src/model/lazy-site.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';
import { textKilobytes, workTimeout } from '../work.js';

const RUNS = Number(process.env.INCREMENTAL_RUNS || 15);
const BASES = {
  'every-block.yaml': readFileSync('tests/fixtures/every-block.yaml', 'utf8'),
  'every-block.yaml with CRLF line ends': readFileSync('tests/fixtures/every-block.yaml', 'utf8').replace(/\n/g, '\r\n'),
  'site.yaml': IQ_SITE_SOURCE,
};

/** A file with a link to the part of `path` headed 'How we compare' is valid; once that heading is renamed, the link is reported, as a full validation reports it. */
function expectCheckedAgainWhenThePartGoes(linked: string, path: string): void {
  const validator = new IncrementalValidator(process.cwd());
  expect(validator.validate(linked).problems).toEqual([]);
  const renamed = linked.replace('heading: How we compare', 'heading: Another heading altogether');
  const problems = validator.validate(renamed).problems;
  expect(problems.map((p) => p.message)).toEqual([expect.stringContaining(`points to no part of ${path}`)]);
  expect(problems).toEqual(validateSource(renamed).problems);
}

describe('incremental validation', () => {
  for (const [name, base] of Object.entries(BASES)) {
    // A run validates the file once and each edit's result twice: a fixed part, and a part for each kilobyte.
    const timeout = workTimeout(RUNS, 8_000 + 25 * textKilobytes(base));
    it(`gives the same result as a full validation after every edit of a random sequence (${name})`, { timeout }, () => {
      fc.assert(
        fc.property(sequence, (edits) => {
          let validator = new IncrementalValidator(process.cwd(), undefined, true);
          let text = base;
          validator.validate(text);
          for (const [edit, pick, reload] of edits) {
            text = EDITS[edit](text, pick);
            // Sometimes the memory goes through the disk cache's serialization, as between builds.
            if (reload) validator = new IncrementalValidator(process.cwd(), deserialize(serialize(validator.memory)) as Memory, true);
            const incremental = validator.validate(text);
            const full = validateSource(text);
            expect(incremental.problems, edit).toEqual(full.problems);
            expect(JSON.stringify(incremental.site), edit).toBe(JSON.stringify(full.site));
          }
        }),
        { numRuns: RUNS },
      );
    });
  }

  it('gives the same result through the memory file between runs, whose routes keep their blocks unread until a check reads them', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'incremental-memory-'));
    const file = join(dir, 'site.yaml');
    const asRead = (site: LazySite | undefined) => site && JSON.stringify({ ...site, routes: site.routes.map(readRoute) });
    try {
      fc.assert(
        fc.property(sequence, (edits) => {
          let text = BASES['every-block.yaml'];
          writeFileSync(file, text);
          validateFileIncrementally(file);
          for (const [edit, pick] of edits) {
            text = EDITS[edit](text, pick);
            writeFileSync(file, text);
            const incremental = validateFileIncrementally(file);
            const full = validateSource(text, dir);
            expect(incremental.problems, edit).toEqual(full.problems);
            expect(asRead(incremental.site), edit).toBe(asRead(full.site));
          }
        }),
        { numRuns: Math.ceil(RUNS / 3) },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks a route again when a page it links to loses the part it names, though its own text is unchanged', () => {
    const base = BASES['every-block.yaml'];
    const chunks = routeChunks(base);
    const target = chunks.findIndex((c) => /heading: How we compare/.test(c));
    const source = chunks.findIndex((_c, i) => i !== target);
    const path = /^\s*- path: (\S+)/m.exec(chunks[target])![1];
    const linked = base.replace(chunks[source], withParagraph(chunks[source], `See [how we compare](${path}#${headingAnchor('How we compare')}).`));
    expectCheckedAgainWhenThePartGoes(linked, path);
  });

  it('checks the rest of the file again when a page its footer links a part of loses that part', () => {
    const base = BASES['every-block.yaml'];
    const chunks = routeChunks(base);
    const target = chunks.find((c) => /heading: How we compare/.test(c))!;
    const path = /^\s*- path: (\S+)/m.exec(target)![1];
    const linked = base.replace(/(\n\s+- \{ label: [^,]+, to: )[^ }]+/, `$1${path}#${headingAnchor('How we compare')}`);
    expect(linked).not.toBe(base);
    expectCheckedAgainWhenThePartGoes(linked, path);
  });

  it('places problems inside routes by reading only those routes, as the whole file would place them', () => {
    const base = BASES['site.yaml'];
    const validator = new IncrementalValidator(process.cwd());
    expect(validator.validate(base).problems).toEqual([]);
    const chunks = routeChunks(base);
    // An unknown field in one route, a broken link in another, and a copy of a third at the same path.
    const broken = base
      .replace(chunks[3], chunks[3].replace(/\n(\s+)title: /, '\n$1titel: Misspelt\n$1title: '))
      .replace(chunks[7], withParagraph(chunks[7], 'See [the missing page](/no-such-page).'))
      .replace(chunks[2], chunks[2] + chunks[2]);
    const problems = validator.validate(broken).problems;
    expect(validator.road).toBe('routes');
    expect(problems.length).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual(validateSource(broken).problems);
    // A mistake outside the routes goes the careful way.
    expect(validator.validate(base.replace('siteName:', 'siteNam:')).problems).toEqual(validateSource(base.replace('siteName:', 'siteNam:')).problems);
    expect(validator.road).toBe('whole');
  });

  // Each run cuts the file whole and from the last cut after each edit.
  it('cuts an edited file from the last cut exactly as it cuts the file whole', {
    timeout: workTimeout(RUNS * 4 * textKilobytes(BASES['site.yaml']), 2),
  }, () => {
    // The cuts as texts and digests, which are what the validator reads.
    const texts = (split: SplitSite) => ({ ...split, bytes: undefined, routes: split.routes.map((r) => [chunkText(split, r), r.hash]) });
    fc.assert(
      fc.property(sequence, (edits) => {
        let text = BASES['site.yaml'];
        let split = splitSite(BufferBytes.of(text))!;
        for (const [edit, pick] of edits) {
          const next = BufferBytes.of(EDITS[edit](text, pick));
          const whole = splitSite(next);
          const edited = splitEdited(split as SplitSite & { bytes: BufferBytes }, next);
          // The quick cut may decline (then the whole file is cut); when it answers, it answers the same.
          if (edited) expect(texts(edited), edit).toEqual(texts(whole!));
          text = next.bytes.toString('utf8');
          if (whole) split = whole;
          else return;
        }
      }),
      { numRuns: RUNS * 4 },
    );
    // A typical save: one word in one route of many.
    const base = BufferBytes.of(BASES['site.yaml']);
    const reworded = BufferBytes.of(BASES['site.yaml'].replace('title: Best IQ Test Reviews 2025', 'title: Best IQ Test Reviews of 2025'));
    const edited = splitEdited(splitSite(base)! as SplitSite & { bytes: BufferBytes }, reworded)!;
    expect(edited).toBeDefined();
    expect(texts(edited)).toEqual(texts(splitSite(reworded)!));
  });

  it('cuts a file the same wherever its blocks end, read from memory or from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cut-'));
    // Layouts the cut must get right at any block boundary: line ends of both kinds, comments and blank lines around entries, lines longer than a block.
    const variants = [
      (t: string) => t,
      (t: string) => t.replace(/\n/g, '\r\n'),
      (t: string) => t.replace(/^routes:\n/m, 'routes: # the pages\n\n# first the home page\n\n'),
      (t: string) => t.replace(/\n {2}- path: /g, '\n\n  # another page\n  - path: '),
      (t: string) => t.replace(/(\n {4}title: )/, `$1${'A very long title '.repeat(40)}`),
      (t: string) => `${t.trimEnd()}\nnotes: the end\n`,
      (t: string) => t.replace(/\n {2}- path: /, '\n  -\r    path: '),
      (t: string) => t.replace(/\n/g, '\r'),
    ];
    try {
      fc.assert(
        fc.property(
          fc.constantFrom(...Object.keys(BASES)),
          fc.integer({ min: 0, max: variants.length - 1 }),
          fc.integer({ min: 1, max: 5000 }),
          (name, variant, blockSize) => {
            const text = variants[variant](BASES[name as keyof typeof BASES]);
            const whole = splitSite(new BufferBytes(Buffer.from(text), Number.MAX_SAFE_INTEGER));
            const view = (split: SplitSite | undefined) => split && { ...split, bytes: undefined };
            expect(view(splitSite(BufferBytes.of(text, blockSize)))).toEqual(view(whole));
            const file = join(dir, 'site.yaml');
            writeFileSync(file, text);
            const bytes = new FileBytes(file, blockSize);
            try {
              expect(view(splitSite(bytes))).toEqual(view(whole));
            } finally {
              bytes.close();
            }
          },
        ),
        { numRuns: RUNS * 4 },
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('cuts every site file of the repository into routes that read as the whole does', () => {
    for (const file of [
      'site.yaml',
      'tests/fixtures/every-block.yaml',
      'tests/fixtures/sites/clinic/site.yaml',
      'tests/fixtures/sites/docs/site.yaml',
      'tests/fixtures/sites/grinders/site.yaml',
    ]) {
      const text = readFileSync(file, 'utf8');
      const cut = cutText(text)!;
      expect(cut, file).toBeDefined();
      expect(cut.rest.length + cut.routes.reduce((n, r) => n + r.length, 0), file).toBe(text.length);
      const validator = new IncrementalValidator(file.replace(/[^/]+$/, '') || '.');
      expect(JSON.stringify(validator.validate(text).site), file).toBe(JSON.stringify(validateSource(text, file.replace(/[^/]+$/, '') || '.').site));
    }
  });

  it('refuses to cut a layout it is not sure of, and validates such a file whole', () => {
    const flow = BASES['every-block.yaml'].replace(/^routes:\n/m, 'routes:\n---\n');
    expect(cutText(flow)).toBeUndefined();
    expect(cutText('routes: [{ path: / }]\n')).toBeUndefined();
    expect(cutText('settings: {}\nroutes:\n  - path: /\n x: 1\n')).toBeUndefined();
  });
});

describe('the validation memory', () => {
  const text = BASES['site.yaml'];
  /** A validator that has the memory of a clean validation of the file, as the next run loads it. */
  function remembering(): IncrementalValidator {
    const first = new IncrementalValidator(process.cwd());
    expect(first.validate(text).problems).toEqual([]);
    return new IncrementalValidator(process.cwd(), first.memory);
  }
  /** Each path, with how many routes' links the last clean run found pointing at it. */
  function linkedCounts(validator: IncrementalValidator): Map<string, number> {
    const counts = new Map<string, number>();
    for (const memo of validator.memory.routes.values()) for (const target of memo.clean?.targets ?? []) counts.set(target, (counts.get(target) ?? 0) + 1);
    return counts;
  }
  /** The file with the route at `path` given one more paragraph: its text changes, so links to it are checked again. */
  const edited = (path: string) => {
    const chunk = routeChunks(text).find((c) => new RegExp(`^\\s*- path: ${path.replace(/[/]/g, '\\/')}\\s*$`, 'm').test(c))!;
    return text.replace(chunk, withParagraph(chunk, 'One more paragraph.'));
  };

  it('is worth saving once an edit made the links of many routes be checked again, and not for one quiet route', () => {
    const validator = remembering();
    const counts = linkedCounts(validator);
    const routes = routeChunks(text).length;
    const [busiest, links] = [...counts].sort((a, b) => b[1] - a[1])[0];
    // Enough routes link to it that checking them again is one in twenty or more.
    expect(links * 20).toBeGreaterThanOrEqual(routes);
    expect(validator.validate(edited(busiest)).problems).toEqual([]);
    expect(validator.worthSaving).toBe(true);

    const quiet = routeChunks(text)
      .map((c) => /^\s*- path: (\S+)/m.exec(c)![1])
      .find((path) => !counts.has(path))!;
    const other = remembering();
    expect(other.validate(edited(quiet)).problems).toEqual([]);
    expect(other.worthSaving).toBe(false);
  });
});

describe('incremental validation of a file caught part way through a save', () => {
  it('leaves a file the quick roads cannot settle undecided when asked not to read it whole, and reads it whole otherwise', () => {
    const validator = new IncrementalValidator(process.cwd(), undefined, true);
    expect(validator.validate(IQ_SITE_SOURCE).site).toBeDefined();
    // What a reader sees in the middle of a save in place: the first part of the file, cut inside a route.
    const part = IQ_SITE_SOURCE.slice(0, Math.floor(IQ_SITE_SOURCE.length * 0.8));
    expect(validator.validate(part, { whole: false })).toBeUndefined();
    expect(validator.road).toBeUndefined();
    // The dev server reads it whole only once it stayed the same a while: then every problem is placed, as a full validation places it.
    const whole = validator.validate(part);
    expect(validator.road).toBe('whole');
    expect(whole.problems).toEqual(validateSource(part).problems);
    // The finished save is still read on the quick road.
    expect(validator.validate(IQ_SITE_SOURCE, { whole: false })?.site).toBeDefined();
    expect(validator.road).toBe('quick');
  });
});
