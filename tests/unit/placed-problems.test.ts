import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyMutation, mutation } from '../fuzz/mutations.js';
import { parseSource } from '../../src/load/load-site.js';
import { locate, type DataPath, type Within } from '../../src/load/locate.js';
import { sortProblems, type Problem, type Said } from '../../src/problem.js';
import { crossReferenceProblems } from '../../src/validate/cross-refs.js';
import { schemaAt } from '../../src/validate/schema-at.js';
import { pruneAlternatives, toMessage } from '../../src/validate/schema-messages.js';
import { schemaValidator } from '../../src/validate/schema-validator.js';
import { MAX_PLACED, placedProblems, validateSource } from '../../src/validate/validate-site.js';
import { denseSiteText } from '../dense-site.js';
import { textKilobytes, workTimeout } from '../work.js';

// The root site.yaml, whichever site it is, and a fixture site of another kind: routes and items to spare.
const SITES = [
  ['the root site.yaml', readFileSync('site.yaml', 'utf8')],
  ['the docs fixture site', readFileSync('tests/fixtures/sites/docs/site.yaml', 'utf8')],
];
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** Every problem of the data with the whole checked at once, as placedProblems did before it checked a list an entry at a time. */
function checkedWhole(data: unknown, at: (path: DataPath, mode: 'key' | 'value', within?: Within) => { line: number; col: number }, refs = true): Problem[] {
  const validate = schemaValidator();
  const problems = new Map<string, Problem>();
  const place = (path: DataPath) => {
    const pos = at(path, 'value');
    return `${pos.line}:${pos.col}`;
  };
  const push = (path: DataPath, mode: 'key' | 'value', said: Said, field = path, within?: Within) => {
    const pos = at(path, mode, within);
    const key = `${pos.line}:${pos.col}:${said.message}`;
    if (!problems.has(key)) problems.set(key, { ...pos, code: said.code, message: said.message, path: field, ...(said.fix && { fix: said.fix }) });
  };
  if (!validate(data))
    for (const error of pruneAlternatives(validate.errors ?? [])) {
      const message = toMessage(error, place, (path) => schemaAt(data, path));
      if (message) push(message.path, message.mode, message, message.field);
    }
  if (refs) for (const ref of crossReferenceProblems(data, process.cwd(), place)) push(ref.path, ref.mode, ref, ref.path, ref.within);
  return sortProblems([...problems.values()]);
}

describe('the schema checked a route and an item at a time', () => {
  it.each(SITES)(
    'finds in a mutated copy of %s every problem checking the whole finds, at the same place with the same message',
    { timeout: workTimeout(RUNS * 2 * textKilobytes(SITES[0][1]), 8) },
    (_, base) => {
      fc.assert(
        fc.property(fc.array(mutation, { minLength: 1, maxLength: 3 }), (mutations) => {
          const loaded = parseSource(mutations.reduce(applyMutation, base));
          const { doc, counter, source } = loaded;
          fc.pre(loaded.stage === 'read' && doc !== undefined);
          const at = (path: DataPath, mode: 'key' | 'value', within?: Within) => locate(doc!, counter, path, mode, within, source);
          expect(placedProblems(loaded.data, process.cwd(), at)).toEqual(checkedWhole(loaded.data, at));
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('places a mistake in a later route and in a later item as checking the whole does', () => {
    const loaded = parseSource(SITES[1][1]);
    const data = structuredClone(loaded.data) as {
      routes: Array<{ blocks: Array<{ type: string }> }>;
      collections: Record<string, { items: Array<Record<string, unknown>> }>;
    };
    const route = data.routes.length - 1;
    data.routes[route].blocks[0].type = 'heros';
    delete (data.routes[route] as { title?: string }).title;
    const [name, collection] = Object.entries(data.collections).find(([, c]) => c.items.length > 2)!;
    delete collection.items[2].id;
    collection.items[1].unknownField = 1;
    const at = (path: DataPath) => ({ line: path.length, col: path.map(String).join('/').length });
    const placed = placedProblems(data, process.cwd(), at);
    expect(placed).toEqual(checkedWhole(data, at));
    expect(placed.map((p) => p.path?.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['routes', route, 'blocks'],
        ['collections', name, 'items'],
      ]),
    );
  });

  // Two checks of 20,001 routes: 12 s alone under a load average of 10, more than 30 s beside the rest of the unit project.
  it('says a list holds more entries than it may, as checking the whole says', { timeout: 180_000 }, () => {
    const site = parse(SITES[0][1]) as { routes: unknown[] };
    const routes = Array.from({ length: 20_001 }, (_, i) => ({ ...(site.routes[0] as object), path: `/p${i}` }));
    const data = { ...site, routes };
    const at = () => ({ line: 1, col: 1 });
    const tooMany = (problems: Problem[]) => problems.filter((p) => /20,?000/.test(p.message));
    // The schema's problems only: the links of 20,001 copies of a page take minutes to check whole.
    const placed = tooMany(placedProblems(data, process.cwd(), at));
    expect(placed).toEqual(tooMany(checkedWhole(data, at, false)));
    expect(placed).toHaveLength(1);
  });
});

describe('a file with a problem at nearly every value', () => {
  // Each of 200,000 blocks placed in the file took minutes; the test's time limit is the check it ends.
  it(`is told its first ${MAX_PLACED} problems`, { timeout: 120_000 }, () => {
    const { problems } = validateSource(denseSiteText('blocks', 400_000));
    expect(problems).toHaveLength(MAX_PLACED);
    expect(problems[0]).toMatchObject({ line: 1, col: 1, message: expect.stringContaining("missing required field 'collections'") });
    expect(problems.some((p) => /this block has no 'type'/.test(p.message))).toBe(true);
  });
});
