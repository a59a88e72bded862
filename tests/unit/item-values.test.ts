import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { itemPageBlocks, withItemValues } from '../../src/model/item-values.js';
import type { Block, Field } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';

const DIR = 'tests/fixtures/sites/recipes';
const SOURCE = readFileSync(`${DIR}/site.yaml`, 'utf8');
const work = mkdtempSync(join(tmpdir(), 'item-values-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The recipe site with one text replaced, validated: each problem as a reader sees it, with its fix. */
function edited(find: string, replace: string, dir = DIR) {
  const source = SOURCE.replace(find, replace);
  if (source === SOURCE) throw new Error(`test setup: '${find}' not found`);
  return { source, problems: validateSource(source, dir).problems.map(({ line, col, message, fix }) => ({ line, col, message, ...(fix && { fix }) })) };
}

/** Where `marker` is first written at or after the replaced text (`find`, or the start of the file). */
function at(source: string, find: string | undefined, marker: string) {
  const index = source.indexOf(marker, find === undefined ? 0 : SOURCE.indexOf(find));
  const before = source.slice(0, index);
  return { line: before.split('\n').length, col: index - before.lastIndexOf('\n') };
}

const HERO_IMAGE = 'image: { field: photo }';
const VIDEO_BUTTON = 'to: { field: video }';

describe("a page template's options that take the page item's value", () => {
  it('are accepted in the recipe site, whose recipe pages take their hero and video button from the recipe', () => {
    expect(validateSource(SOURCE, DIR).problems).toEqual([]);
  });

  it('name a field the collection declares, with a did-you-mean and its fix', () => {
    const { source, problems } = edited(HERO_IMAGE, 'image: { field: phto }');
    expect(problems).toEqual([
      { ...at(source, HERO_IMAGE, 'phto'), message: "collection 'recipes' has no field 'phto'; did you mean 'photo'?", fix: { to: 'photo' } },
    ]);
  });

  it('name a field of a kind the option shows: a picture from an image field, a link from a link, email or phone field', () => {
    const picture = edited(HERO_IMAGE, 'image: { field: title }');
    expect(picture.problems).toEqual([
      {
        ...at(picture.source, HERO_IMAGE, 'title }'),
        message: "'image' takes a picture from an image field, but 'title' is a text field; the only one of 'recipes' is: photo",
      },
    ]);
    const link = edited(VIDEO_BUTTON, 'to: { field: serves }');
    expect(link.problems).toEqual([
      {
        ...at(link.source, VIDEO_BUTTON, 'serves'),
        message: "'to' takes a link from a link, email or phone field, but 'serves' is a number field; the only one of 'recipes' is: video",
      },
    ]);
  });

  it('cannot name a field outside a page template, where the page has no item', () => {
    const find = 'title: Good food without the fuss';
    const { source, problems } = edited(find, 'title: { field: title }');
    expect(problems).toEqual([
      {
        ...at(source, find, '{ field: title }'),
        message: "this page is not made from a collection, so there is no item to take 'title' from; write 'title' here instead",
      },
    ]);
  });

  it("cannot take a page's title block away: its title from an optional field is reported at the field", () => {
    const find = '      video: { type: link';
    const optional = edited(find, `      strapline: { type: text, optional: true }\n${find}`);
    expect(optional.problems).toEqual([]);
    const source = optional.source.replace('title: { field: title }', 'title: { field: strapline }');
    const problems = validateSource(source, DIR).problems.map(({ line, col, message }) => ({ line, col, message }));
    const index = source.indexOf('strapline }');
    const before = source.slice(0, index);
    expect(problems).toEqual([
      {
        line: before.split('\n').length,
        col: index - before.lastIndexOf('\n'),
        message:
          "'strapline' is optional, and a page whose item leaves it empty would have no hero, so no title; make 'strapline' required, or take 'title' from a field every item has",
      },
    ]);
  });

  it("cannot name a field in an item's own blocks, which are written for that item", () => {
    const source = readFileSync('tests/fixtures/every-block.yaml', 'utf8');
    const find = 'heading: How Anna teaches';
    const changed = source.replace(find, 'heading: { field: name }');
    const index = changed.indexOf('{ field: name }');
    const before = changed.slice(0, index);
    expect(validateSource(changed, 'tests/fixtures').problems.map(({ line, col, message }) => ({ line, col, message }))).toEqual([
      {
        line: before.split('\n').length,
        col: index - before.lastIndexOf('\n'),
        message: "an item's own blocks are not a page template, so there is no page item to take 'name' from; write 'heading' here instead",
      },
    ]);
  });

  it('outside a page template, gives no anchor and breaks no check of a link to one', () => {
    const source = readFileSync('tests/fixtures/every-block.yaml', 'utf8')
      .replace('        heading: Common questions\n', '        heading: { field: question }\n')
      .replace('so you do not have to.', 'so you do not have to. See [the questions](/questions#common-questions).');
    expect(validateSource(source, 'tests/fixtures').problems.map((p) => p.message)).toEqual([
      "the link to '/questions#common-questions' points to no part of /questions; its anchors are the ids of its headings, sections and questions, such as #q-0",
      "this page is not made from a collection, so there is no item to take 'question' from; write 'heading' here instead",
    ]);
  });

  it('says what a mapping that names a field may hold, in the words of a value from the item', () => {
    const { source, problems } = edited(HERO_IMAGE, 'image: { field: photo, alt: The dish }');
    expect(problems).toEqual([{ ...at(source, HERO_IMAGE, 'alt:'), message: "unknown field 'alt' in value from the item; allowed fields are: field" }]);
  });

  it("checks each item's picture against the place the template draws it: a large hero needs 1000 px", async () => {
    const dir = join(work, 'small-picture');
    cpSync(DIR, dir, { recursive: true });
    const file = join(dir, 'images', 'recipes', 'apple-crumble.jpg');
    const original = join(work, 'apple-crumble.jpg');
    copyFileSync(file, original);
    await sharp(original).resize(800).jpeg().toFile(file);
    const { source, problems } = edited('          size: compact\n          eyebrow: { field: course }', '          eyebrow: { field: course }', dir);
    writeFileSync(join(dir, 'site.yaml'), source);
    expect(problems).toEqual([
      {
        ...at(source, undefined, 'recipes/apple-crumble.jpg'),
        message: "'recipes/apple-crumble.jpg' is 800 px wide; a hero picture needs at least 1000 px to stay sharp, so use a larger original",
      },
    ]);
  });
});

describe("a template's block with the item's values in place", () => {
  const fields: Record<string, Field> = {
    name: { type: 'text' },
    note: { type: 'inline-text' },
    price: { type: 'money', currency: 'GBP' },
    shop: { type: 'link', optional: true },
    phone: { type: 'phone' },
    card: { type: 'link', labelled: true },
    photo: { type: 'image', optional: true },
  };
  const item: Record<string, unknown> = {
    id: 'x',
    name: 'Stars * and [brackets]',
    note: 'A **strong** word',
    price: 549,
    phone: '+44 20 7946 0958',
    card: { label: 'Read it', to: '/cards' },
  };
  const shown = (blocks: unknown[], values = item) =>
    itemPageBlocks(blocks as Block[], {
      decl: (name) => fields[name],
      field: (name) => values[name],
      settings: { language: 'en-GB' },
      count: () => 1,
    });

  it('shows text as written: markup taken out of a line, a line kept as written in prose, a price as a table shows it', () => {
    const [hero] = shown([{ type: 'hero', eyebrow: { field: 'price' }, title: { field: 'note' }, lead: { field: 'name' } }]);
    expect(hero).toEqual({ type: 'hero', eyebrow: '£549', title: 'A strong word', lead: 'Stars \\* and \\[brackets]' });
  });

  it('links to a link field, a labelled link, or a phone number as a tel: link', () => {
    const [cta] = shown([
      {
        type: 'cta',
        heading: 'Get in touch',
        actions: [
          { label: 'Call', to: { field: 'phone' } },
          { label: { field: 'name' }, to: { field: 'card' } },
        ],
      },
    ]);
    expect(cta).toMatchObject({
      actions: [
        { label: 'Call', to: 'tel:+44 20 7946 0958' },
        { label: 'Stars * and [brackets]', to: '/cards' },
      ],
    });
  });

  it('leaves out an option the item leaves empty, a button without its target, and a block that needs what is gone', () => {
    const hero = { type: 'hero', title: { field: 'name' }, image: { field: 'photo' }, actions: [{ label: 'Shop', to: { field: 'shop' } }] };
    expect(shown([hero])).toEqual([{ type: 'hero', title: 'Stars * and [brackets]' }]);
    const cta = { type: 'cta', heading: 'Buy it', actions: [{ label: 'Shop', to: { field: 'shop' } }] };
    expect(shown([cta, { type: 'rich-text', paragraphs: ['Kept.'] }])).toEqual([{ type: 'rich-text', paragraphs: ['Kept.'] }]);
    expect(shown([cta], { ...item, shop: 'https://shop.example/x' })).toEqual([{ ...cta, actions: [{ label: 'Shop', to: 'https://shop.example/x' }] }]);
  });

  it('returns a block that names no field as it is', () => {
    const block = { type: 'card-grid', collection: 'x', highlight: { field: 'featured' }, columns: 2 };
    expect(withItemValues(block, () => 'never')).toBe(block);
  });

  it('leaves out a list of what refers to the item when nothing does', () => {
    const listing = { type: 'data-table', collection: 'talks', referencing: 'speakers', caption: 'Talks', columns: [{ field: 'title' }] };
    const source = (count: number) => ({ decl: () => undefined, field: () => undefined, settings: { language: 'en' }, count: () => count });
    expect(itemPageBlocks([listing] as Block[], source(0))).toEqual([]);
    expect(itemPageBlocks([listing] as Block[], source(2))).toEqual([listing]);
  });
});
