import { describe, expect, it } from 'vitest';
import { IncrementalValidator } from '../../src/validate/incremental/validator.js';
import { colOf, lineOf, validateEdited } from '../helpers.js';

const FIRST_PLATFORM = '      - id: cognimetrics-pro\n';

describe('declared constraints on items', () => {
  it('rejects a second featured item at the second one, naming the first', () => {
    const { problems, source } = validateEdited('        trustpilot: 4.4 / 5\n', '        trustpilot: 4.4 / 5\n        featured: true\n');
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
    const { problems, source } = validateEdited('        rating: 8.7\n', '        rating: 9.3\n');
    // The rating also no longer matches its criterion scores, which is reported too.
    expect(problems.filter((p) => p.message.includes('is sorted by'))).toHaveLength(1);
    expect(problems.find((p) => p.message.includes('is sorted by'))).toMatchObject({
      line: lineOf(source, 'rating: 9.3'),
      message: expect.stringMatching(
        /^'platforms' is sorted by rating, highest first, but 'PsycheLab Assessments' \(9\.3\) comes after 'MindScale IQ' \(9\.1\) at \d+:\d+/,
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

  it('rejects a rating with more decimals than its scale shows', () => {
    const { problems } = validateEdited('        rating: 9.1\n', '        rating: 9.15\n');
    expect(problems[0].message).toBe('9.15 has more decimal places than its scale shows (1); round it to 9.2');
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
      '      rating: { type: rating, scale: overall, description: Our',
      '      rating: { type: rating, scale: overal, description: Our',
    );
    expect(problems[0].message).toBe("there is no rating scale 'overal'; did you mean 'overall'?");
  });

  it('rejects rating bands that leave the bottom of the scale without a label', () => {
    const { problems } = validateEdited('        - { from: 0, label: Fair, tone: poor }', '        - { from: 6, label: Fair, tone: poor }');
    expect(problems[0].message).toBe('the last band starts at 6, so ratings from 0 up to 6 have no label; start it at 0');
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
    ['a folded paragraph (>-)', 'Read [how ratings are determined](/methodology)', 'Read [how ratings are determined](/methodolgy)'],
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
    expect(validateEdited('to: "link:provider" }\n\nfooter', 'to: "link:provder" }\n\nfooter').problems[0].message).toBe(
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
