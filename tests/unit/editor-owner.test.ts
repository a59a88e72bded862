import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { fromMarkup, toMarkup } from '../../src/editor/app/form/markup.js';
import { fixEdit } from '../../src/editor/app/problems/fix.js';
import { SchemaSet } from '../../src/editor/app/schema/schema-set.js';
import { describeChanges } from '../../src/editor/app/state/changes.js';
import { followPath } from '../../src/editor/app/state/follow.js';
import { followTitle } from '../../src/editor/app/state/identity.js';
import { layoutsFor, newPageEdits } from '../../src/editor/app/state/new-page.js';
import { pageFor } from '../../src/editor/app/state/preview-page.js';
import { entityOf } from '../../src/editor/app/schema/entity.js';
import { initialState, reducer, waiting } from '../../src/editor/app/state/store.js';
import { applyToData } from '../../src/editor/source/data.js';
import { H1_TYPES } from '../../src/renderers/registry.js';
import { readSchemaFiles } from '../../src/validate/schema-files.js';
import { siteSchema } from '../../src/validate/site-schema.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { fixtureSiteFiles } from '../e2e/global-setup.js';

const files = Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema]));
const language = new SchemaSet(files);
const names = Object.keys(files);
const sites = fixtureSiteFiles().map(({ name, file }) => ({ name, text: readFileSync(file, 'utf8') }));
const grinders = parse(sites.find((s) => s.name === 'grinders')!.text);
const schemasFor = (data: unknown) => language.withSite(siteSchema(data, './schemas', 'Site') as Record<string, unknown>);

describe('formatted text is saved as exactly the markup it reads as', () => {
  it('gives back every text of every fixture site unchanged, read and written again', () => {
    let texts = 0;
    const walk = (value: unknown, key = ''): void => {
      if (typeof value === 'string' && key !== 'code') {
        texts++;
        expect(toMarkup(fromMarkup(value))).toBe(value);
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
    };
    for (const site of sites) walk(parse(site.text));
    expect(texts).toBeGreaterThan(1000);
  });

  it('escapes a markup character only where it would otherwise format', () => {
    expect(toMarkup([{ kind: 'text', text: '5 * 3 = 15, see [1]' }])).toBe('5 * 3 = 15, see [1]');
    expect(toMarkup([{ kind: 'text', text: 'a *real* star' }])).toBe('a \\*real\\* star');
    expect(
      toMarkup([
        { kind: 'strong', children: [{ kind: 'text', text: 'Bold' }] },
        { kind: 'text', text: ' and ' },
        { kind: 'link', target: '/faq', auto: false, children: [{ kind: 'em', children: [{ kind: 'text', text: 'a link' }] }] },
      ]),
    ).toBe('**Bold** and [*a link*](/faq)');
  });
});

describe('one-click fixes', () => {
  it("renames a misspelt field, writes a suggested value, and replaces a wrong link target inside a paragraph, leaving others' alone", () => {
    const data = { a: { acuracy: 70, text: 'See [this](/ratings) and [that](/ratings#x) but not /ratings-old or [it](/ratings-old).' } };
    expect(fixEdit({ line: 1, col: 1, code: 'BS2001', message: '', path: ['a', 'acuracy'], fix: { to: 'accuracy', key: true } }, data)).toEqual({
      op: 'rename',
      path: ['a', 'acuracy'],
      to: 'accuracy',
    });
    expect(fixEdit({ line: 1, col: 1, code: 'BS2001', message: '', path: ['a', 'acuracy'], fix: { to: '95' } }, data)).toEqual({
      op: 'set',
      path: ['a', 'acuracy'],
      value: '95',
    });
    expect(fixEdit({ line: 1, col: 1, code: 'BS2001', message: '', path: ['a', 'text'], fix: { from: '/ratings', to: '/rating' } }, data)).toEqual({
      op: 'set',
      path: ['a', 'text'],
      value: 'See [this](/rating) and [that](/ratings#x) but not /ratings-old or [it](/ratings-old).',
    });
    expect(fixEdit({ line: 1, col: 1, code: 'BS2001', message: '', path: ['a', 'text'] }, data)).toBeUndefined();
  });

  it('keeps the form on a field through a rename of it', () => {
    expect(followPath(['a', 'acuracy', 0], { op: 'rename', path: ['a', 'acuracy'], to: 'accuracy' })).toEqual(['a', 'accuracy', 0]);
    expect(followPath(['a', 'other'], { op: 'rename', path: ['a', 'acuracy'], to: 'accuracy' })).toEqual(['a', 'other']);
  });
});

describe('changes in the site’s words', () => {
  const schemas = schemasFor(grinders);
  it('names the entry and field that changed, with both values, matching entries by their names whatever their order', () => {
    const after = structuredClone(grinders);
    after.collections.faq.items.reverse();
    after.collections.grinders.items[1].price = 'Free, then 4.99 a month';
    after.collections.faq.items.push({ id: 'new-question', question: 'Is a new question shown?', answer: 'Yes.' });
    const changes = describeChanges(schemas, grinders, after);
    expect(changes).toEqual([
      {
        kind: 'changed',
        where: `Collections › Grinders › ${grinders.collections.grinders.items[1].name}`,
        what: 'Price',
        before: String(grinders.collections.grinders.items[1].price),
        after: 'Free, then 4.99 a month',
        path: ['collections', 'grinders', 'items', 1, 'price'],
      },
      {
        kind: 'added',
        where: 'Collections › Questions and answers',
        what: "Entry 'Is a new question shown?'",
        after: 'Is a new question shown?',
        path: ['collections', 'faq', 'items', after.collections.faq.items.length - 1],
      },
    ]);
  });

  it('names a removed page, and a block whose heading changed', () => {
    const after = structuredClone(grinders);
    const [gone] = after.routes.splice(2, 1);
    after.routes[0].blocks[1].heading = 'A new heading';
    const changes = describeChanges(schemas, grinders, after);
    expect(changes.map((c) => [c.kind, c.where, c.what])).toEqual([
      ['changed', `Pages › ${grinders.routes[0].title} › 2. ${changes[0].where.split('2. ')[1]}`, 'Section heading'],
      ['removed', 'Pages', `Page '${gone.title}'`],
    ]);
  });
});

describe('a new page', () => {
  const data = grinders;
  const schemas = schemasFor(data);
  const make = (layout: Parameters<typeof newPageEdits>[4]['layout'], extra: Partial<Parameters<typeof newPageEdits>[4]> = {}) => {
    const { edits, at } = newPageEdits(schemas, names, data, H1_TYPES, {
      title: 'Our Tasting Room',
      path: '/tasting-room',
      description: 'Where we taste every grinder side by side, what we brew on them, and how visitors can book a tasting of their own.',
      layout,
      inNavigation: false,
      ...extra,
    });
    const next = edits.reduce(applyToData, data) as typeof data;
    return { page: next.routes[at[1] as number], next, edits };
  };

  it('starts from a title block, an article, a list of a collection shown as the site shows it, or a copy', () => {
    expect(layoutsFor(schemas, names, data, H1_TYPES).map((l) => l.kind)).toEqual([
      'blank',
      'article',
      'list',
      'list',
      'list',
      'list',
      ...data.routes.map(() => 'copy'),
    ]);
    expect(make({ kind: 'blank' }).page.blocks).toEqual([{ type: 'hero', title: 'Our Tasting Room' }]);
    expect(make({ kind: 'article' }).page.blocks).toEqual([
      { type: 'hero', title: 'Our Tasting Room' },
      { type: 'rich-text', paragraphs: [''] },
    ]);
    const listed = make({ kind: 'list', collection: 'grinders' }).page.blocks[1];
    expect(listed.collection).toBe('grinders');
    expect(data.routes.some((r: { blocks: unknown[] }) => r.blocks.some((b) => JSON.stringify(b) === JSON.stringify(listed)))).toBe(true);
    const copy = make({ kind: 'copy', route: 1 }).page;
    expect(copy.blocks.length).toBe(data.routes[1].blocks.length);
    expect(copy.blocks.find((b: { type: string }) => H1_TYPES.includes(b.type)).title).toBe('Our Tasting Room');
  });

  it('makes a page that validates, with the header and footer links asked for, as one change', () => {
    const { next, edits } = make({ kind: 'blank' }, { inNavigation: true, footerColumn: 0 });
    expect(edits.length).toBe(3);
    expect(next.navigation.links.at(-1)).toEqual({ label: 'Our Tasting Room', to: '/tasting-room' });
    expect(next.footer.columns[0].links.at(-1)).toEqual({ label: 'Our Tasting Room', to: '/tasting-room' });
    const { problems } = validateSource(JSON.stringify(next), process.cwd() + '/tests/fixtures/sites/grinders');
    expect(problems).toEqual([]);
  });
});

describe('a new entry', () => {
  const data = grinders;
  const at = ['collections', 'faq', 'items', data.collections.faq.items.length];
  const fresh = applyToData(data, { op: 'insert', path: at.slice(0, -1), index: at[3] as number, value: { id: '', question: '', answer: '' } });

  it('takes its short name from its title as it is typed, until the owner changes it', () => {
    const typed = followTitle(fresh, [at], { op: 'set', path: [...at, 'question'], value: 'Do you test hand grinders?' });
    expect(typed).toEqual([{ op: 'set', path: [...at, 'id'], value: 'do-you-test-hand-grinders' }]);
    const named = [...typed, { op: 'set' as const, path: [...at, 'question'], value: 'Do you test hand grinders?' }].reduce(applyToData, fresh);
    expect(followTitle(named, [at], { op: 'set', path: [...at, 'question'], value: 'Do you test hand grinders too?' })[0]).toMatchObject({
      value: 'do-you-test-hand-grinders-too',
    });
    const renamed = applyToData(named, { op: 'set', path: [...at, 'id'], value: 'hand-grinders' });
    expect(followTitle(renamed, [at], { op: 'set', path: [...at, 'question'], value: 'Other' })).toEqual([]);
    // An entry that is not new keeps its name: links name it.
    expect(followTitle(fresh, [], { op: 'set', path: ['collections', 'faq', 'items', 0, 'question'], value: 'Changed' })).toEqual([]);
  });

  it('holds its problems back until the owner leaves one of its fields, or saves', () => {
    let state = reducer(initialState({ text: 'a: 1\n', hash: 'x' }), { type: 'edit', edits: [{ op: 'set', path: ['b'], value: { c: '' } }], fresh: ['b'] });
    expect(waiting(state, ['b', 'c'])).toBe(true);
    expect(waiting(state, ['a'])).toBe(false);
    state = reducer(state, { type: 'touch', path: ['b', 'c'] });
    expect(waiting(state, ['b', 'c'])).toBe(false);
    expect(waiting(state, ['b', 'd'])).toBe(true);
    state = reducer(state, { type: 'reveal' });
    expect(waiting(state, ['b', 'd'])).toBe(false);
  });
});

describe('the preview follows the form without jumping', () => {
  it('stays on the page it shows when that page lists the entry opened, else goes to one that does', () => {
    const data = {
      routes: [
        { path: '/', blocks: [{ type: 'data-table', collection: 'grinders' }] },
        { path: '/reviews', blocks: [{ type: 'ranked-list', collection: 'grinders' }] },
        { path: '/about', blocks: [{ type: 'hero', title: 'About' }] },
      ],
      collections: { grinders: { items: [{ id: 'a' }, { id: 'b' }] } },
    };
    const pages = data.routes.map((r, i) => ({ path: r.path, title: r.path, blocksAt: ['routes', i, 'blocks'], notFound: false, anchors: [] }));
    const entry = entityOf(['collections', 'grinders', 'items', 1], data);
    expect(pageFor(entry, data, pages, '/reviews')).toBe('/reviews');
    expect(pageFor(entry, data, pages, '/about')).toBe('/');
  });
});
