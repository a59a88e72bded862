import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IncrementalValidator } from '../../src/validate/incremental/validator.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { colOf, lineOf, validateEdited } from '../helpers.js';

const FIRST_PLATFORM = '      - id: cognimetrics-pro\n';

describe('declared constraints on items', () => {
  it('rejects a second featured item at the second one, naming the first', () => {
    const { problems, source } = validateEdited(
      '        trustpilot: 4.4/5, illustrative (Dec 2024)\n',
      '        trustpilot: 4.4/5, illustrative (Dec 2024)\n        featured: true\n',
    );
    const first = `${lineOf(source, 'featured: true')}:${colOf(source, 'featured: true') + 'featured: '.length}`;
    expect(problems).toEqual([
      {
        line: lineOf(source, '        featured: true\n        url: https://www.mindscale'),
        col: 19,
        message: `a second item has featured: true (the first is at ${first}); exactly one item of 'platforms' may`,
      },
    ]);
  });

  it('rejects a collection with no featured item, at the field that declares exactlyOne', () => {
    const { problems, source } = validateEdited('        featured: true\n        url: "link:provider"', '        url: "link:provider"');
    expect(problems).toEqual([
      {
        line: lineOf(source, '      featured: { type: boolean'),
        col: 7,
        message: "no item of 'platforms' has featured: true; exactly one must (this field is declared exactlyOne)",
      },
    ]);
  });

  it('rejects items out of their declared order, at the first one out of place', () => {
    const { problems, source } = validateEdited('        rating: 8.5\n', '        rating: 9.3\n');
    // The rating also no longer matches its criterion scores, which is reported too.
    expect(problems.filter((p) => p.message.includes('is sorted by'))).toHaveLength(1);
    expect(problems.find((p) => p.message.includes('is sorted by'))).toMatchObject({
      line: lineOf(source, 'rating: 9.3'),
      message: expect.stringMatching(
        /^'platforms' is sorted by rating, highest first, but 'MindScale IQ' \(9\.3\) comes after 'PsycheLab Assessments' \(8\.6\) at \d+:\d+/,
      ),
    });
  });

  it('rejects a value declared unique that two items share', () => {
    const { problems } = validateEdited('        name: MindScale IQ\n', '        name: CogniMetrics Pro\n');
    expect(problems).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^'name' "CogniMetrics Pro" is already used by the item at \d+:\d+; each item of 'platforms' needs its own value$/),
      }),
    ]);
  });

  it('rejects a duplicate id within a collection, naming the first use', () => {
    const { problems } = validateEdited('      - id: item-1\n', '      - id: item-0\n');
    expect(problems).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^id "item-0" is already used by the item at \d+:\d+; each item of 'faq' needs its own id$/) }),
    ]);
  });

  it('rejects an item field the collection does not declare, suggesting the declared one, once', () => {
    const { problems, source } = validateEdited(FIRST_PLATFORM + '        name: CogniMetrics Pro\n', FIRST_PLATFORM + '        nam: CogniMetrics Pro\n');
    expect(problems).toEqual([
      { line: lineOf(source, 'nam: CogniMetrics'), col: 9, message: "unknown field 'nam' in item of platforms; did you mean 'name' (required)?" },
    ]);
  });

  it('rejects a rating with more decimals than its scale shows, saying what it rounds to by hand', () => {
    // 8.45 is stored just below itself; a reader rounds it up.
    const { problems } = validateEdited('        rating: 8.5\n', '        rating: 8.45\n');
    expect(problems[0].message).toBe('8.45 has more decimal places than its scale shows (1); round it to 8.5');
  });
});

describe('bindings of blocks to collections and fields', () => {
  it('rejects a block naming a collection that does not exist, suggesting one that does', () => {
    const { problems, source } = validateEdited('        collection: loveStyleTests\n', '        collection: loveStyleTest\n');
    expect(problems).toEqual([
      { line: lineOf(source, 'collection: loveStyleTest\n'), col: 21, message: "there is no collection 'loveStyleTest'; did you mean 'loveStyleTests'?" },
    ]);
  });

  it('rejects a column naming an undeclared field', () => {
    const { problems, source } = validateEdited('- { field: accuracy, label: Accuracy }', '- { field: acuracy, label: Accuracy }');
    expect(problems).toEqual([
      {
        line: lineOf(source, 'field: acuracy'),
        col: colOf(source, 'acuracy'),
        message: "collection 'platforms' has no field 'acuracy'; did you mean 'accuracy'?",
      },
    ]);
  });

  it('rejects a rating shown from a field that is not a rating', () => {
    const { problems, source } = validateEdited(
      '        heading: Love style tests, ranked\n',
      '        heading: Love style tests, ranked\n        show: { rating: name }\n',
    );
    expect(problems).toEqual([
      { line: lineOf(source, 'show: { rating: name }'), col: colOf(source, 'name }'), message: "show.rating needs a rating field, but 'name' is a text field" },
    ]);
  });

  it('rejects a highlight on a field that is not yes-or-no', () => {
    const { problems } = validateEdited('highlight: { field: featured, badge: Top Pick }', 'highlight: { field: price, badge: Top Pick }');
    expect(problems[0].message).toBe("highlight needs a boolean field, but 'price' is a money field");
  });

  it('rejects an item header naming an item that does not exist', () => {
    const { problems, source } = validateEdited('        item: brain-training-myths', '        item: brain-training');
    expect(problems).toEqual([
      {
        line: lineOf(source, 'item: brain-training\n'),
        col: 15,
        message: "collection 'posts' has no item 'brain-training'; did you mean 'brain-training-myths'?",
      },
    ]);
  });

  it('rejects a rating field on a scale settings does not declare', () => {
    const { problems } = validateEdited(
      '      rating: { type: rating, scale: overall, description: "Our',
      '      rating: { type: rating, scale: overal, description: "Our',
    );
    expect(problems[0].message).toBe("there is no rating scale 'overal'; did you mean 'overall'?");
  });

  it('rejects rating bands that leave the bottom of the scale without a label', () => {
    const { problems } = validateEdited('        - { from: 0, label: Unacceptable, tone: poor }', '        - { from: 2, label: Unacceptable, tone: poor }');
    expect(problems[0].message).toBe('the last band starts at 2, so ratings from 0 up to 2 have no label; start it at 0');
  });
});

describe('pages and links', () => {
  it('rejects a duplicate route path at the second route, naming the first', () => {
    const { problems, source } = validateEdited('  - path: /faq\n', '  - path: /reviews\n');
    const first = lineOf(source, '  - path: /reviews\n');
    expect(problems.some((p) => p.message === `route path '/reviews' is already the address of the page at ${first}:11; give each page its own path`)).toBe(
      true,
    );
  });

  it('rejects an item whose address has no route when the collection has no page template', () => {
    const { problems } = validateEdited('  - path: /blog/test-preparation\n', '  - path: /blog/test-prep\n');
    expect(problems.some((p) => p.message.startsWith("item 'test-preparation' has no page: 'posts' gives it the address /blog/test-preparation"))).toBe(true);
  });

  const PLAIN = '                  - Give the most weight to well-built tests taken in good conditions, and the least to short free quizzes. Our guide';
  it.each([
    ['a folded paragraph (>-)', 'is scored in [how ratings are determined](/methodology)', 'is scored in [how ratings are determined](/methodolgy)'],
    ['a plain paragraph over several lines', `${PLAIN} to [test accuracy](/test-accuracy)`, `${PLAIN}\n                    to [test accuracy](/test-acuracy)`],
  ])('places a link problem inside %s at the link itself, on both roads of validation', (_, find, replace) => {
    const { problems, source } = validateEdited(find, replace);
    const target = replace.slice(replace.lastIndexOf('](') + 2, -1);
    expect(problems).toEqual([
      { line: lineOf(source, `${target})`), col: colOf(source, `${target})`), message: expect.stringContaining(`the link to '${target}'`) },
    ]);
    const incremental = new IncrementalValidator(process.cwd()).validate(source).problems;
    expect(incremental.map(({ line, col, message }) => ({ line, col, message }))).toEqual(problems);
  });

  it('rejects a named link or contact that settings do not define', () => {
    expect(validateEdited('    to: "link:provider"\n    note:', '    to: "link:provder"\n    note:').problems[0].message).toBe(
      "'link:provder' names no entry in settings.links; did you mean 'provider'?",
    );
    expect(validateEdited('<contact:support> and we will reply', '<contact:helpdesk> and we will reply').problems[0].message).toMatch(
      /'contact:helpdesk' names no entry in settings.contacts/,
    );
  });

  it('requires exactly one title block per page, reporting the second at its place with where the first is', () => {
    const { problems, source } = validateEdited('      - type: accordion\n', '      - type: hero\n        title: Second\n      - type: accordion\n');
    const second = source.indexOf('      - type: hero\n        title: Second');
    const firstLine = source.slice(0, source.lastIndexOf('      - type: hero', second - 1)).split('\n').length;
    expect(problems).toEqual([
      {
        line: lineOf(source, '      - type: hero\n        title: Second'),
        col: 9,
        message: `this page already has a title block, the hero at ${firstLine}:9; a page has one h1, so keep one of them (the title blocks are hero, item-header, not-found)`,
      },
    ]);
  });
});

/** The grinder review fixture with one text replacement, validated from its own folder (its pictures are there). */
function grindersEdited(find: string, replace: string) {
  const dir = 'tests/fixtures/sites/grinders';
  const original = readFileSync(`${dir}/site.yaml`, 'utf8');
  const source = original.replace(find, replace);
  if (source === original) throw new Error(`test setup: '${find}' not found in the grinders fixture`);
  return { problems: validateSource(source, dir).problems.map(({ line, col, message }) => ({ line, col, message })), source };
}

const STARLING = '        score: 3.1\n        consistency: 3\n        workflow: 3.1\n        build: 2.8\n        value: 3.9\n';
const starling = (score: number, parts: [number, number, number, number]) =>
  `        score: ${score}\n        consistency: ${parts[0]}\n        workflow: ${parts[1]}\n        build: ${parts[2]}\n        value: ${parts[3]}\n`;

describe('weighted averages', () => {
  // 40% × 2.5 + 25% × 2.5 + 20% × 2.5 + 15% × 3.5 is 2.65 exactly; stored in binary it sits just below 2.65.
  it('accepts a rating rounded half up, as a reader rounds the average by hand', () => {
    expect(grindersEdited(STARLING, starling(2.7, [2.5, 2.5, 2.5, 3.5])).problems).toEqual([]);
  });

  it('rejects a rating that is not the rounded average, saying what the average is and what it rounds to', () => {
    const { problems, source } = grindersEdited(STARLING, starling(2.6, [2.5, 2.5, 2.5, 3.5]));
    expect(problems).toEqual([
      {
        line: lineOf(source, 'score: 2.6'),
        col: 16,
        message:
          'score is 2.6, but the weighted average of its parts (consistency 2.5 × 40, workflow 2.5 × 25, build 2.5 × 20, value 3.5 × 15) gives 2.65, which rounds to 2.7, on this scale; change the rating or the parts',
      },
    ]);
  });
});

describe('ranking rules', () => {
  // The grinders fixture keeps a grinder with consistency below 3.5 under every grinder with 4.5 or more.
  it('rejects an item listed above one the rule keeps it under, at the first, naming the second and the rule', () => {
    // Starling's score still adds up and still comes last, but its consistency is now 4.5, under Dunnock's 3.3.
    const { problems, source } = grindersEdited(STARLING, starling(3.4, [4.5, 2.5, 2.5, 3]));
    const rule = '      - { field: consistency, below: 3.5, neverAbove: 4.5 }';
    expect(problems).toEqual([
      {
        line: lineOf(source, 'consistency: 3.3'),
        col: 22,
        message: `'Dunnock 38 Conical' (consistency 3.3) is listed above 'Starling 50 Flat' (consistency 4.5) at ${lineOf(source, 'consistency: 4.5')}:22, but the ranking rule at ${lineOf(source, rule)}:9 keeps an item with consistency below 3.5 under every item with 4.5 or more; move it below, or check both items' scores`,
      },
    ]);
  });

  it('rejects a rule whose two values are the wrong way round', () => {
    const rule = '      - { field: consistency, below: 3.5, neverAbove: 4.5 }';
    const { problems, source } = grindersEdited(rule, '      - { field: consistency, below: 4.5, neverAbove: 3.5 }');
    expect(problems).toEqual([
      {
        line: lineOf(source, 'neverAbove: 3.5'),
        col: colOf(source, 'neverAbove: 3.5') + 'neverAbove: '.length,
        message: 'neverAbove (3.5) is less than below (4.5), so an item between them would be held under itself; make neverAbove at least 4.5',
      },
    ]);
  });

  it('rejects a rule on a field that is not a number', () => {
    const rule = '      - { field: consistency, below: 3.5, neverAbove: 4.5 }';
    const { problems, source } = grindersEdited(rule, '      - { field: burrs, below: 3.5, neverAbove: 4.5 }');
    expect(problems).toEqual([
      {
        line: lineOf(source, 'field: burrs'),
        col: colOf(source, 'field: burrs') + 'field: '.length,
        message: "a ranking rule needs a number or rating or percent field, but 'burrs' is a choice field",
      },
    ]);
  });
});
