import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { skeleton, blockSkeleton } from '../../src/editor/app/form/skeleton.js';
import { entityOf } from '../../src/editor/app/schema/entity.js';
import { optionOf } from '../../src/editor/app/schema/option-of.js';
import { itemMentions, mentions, pathMentions } from '../../src/editor/app/schema/references.js';
import { SchemaSet } from '../../src/editor/app/schema/schema-set.js';
import { followPath } from '../../src/editor/app/state/follow.js';
import { readSchemaFiles } from '../../src/validate/schema-files.js';
import { siteSchema } from '../../src/validate/site-schema.js';
import { IQ_SITE_SOURCE } from '../iq-site.js';

const language = new SchemaSet(Object.fromEntries([...readSchemaFiles()].map(([name, schema]) => [`schemas/${name}`, schema])));
/** The schemas the editor works with for a site: the language's and the site's own, as the server sends them. */
const schemasFor = (data: unknown) => language.withSite(siteSchema(data, './schemas', 'Site') as Record<string, unknown>);
const iq = parse(IQ_SITE_SOURCE);
const docs = parse(readFileSync('tests/fixtures/sites/docs/site.yaml', 'utf8'));

describe('forms read the schemas as the validator does', () => {
  it('knows a field by the definition it is: a hero lead is inline text, a route list holds blocks', () => {
    const hero = language.expand(language.file('schemas/blocks/hero.schema.json')!);
    expect(language.expand(hero.properties.lead).kind).toBe('inlineText');
    const route = language.expand(language.at('schemas/site.schema.json', '/$defs/route')!);
    expect(language.expand(language.expand(route.properties.blocks).items!).block).toBe(true);
  });

  it('offers both shapes of a colour: one colour, or a pair', () => {
    const theme = language.expand(language.at('schemas/site.schema.json', '/properties/settings/properties/theme')!);
    const primary = language.expand(theme.properties.primary);
    expect(primary.options?.map((o) => language.expand(o).title)).toEqual(['Colour', 'Colour pair']);
  });

  it('offers where, groupBy, sortBy and referencing on every block that lists a collection, and knows each form of a condition', () => {
    for (const type of ['data-table', 'card-grid', 'ranked-list', 'post-list', 'accordion']) {
      const block = language.expand(language.file(`schemas/blocks/${type}.schema.json`)!);
      expect(Object.keys(block.properties), type).toEqual(expect.arrayContaining(['where', 'referencing', 'groupBy', 'sortBy']));
      expect(language.expand(block.properties.groupBy).kind, type).toBe('fieldName');
    }
    const where = language.expand(language.expand(language.file('schemas/blocks/card-grid.schema.json')!).properties.where);
    const condition = language.expand(where.additional!);
    expect(condition.options?.map((o) => language.expand(o).title)).toEqual(['Is', 'Is yes or no', 'One of', 'Contains', 'Range']);
    const form = (value: unknown) => language.expand(condition.options![optionOf(language, condition, value)]).title;
    expect([form('Keynote'), form(true), form({ in: ['Gold'] }), form({ contains: 'vegan' }), form({ max: 'PT30M' })]).toEqual([
      'Is',
      'Is yes or no',
      'One of',
      'Contains',
      'Range',
    ]);
  });

  it('starts a new block with its type and the fields its schema requires', () => {
    // A call to action needs a heading and at least one button, each with a label and a target.
    expect(blockSkeleton(language, 'cta')).toEqual({ type: 'cta', heading: '', actions: [{ label: '', to: '' }] });
    const item = schemasFor(docs).at('site.schema.json', '/$defs/item-posts')!;
    expect(Object.keys(skeleton(schemasFor(docs), item) as object)).toContain('author');
  });
});

describe('every path opens the form that can fix it', () => {
  it('finds the deepest route, block or item around a path', () => {
    expect(entityOf(['routes', 2, 'blocks', 1, 'cards', 0, 'title'], iq)).toEqual({ kind: 'block', path: ['routes', 2, 'blocks', 1] });
    expect(entityOf(['routes', 2, 'title'], iq)).toEqual({ kind: 'route', path: ['routes', 2] });
    expect(entityOf(['collections', 'faq', 'items', 3, 'answer'], iq)).toEqual({ kind: 'item', path: ['collections', 'faq', 'items', 3] });
    expect(entityOf(['collections', 'posts', 'page', 'blocks', 0, 'back'], iq)).toEqual({ kind: 'block', path: ['collections', 'posts', 'page', 'blocks', 0] });
    expect(entityOf(['settings', 'theme', 'primary'], iq)).toEqual({ kind: 'section', path: ['settings'] });
  });

  it('keeps the form on the same entry when it or a neighbour moves, and falls back to the list when it is deleted', () => {
    const list = ['routes', 0, 'blocks'];
    expect(followPath([...list, 2, 'title'], { op: 'move', path: list, from: 2, to: 0 })).toEqual([...list, 0, 'title']);
    expect(followPath([...list, 1], { op: 'move', path: list, from: 0, to: 3 })).toEqual([...list, 0]);
    expect(followPath([...list, 1], { op: 'insert', path: list, index: 0, value: {} })).toEqual([...list, 2]);
    expect(followPath([...list, 1], { op: 'delete', path: [...list, 1] })).toEqual(['routes', 0]);
    expect(followPath(['routes', 1], { op: 'delete', path: [...list, 1] })).toEqual(['routes', 1]);
  });
});

describe('renames find every reference, wherever the schema says a name can be', () => {
  it("finds a page's path in link fields and in inline markup, items included, keeping fragments", () => {
    const found = pathMentions(mentions(schemasFor(iq), iq), '/methodology', '/how-we-rate');
    const kinds = new Set(found.map((m) => m.kind));
    expect(kinds.has('linkTarget') && kinds.has('inlineText')).toBe(true);
    expect(found.some((m) => m.path[0] === 'collections')).toBe(true);
    for (const m of found) expect(m.next).not.toMatch(/\(\/methodology[)#]|^\/methodology(#|$)/);
    expect(pathMentions([{ path: ['x'], value: 'See [the bands](/methodology#bands).', kind: 'inlineText' }], '/methodology', '/how-we-rate')[0].next).toBe(
      'See [the bands](/how-we-rate#bands).',
    );
    // A longer path that merely starts the same is another page.
    expect(pathMentions([{ path: ['x'], value: '/methodology-notes', kind: 'linkTarget' }], '/methodology', '/y')).toEqual([]);
  });

  it("finds an item's id in the reference fields of other collections' items", () => {
    const found = itemMentions(mentions(schemasFor(docs), docs), docs, 'team', 'maren-okafor', 'maren-okafor-smith');
    expect(found.length).toBe(3);
    expect(found.every((m) => m.path[0] === 'collections' && m.path[1] === 'posts' && m.path[4] === 'author')).toBe(true);
  });
});
