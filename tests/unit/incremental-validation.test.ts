import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { EDITS, routeChunks, sequence, withParagraph } from '../site-edits.js';
import { describe, expect, it } from 'vitest';
import { splitEdited, splitSite } from '../../src/validate/incremental/split.js';
import { IncrementalValidator, type Memory } from '../../src/validate/incremental/validator.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { headingAnchor } from '../../src/model/anchors.js';

const RUNS = Number(process.env.INCREMENTAL_RUNS || 15);
const BASES = { 'every-block.yaml': readFileSync('tests/fixtures/every-block.yaml', 'utf8'), 'site.yaml': readFileSync('site.yaml', 'utf8') };

describe('incremental validation', () => {
  for (const [name, base] of Object.entries(BASES)) {
    it(`gives the same result as a full validation after every edit of a random sequence (${name})`, { timeout: 120_000 }, () => {
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

  it('checks a route again when a page it links to loses the part it names, though its own text is unchanged', () => {
    const base = BASES['every-block.yaml'];
    const chunks = routeChunks(base);
    const target = chunks.findIndex((c) => /heading: How we compare/.test(c));
    const source = chunks.findIndex((_c, i) => i !== target);
    const path = /^\s*- path: (\S+)/m.exec(chunks[target])![1];
    const linked = base.replace(chunks[source], withParagraph(chunks[source], `See [how we compare](${path}#${headingAnchor('How we compare')}).`));
    const validator = new IncrementalValidator(process.cwd());
    expect(validator.validate(linked).problems).toEqual([]);
    const renamed = linked.replace('heading: How we compare', 'heading: Another heading altogether');
    const problems = validator.validate(renamed).problems;
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining(`points to no part of ${path}`)]);
    expect(problems).toEqual(validateSource(renamed).problems);
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

  it('cuts an edited file from the last cut exactly as it cuts the file whole', () => {
    fc.assert(
      fc.property(sequence, (edits) => {
        let text = BASES['site.yaml'];
        let split = splitSite(text)!;
        for (const [edit, pick] of edits) {
          const next = EDITS[edit](text, pick);
          const whole = splitSite(next);
          const edited = splitEdited({ text, split }, next);
          // The quick cut may decline (then the whole file is cut); when it answers, it answers the same.
          if (edited) expect({ ...edited, routes: edited.routes.map((r) => r.text) }, edit).toEqual({ ...whole, routes: whole!.routes.map((r) => r.text) });
          text = next;
          if (whole) split = whole;
          else return;
        }
      }),
      { numRuns: RUNS * 4 },
    );
    // A typical save: one word in one route of many.
    const base = BASES['site.yaml'];
    const reworded = base.replace('title: Best IQ Test Reviews 2025', 'title: Best IQ Test Reviews of 2025');
    expect(splitEdited({ text: base, split: splitSite(base)! }, reworded)).toEqual(splitSite(reworded));
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
      const split = splitSite(text)!;
      expect(split, file).toBeDefined();
      expect(split.rest.length + split.routes.reduce((n, r) => n + r.text.length, 0), file).toBe(text.length);
      const validator = new IncrementalValidator(file.replace(/[^/]+$/, '') || '.');
      expect(JSON.stringify(validator.validate(text).site), file).toBe(JSON.stringify(validateSource(text, file.replace(/[^/]+$/, '') || '.').site));
    }
  });

  it('refuses to cut a layout it is not sure of, and validates such a file whole', () => {
    const flow = BASES['every-block.yaml'].replace(/^routes:\n/m, 'routes:\n---\n');
    expect(splitSite(flow)).toBeUndefined();
    expect(splitSite('routes: [{ path: / }]\n')).toBeUndefined();
    expect(splitSite('settings: {}\nroutes:\n  - path: /\n x: 1\n')).toBeUndefined();
  });
});
