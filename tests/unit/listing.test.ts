import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { durationSeconds } from '../../src/model/order.js';
import { runQuery } from '../../src/model/query.js';
import { groupItems } from '../../src/model/shape.js';
import type { Field, Item } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { lineOf } from '../helpers.js';

const DIR = 'tests/fixtures/sites/conference';
const SOURCE = readFileSync(`${DIR}/site.yaml`, 'utf8');

/** The conference site with one text replaced, validated: each problem as a reader sees it. */
function edited(find: string, replace: string) {
  const source = SOURCE.replace(find, replace);
  if (source === SOURCE) throw new Error(`test setup: '${find}' not found`);
  return { source, problems: validateSource(source, DIR).problems.map(({ line, col, message }) => ({ line, col, message })) };
}

/** The one problem of an edit, where `marker` is first written in the replacement or after it. */
function onlyProblemAt(find: string, replace: string, marker: string, message: string | RegExp) {
  const { source, problems } = edited(find, replace);
  const at = source.indexOf(marker, SOURCE.indexOf(find));
  const before = source.slice(0, at);
  expect(problems).toEqual([
    { line: before.split('\n').length, col: at - before.lastIndexOf('\n'), message: typeof message === 'string' ? message : expect.stringMatching(message) },
  ]);
}

describe('where, groupBy, sortBy and referencing on a listing block', () => {
  it('accepts the conference site, which uses each of them', () => {
    expect(validateSource(SOURCE, DIR).problems).toEqual([]);
  });

  it('names a where field the collection lacks at its key, with a suggestion', () => {
    onlyProblemAt('where: { format: Keynote }', 'where: { fromat: Keynote }', 'fromat', "collection 'talks' has no field 'fromat'; did you mean 'format'?");
  });

  it('names a choice value the field does not declare, with a suggestion', () => {
    onlyProblemAt('where: { format: Keynote }', 'where: { format: Keynot }', 'Keynot', "'Keynot' is not a value of 'format'; did you mean 'Keynote'?");
  });

  it('names a referenced item that does not exist in an in list', () => {
    onlyProblemAt(
      'where: { format: Keynote }',
      'where: { format: Keynote, speakers: { contains: maya-okafr } }',
      'maya-okafr',
      "collection 'speakers' has no item 'maya-okafr'; did you mean 'maya-okafor'?",
    );
  });

  it('reports a where that no item meets at the where, since the block would show nothing', () => {
    onlyProblemAt(
      'where: { format: Keynote }',
      'where: { format: Keynote, room: Studio }',
      'where: { format: Keynote, room',
      "no item of 'talks' meets every condition of this where, so the block would show nothing; loosen a condition, or remove the block",
    );
  });

  it('asks for contains on a list or many-reference, and a range on numbers, dates, times and durations', () => {
    onlyProblemAt(
      'where: { format: Keynote }',
      'where: { speakers: maya-okafor }',
      'speakers: maya',
      "'speakers' is a reference field to several items; ask for an entry with { contains: ... }",
    );
    onlyProblemAt(
      'where: { format: Keynote }',
      'where: { length: PT45M }',
      'length: PT45M',
      "'length' is a duration field; ask for a range with { min: ..., max: ... }",
    );
    onlyProblemAt(
      'where: { format: Keynote }',
      "where: { start: { min: '9:30' } }",
      "'9:30'",
      "min of 'start' must be a time written 'HH:MM', e.g. '09:30', as the field's values are written",
    );
    onlyProblemAt(
      'where: { format: Keynote }',
      'where: { length: { min: PT1H, max: PT30M } }',
      'PT30M }',
      'max (PT30M) is below min (PT1H), so no item can meet it; swap them',
    );
  });

  it('keeps the items a range of times and durations allows, by the clock and by length', () => {
    const { problems } = edited('where: { format: Workshop }', "where: { start: { min: '13:00' }, length: { min: PT1H30M, max: PT2H } }");
    expect(problems).toEqual([]);
  });

  it('names a groupBy or sortBy field of a kind that cannot group or order', () => {
    onlyProblemAt('groupBy: day', 'groupBy: takeaway', 'takeaway', /^collection 'talks' has no field 'takeaway'; did you mean 'takeaways'\?$/);
    onlyProblemAt(
      'groupBy: day',
      'groupBy: length',
      'length\n',
      "groupBy needs a choice or text or date or time or reference or list field, but 'length' is a duration field",
    );
    onlyProblemAt('sortBy: { field: start }', 'sortBy: { field: speakers }', 'speakers }', /^sortBy needs a .* field, but 'speakers' is a reference field$/);
  });

  it('allows referencing only in a page template, on a field that refers to the page item', () => {
    onlyProblemAt(
      'where: { format: Keynote }',
      'referencing: speakers',
      'referencing',
      "referencing lists the items that refer to a page's own item, so it works only in a collection's page template; use where here",
    );
    onlyProblemAt('referencing: speakers', 'referencing: room', 'room\n', "referencing needs a reference field, but 'room' is a choice field");
  });
});

describe('the headings of groups', () => {
  const lead = 'lead: Two days of talks and hands-on workshops';
  it("are anchors a link can name: a choice's value, a day with its weekday", () => {
    const { problems } = edited(
      lead,
      'lead: See [our gold sponsors](/sponsors#gold) and [Friday](/schedule#friday-12-june-2026). Two days of talks and hands-on workshops',
    );
    expect(problems).toEqual([]);
  });

  it('are checked as every anchor is: a group that is not drawn is no anchor', () => {
    const { problems } = edited(lead, 'lead: See [our bronze sponsors](/sponsors#bronze). Two days of talks and hands-on workshops');
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("the link to '/sponsors#bronze' points to no part of /sponsors")]);
  });
});

describe('durations declared as a sum', () => {
  const declared = 'length: { type: duration, label: Length }';
  const sum = `${declared}\n      prep: { type: duration, optional: true }\n      rest: { type: duration, optional: true }\n      total: { type: duration, optional: true, sumOf: [prep, rest] }`;

  it('names an item whose total is not the sum of its parts, with the right total', () => {
    const { source, problems } = edited(declared, sum);
    expect(problems).toEqual([]);
    const wrong = source.replace(
      '        length: PT45M\n        room: Main hall\n',
      '        length: PT45M\n        prep: PT20M\n        rest: PT1H15M\n        total: PT1H30M\n        room: Main hall\n',
    );
    const found = validateSource(wrong, DIR).problems;
    expect(found.map((p) => p.message)).toEqual(['total is PT1H30M, but prep PT20M + rest PT1H15M makes PT1H35M; write PT1H35M, or change the parts']);
    expect(found[0].line).toBe(lineOf(wrong, 'total: PT1H30M'));
  });

  it('names a part that is not a duration field of the item', () => {
    onlyProblemAt(
      declared,
      `${declared}\n      total: { type: duration, optional: true, sumOf: [length, room] }`,
      'room]',
      "'room' is a choice field; a sum is taken of duration fields",
    );
  });
});

describe('the query a listing runs', () => {
  const fields: Record<string, Field> = {
    course: { type: 'choice', values: ['Starters', 'Mains', 'Desserts'] },
    time: { type: 'duration' },
    starts: { type: 'datetime' },
    diets: { type: 'list' },
  };
  const items: Item[] = [
    { id: 'tart', course: 'Desserts', time: 'PT1H', starts: '2026-06-11T10:00+01:00', diets: ['vegetarian'] },
    { id: 'soup', course: 'Starters', time: 'PT25M', starts: '2026-06-11T09:30Z', diets: ['vegan', 'vegetarian'] },
    { id: 'pie', course: 'Mains', time: 'PT1H30M', starts: '2026-06-11T08:45Z' },
  ];

  it('sorts a choice in its declared order, a duration by length and a date-time by its instant whatever its offset', () => {
    expect(runQuery(items, { sortBy: { field: 'course' } }, fields).map((i) => i.id)).toEqual(['soup', 'pie', 'tart']);
    expect(runQuery(items, { sortBy: { field: 'time', order: 'descending' } }, fields).map((i) => i.id)).toEqual(['pie', 'tart', 'soup']);
    // 10:00+01:00 is 09:00 UTC: before 09:30Z, after 08:45Z.
    expect(runQuery(items, { sortBy: { field: 'starts' } }, fields).map((i) => i.id)).toEqual(['pie', 'tart', 'soup']);
  });

  it("keeps what meets every condition, ranges by the field's own order", () => {
    expect(runQuery(items, { where: [{ field: 'time', min: 'PT30M', max: 'PT1H' }] }, fields).map((i) => i.id)).toEqual(['tart']);
    expect(
      runQuery(
        items,
        {
          where: [
            { field: 'course', in: ['Mains', 'Starters'] },
            { field: 'diets', includes: 'vegan' },
          ],
        },
        fields,
      ).map((i) => i.id),
    ).toEqual(['soup']);
  });

  it('groups a choice in declared order, puts a list item in each of its groups and makes no empty group', () => {
    const byCourse = groupItems(items, 'course', fields.course, String);
    expect(byCourse.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Starters', ['soup']],
      ['Mains', ['pie']],
      ['Desserts', ['tart']],
    ]);
    const byDiet = groupItems(items, 'diets', fields.diets, String);
    expect(byDiet.map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['vegan', ['soup']],
      ['vegetarian', ['tart', 'soup']],
    ]);
  });

  it('reads ISO 8601 durations, and refuses what is not one', () => {
    expect(durationSeconds('PT1H30M')).toBe(5400);
    expect(durationSeconds('P1DT2H')).toBe(93600);
    expect(durationSeconds('PT')).toBeUndefined();
    expect(durationSeconds('P1M')).toBeUndefined();
  });
});
