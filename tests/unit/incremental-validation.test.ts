import { readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSite } from '../../src/validate/incremental/split.js';
import { IncrementalValidator, type Memory } from '../../src/validate/incremental/validator.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { headingAnchor } from '../../src/model/anchors.js';

const RUNS = Number(process.env.INCREMENTAL_RUNS || 15);
const BASES = { 'every-block.yaml': readFileSync('tests/fixtures/every-block.yaml', 'utf8'), 'site.yaml': readFileSync('site.yaml', 'utf8') };

/** An edit of the file's text: the ways owners change a site, right and wrong. */
type Edit = (text: string, pick: number) => string;

const routeChunks = (text: string) => splitSite(text)?.routes.map((r) => r.text) ?? [];
const nth = <T,>(list: T[], pick: number) => list[pick % list.length];
const replaceChunk = (text: string, pick: number, fn: (chunk: string) => string) => {
  const chunks = routeChunks(text);
  if (chunks.length === 0) return text;
  const chunk = nth(chunks, pick);
  return text.replace(chunk, fn(chunk));
};

/** A route's text with a rich-text block holding one paragraph added at the end of its blocks, indented like them. */
const withParagraph = (chunk: string, paragraph: string) => {
  const indent = /\n( *)- type: /.exec(chunk)?.[1];
  if (indent === undefined) return chunk;
  return `${chunk.replace(/\n*$/, '')}\n${indent}- type: rich-text\n${indent}  paragraphs:\n${indent}    - ${JSON.stringify(paragraph)}\n`;
};

const EDITS: Record<string, Edit> = {
  'reword a line of a route': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/(title|heading|lead|text|caption): ([A-Za-z])/, (_m, key, first) => `${key}: Revised ${first}`)),
  'change a heading, and so an anchor': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/heading: (.+)/, 'heading: A new heading for this part')),
  'rename a route path': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/^(\s*- path: \/)([a-z0-9-]*)/m, (_m, head, name) => `${head}${name || 'home'}-moved`)),
  'copy another route path': (text, pick) => {
    const paths = [...text.matchAll(/^\s*- path: (\S+)/gm)].map((m) => m[1]);
    return replaceChunk(text, pick, (c) => c.replace(/^(\s*- path: )\S+/m, `$1${nth(paths, pick + 1)}`));
  },
  'delete a route': (text, pick) => (routeChunks(text).length > 1 ? replaceChunk(text, pick, () => '') : text),
  'duplicate a route': (text, pick) => replaceChunk(text, pick, (c) => c + c),
  'swap two routes': (text, pick) => {
    const chunks = routeChunks(text);
    if (chunks.length < 2) return text;
    const a = pick % chunks.length;
    const b = (pick + 1) % chunks.length;
    const split = splitSite(text)!;
    const order = chunks.map((c, i) => (i === a ? chunks[b] : i === b ? chunks[a] : c));
    return split.rest.replace(/^routes:[^\n]*\n/m, (line) => line + order.join(''));
  },
  'link to a part of another page': (text, pick) => {
    // A real anchor of another route, so the link is right until that route's heading changes.
    const targets = routeChunks(text).flatMap((c) => {
      const path = /^\s*- path: (\S+)/m.exec(c)?.[1];
      const heading = /heading: ([A-Za-z][^\n#]*)$/m.exec(c)?.[1];
      return path && heading ? [`${path}#${headingAnchor(heading.trim())}`] : [];
    });
    return targets.length === 0 ? text : replaceChunk(text, pick, (c) => withParagraph(c, `See [the details](${nth(targets, pick + 3)}).`));
  },
  'link to another page': (text, pick) => {
    const paths = [...text.matchAll(/^\s*- path: (\S+)/gm)].map((m) => m[1]);
    return replaceChunk(text, pick, (c) => withParagraph(c, `Read [the page](${nth(paths, pick + 5)}).`));
  },
  'break a link': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/\]\((\/[a-z0-9-]*)/, '](/nowhere-at-all')),
  'break the YAML of a route': (text, pick) => replaceChunk(text, pick, (c) => c.replace(/title: /, 'title: [unclosed ')),
  'change the site name': (text) => text.replace(/siteName: (.+)/, 'siteName: $1 Again'),
  'remove the new-tab message': (text) => text.replace(/\n\s*newTab: .+/, ''),
  'edit a collection item': (text) => text.replace(/(\n\s+- id: [a-z0-9-]+\n\s+\w+: )(\S)/, '$1Edited $2'),
};

// Links first and then changes to what they name, more often than chance would: the case the skipping must get right.
const LINKING = ['link to a part of another page', 'link to another page', 'change a heading, and so an anchor', 'rename a route path', 'delete a route'];
const editName = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...LINKING) }, { weight: 2, arbitrary: fc.constantFrom(...Object.keys(EDITS)) });
const sequence = fc.array(fc.tuple(editName, fc.nat(1000), fc.boolean()), { minLength: 1, maxLength: 8 });

describe('incremental validation', () => {
  for (const [name, base] of Object.entries(BASES)) {
    it(`gives the same result as a full validation after every edit of a random sequence (${name})`, { timeout: 120_000 }, () => {
      fc.assert(
        fc.property(sequence, (edits) => {
          let validator = new IncrementalValidator(process.cwd());
          let text = base;
          validator.validate(text);
          for (const [edit, pick, reload] of edits) {
            text = EDITS[edit](text, pick);
            // Sometimes the memory goes through the disk cache's serialization, as between builds.
            if (reload) validator = new IncrementalValidator(process.cwd(), deserialize(serialize(validator.memory)) as Memory);
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

  it('cuts every site file of the repository into routes that read as the whole does', () => {
    for (const file of ['site.yaml', 'tests/fixtures/every-block.yaml', 'tests/fixtures/sites/clinic/site.yaml', 'tests/fixtures/sites/docs/site.yaml', 'tests/fixtures/sites/grinders/site.yaml']) {
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
