/**
 * Edits of a site's data as an owner makes them in the visual editor, each
 * applied to the text byte for byte (src/editor/source/): a field of an
 * item, of every kind a collection declares; an option of a block, of every
 * option its schema has, set, changed or left out; a setting, of every key
 * the settings have. The new value follows the schema: another collection,
 * field or item of the site where the option names one, the next choice of
 * a list, a number within its bounds. Many edits leave the site valid,
 * some do not, which the property tests need as much.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { applyEdits, readData, type DataPath, type SourceEdit } from '../src/editor/source/edit.js';
import type { FieldType } from '../src/model/collections.js';

type Json = Record<string, unknown>;
type Schema = Json;
const isObj = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const SCHEMAS = new URL('../schemas/', import.meta.url);
const load = (name: string) => JSON.parse(readFileSync(new URL(name, SCHEMAS), 'utf8')) as Schema;
const FILES: Record<string, Schema> = { 'defs.schema.json': load('defs.schema.json'), 'site.schema.json': load('site.schema.json') };
/** Each block type's schema, by type. */
export const BLOCK_SCHEMAS: Record<string, Schema> = Object.fromEntries(
  readdirSync(new URL('blocks/', SCHEMAS))
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => [file.slice(0, -'.schema.json'.length), load(`blocks/${file}`)]),
);
for (const [type, schema] of Object.entries(BLOCK_SCHEMAS)) FILES[`blocks/${type}.schema.json`] = schema;
/** The settings' schema: every key a site's settings can have. */
export const SETTINGS_SCHEMA = (FILES['site.schema.json'].properties as Json).settings as Schema;

/** Pictures of a fixture site's images folder, which the property tests put beside the site file (tests/fixtures/sites/clinic/images). */
export const PICTURES = ['team/callum-reid.jpg', 'treatments/crowns.jpg', 'hero/harbour-front.jpg', 'visit/harbour-map.png'];

/** What a new value may name: the site's data, the collection the value belongs to, and which of the choices to take. */
interface Context {
  data: Json;
  collection?: string;
  pick: number;
}

const collectionsOf = (data: Json) => (isObj(data.collections) ? data.collections : {}) as Record<string, Json>;
const fieldsOf = (data: Json, collection?: string) => {
  const found = collection === undefined ? undefined : collectionsOf(data)[collection];
  return (isObj(found?.fields) ? found.fields : {}) as Record<string, Json>;
};
const itemsOf = (data: Json, collection?: string) => {
  const found = collection === undefined ? undefined : collectionsOf(data)[collection];
  return (Array.isArray(found?.items) ? found.items : []) as Json[];
};
const routePaths = (data: Json) => (Array.isArray(data.routes) ? data.routes : []).flatMap((r) => (isObj(r) && typeof r.path === 'string' ? [r.path] : []));

/** The choice after `current` in a list, or the first; `current` again only when it is the only choice. */
function nextOf<T>(choices: T[], current: unknown, pick = 0): T | undefined {
  if (choices.length === 0) return undefined;
  const at = choices.indexOf(current as T);
  const step = 1 + (pick % Math.max(1, choices.length - 1));
  return choices[at < 0 ? pick % choices.length : (at + step) % choices.length];
}

const dayAfter = (date: unknown) => {
  const day = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : new Date('2026-01-04T00:00:00Z');
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const again = (text: unknown, words = 'again') => (typeof text === 'string' && text !== '' ? `${text} ${words}` : `A line written ${words}`);

/** Values of the schema's named definitions that mean something in the site: what they name must exist. */
const NAMED: Record<string, (value: unknown, ctx: Context) => unknown> = {
  collectionName: (value, ctx) => nextOf(Object.keys(collectionsOf(ctx.data)), value, ctx.pick),
  fieldName: (value, ctx) => nextOf(Object.keys(fieldsOf(ctx.data, ctx.collection)), value, ctx.pick),
  itemId: (value, ctx) =>
    nextOf(
      itemsOf(ctx.data, ctx.collection).map((item) => item.id),
      value,
      ctx.pick,
    ),
  routePath: (value, ctx) => nextOf(routePaths(ctx.data), value, ctx.pick),
  linkTarget: (value, ctx) =>
    nextOf([...routePaths(ctx.data), 'link:club', 'contact:editor', 'https://example.org/elsewhere', 'mailto:desk@example.org'], value, ctx.pick),
  httpsUrl: (value) => (value === 'https://revised.example/' ? 'https://other.example/' : 'https://revised.example/'),
  email: (value) => (value === 'desk@example.org' ? 'office@example.org' : 'desk@example.org'),
  phone: (value) => (value === '+44 20 7946 0999' ? '+44 20 7946 0111' : '+44 20 7946 0999'),
  contactAddress: (value) => (value === 'desk@example.org' ? '+44 20 7946 0111' : 'desk@example.org'),
  isoDate: (value) => dayAfter(value),
  isoTime: (value) => FIELD_EDITS.time(value, {}, {} as Context),
  isoDateTime: (value) => FIELD_EDITS.datetime(value, {}, {} as Context),
  isoDuration: (value) => FIELD_EDITS.duration(value, {}, {} as Context),
  // A condition some item meets, on a field picked in turn: a block's where that keeps what it lists.
  where: (_value, ctx) => {
    const fields = Object.entries(fieldsOf(ctx.data, ctx.collection)).filter(([, decl]) =>
      ['choice', 'text', 'boolean', 'list', 'reference', 'number', 'date', 'time'].includes(decl.type as string),
    );
    const items = itemsOf(ctx.data, ctx.collection);
    if (fields.length === 0 || items.length === 0) return undefined;
    const [field, decl] = fields[ctx.pick % fields.length];
    const value = items[ctx.pick % items.length][field];
    if (value === undefined) return undefined;
    if (Array.isArray(value)) return { [field]: { contains: value[0] } };
    if (['number', 'date', 'time'].includes(decl.type as string)) return { [field]: ctx.pick % 2 ? { min: value } : { max: value } };
    return { [field]: ctx.pick % 2 ? value : { in: [value] } };
  },
  color: (value) => (value === '#2a5d8f' ? '#8f2a5d' : '#2a5d8f'),
  id: (value) => (typeof value === 'string' ? `${value}-2` : 'new-entry'),
  image: (value, ctx) => ({ src: nextOf(PICTURES, isObj(value) ? value.src : undefined, ctx.pick)!, alt: 'A picture chosen again' }),
};

/** A schema with its references followed, the file it is in, and the name of the definition it is, if it is one. */
function resolve(schema: Schema, file: string): { schema: Schema; file: string; name?: string } {
  let at = { schema, file, name: undefined as string | undefined };
  for (let hops = 0; typeof at.schema.$ref === 'string' && hops < 10; hops++) {
    const [target, pointer] = (at.schema.$ref as string).split('#');
    const targetFile = target === '' ? at.file : target.replace(/^\.\.\//, '');
    const name = pointer.split('/').pop()!;
    const defs = (FILES[targetFile] ?? FILES['defs.schema.json']).$defs as Record<string, Schema>;
    // A reference's own title and description stay; what it refers to is the shape.
    at = {
      schema: { ...defs[name], ...Object.fromEntries(Object.entries(at.schema).filter(([k]) => k !== '$ref' && k !== 'title' && k !== 'description')) },
      file: targetFile,
      name,
    };
  }
  return at;
}

/** A new value for a schema: made up when there is none, else changed. Undefined when the schema allows no other. */
export function nextValue(schema: Schema, value: unknown, ctx: Context, file = 'site.schema.json', key = ''): unknown {
  const { schema: shape, file: where, name } = resolve(schema, file);
  if (name && NAMED[name]) return NAMED[name](value, ctx);
  if (key === 'scale') return nextOf(Object.keys((ctx.data.settings as Json | undefined)?.ratingScales ?? {}), value, ctx.pick);
  if (Array.isArray(shape.enum)) return nextOf(shape.enum, value, ctx.pick);
  if ('const' in shape) return shape.const;
  const branches = (shape.anyOf ?? shape.oneOf) as Schema[] | undefined;
  if (branches && !shape.type) {
    const fitting = branches.find((b) => fits(resolve(b, where).schema, value)) ?? branches[ctx.pick % branches.length];
    return nextValue(fitting, value, ctx, where, key);
  }
  switch (shape.type) {
    case 'boolean':
      return value === undefined ? true : !value;
    case 'integer':
    case 'number': {
      const [min, max] = [(shape.minimum as number | undefined) ?? 0, (shape.maximum as number | undefined) ?? 1000];
      if (typeof value !== 'number') return Math.max(min, Math.min(max, 3));
      return value + 1 <= max ? value + 1 : value - 1;
    }
    case 'string': {
      if (key === 'language') return value === 'en-US' ? 'en-GB' : 'en-US';
      if (typeof shape.pattern === 'string' && shape.pattern.includes('#')) return value === '#2a5d8f' ? '#8f2a5d' : '#2a5d8f';
      const longest = (shape.maxLength as number | undefined) ?? 400;
      if (longest <= 3) return value === 'RX' ? 'QZ' : 'RX';
      return again(value).slice(0, longest);
    }
    case 'array':
      return nextList(shape, value, ctx, where);
    case 'object':
      return nextObject(shape, value, ctx, where);
    default:
      return again(value);
  }
}

function fits(schema: Schema, value: unknown): boolean {
  if (value === undefined) return true;
  if (schema.type === 'object') return isObj(value);
  if (schema.type === 'array') return Array.isArray(value);
  if (schema.type === 'integer' || schema.type === 'number') return typeof value === 'number';
  return typeof value === (schema.type ?? 'string');
}

/** A list with one entry changed, the last taken out, or one added, within its bounds. */
function nextList(shape: Schema, value: unknown, ctx: Context, file: string): unknown[] {
  const items = (shape.items ?? {}) as Schema;
  const list = Array.isArray(value) ? value : [];
  const [least, most] = [(shape.minItems as number | undefined) ?? 0, (shape.maxItems as number | undefined) ?? 50];
  const way = ctx.pick % 3;
  if (list.length === 0 || (way === 2 && list.length < most)) return [...list, made(items, ctx, file)];
  if (way === 1 && list.length > Math.max(least, 1)) return list.slice(0, -1);
  const at = ctx.pick % list.length;
  return list.map((entry, i) => (i === at ? nextValue(items, entry, { ...ctx, pick: ctx.pick + 1 }, file) : entry));
}

/** An object with one property changed, added or left out; a map with one entry changed or added. */
function nextObject(shape: Schema, value: unknown, ctx: Context, file: string): Json {
  const object = isObj(value) ? { ...value } : (made(shape, ctx, file) as Json);
  const properties = (shape.properties ?? {}) as Record<string, Schema>;
  const keys = Object.keys(properties);
  if (keys.length === 0 && isObj(shape.additionalProperties)) {
    const entries = Object.keys(object);
    const key = entries.length > 0 && ctx.pick % 2 === 0 ? entries[ctx.pick % entries.length] : `extra${ctx.pick % 7}`;
    object[key] = nextValue(shape.additionalProperties, object[key], ctx, file, key);
    return object;
  }
  if (keys.length === 0) return object;
  const key = keys[ctx.pick % keys.length];
  const required = ((shape.required ?? []) as string[]).includes(key);
  if (!required && key in object && ctx.pick % 4 === 3) delete object[key];
  else object[key] = nextValue(properties[key], object[key], { ...ctx, pick: Math.floor(ctx.pick / keys.length) }, file, key);
  return object;
}

/** A value for a schema where there was none: the required properties of an object, one entry of a list. */
function made(schema: Schema, ctx: Context, file: string): unknown {
  const { schema: shape, file: where } = resolve(schema, file);
  if (shape.type === 'object') {
    const properties = (shape.properties ?? {}) as Record<string, Schema>;
    return Object.fromEntries(((shape.required ?? []) as string[]).map((key) => [key, nextValue(properties[key], undefined, ctx, where, key)]));
  }
  return nextValue(schema, undefined, ctx, file);
}

/** A new value for an item's field, by the kind its collection declares. */
const FIELD_EDITS: Record<FieldType, (value: unknown, decl: Json, ctx: Context) => unknown> = {
  text: (value) => again(value, 'revised'),
  'inline-text': (value) => again(value, '*revised*'),
  number: (value, decl) => {
    const [min, max] = [(decl.min as number | undefined) ?? 0, (decl.max as number | undefined) ?? 10_000];
    const n = typeof value === 'number' ? value : min;
    return n + 1 <= max ? n + 1 : n - 1;
  },
  rating: (value, decl, ctx) => {
    const scale = ((ctx.data.settings as Json).ratingScales as Record<string, Json>)?.[decl.scale as string] ?? { max: 10 };
    const n = typeof value === 'number' ? value : 0;
    return n + 0.5 <= (scale.max as number) ? n + 0.5 : n - 0.5;
  },
  percent: (value) => (typeof value === 'number' && value < 100 ? value + 1 : 50),
  money: (value) => (typeof value === 'number' ? value + 1 : typeof value === 'string' ? 12 : 'Free'),
  date: (value) => dayAfter(value),
  time: (value) => (value === '09:30' ? '14:05' : '09:30'),
  datetime: (value) => (value === '2025-06-12T09:30+02:00' ? '2025-06-12T16:00Z' : '2025-06-12T09:30+02:00'),
  duration: (value) => (value === 'PT45M' ? 'PT1H30M' : 'PT45M'),
  choice: (value, decl, ctx) => nextOf(decl.values as unknown[], value, ctx.pick),
  link: (value, decl) => (decl.labelled ? { label: again(isObj(value) ? value.label : undefined), to: '/courses' } : NAMED.httpsUrl(value, {} as Context)),
  email: (value) => NAMED.email(value, {} as Context),
  phone: (value) => NAMED.phone(value, {} as Context),
  list: (value) => [...(Array.isArray(value) ? value : []), 'One more'],
  reference: (value, decl, ctx) => {
    const ids = itemsOf(ctx.data, decl.to as string).map((item) => item.id);
    // With no other item to name, a name of none: the site is then wrong, which the tests need too.
    if (ids.length < 2) ids.push('no-such-item');
    if (!decl.many) return nextOf(ids, value, ctx.pick);
    const list = Array.isArray(value) ? value : [];
    const other = ids.find((id) => !list.includes(id));
    return other && ctx.pick % 2 === 0 ? [...list, other] : list.length > 1 ? list.slice(0, -1) : [nextOf(ids, list[0], ctx.pick)];
  },
  image: (value, _decl, ctx) => NAMED.image(value, ctx),
  boolean: (value) => !value,
  blocks: (value, _decl, ctx) => {
    const blocks = Array.isArray(value) ? (value as Json[]) : [];
    if (blocks.length === 0) return [{ type: 'rich-text', paragraphs: ['A paragraph written again.'] }];
    const at = ctx.pick % blocks.length;
    return blocks.map((block, i) => (i === at ? nextBlock(block, ctx) : block));
  },
};

/** A block with one of its options set, changed or left out. */
function nextBlock(block: Json, ctx: Context): Json {
  const schema = BLOCK_SCHEMAS[String(block.type)];
  if (!schema) return block;
  const options = Object.keys(schema.properties as Json).filter((key) => key !== 'type');
  const option = options[ctx.pick % options.length];
  return withOption(block, option, ctx);
}

/** A block with one option set, changed or (when it may be) left out. */
function withOption(block: Json, option: string, ctx: Context): Json {
  const schema = BLOCK_SCHEMAS[String(block.type)];
  const required = ((schema.required ?? []) as string[]).includes(option);
  const next = { ...block };
  if (!required && option in block && ctx.pick % 4 === 3) delete next[option];
  else
    next[option] = nextValue(
      (schema.properties as Record<string, Schema>)[option],
      block[option],
      { ...ctx, collection: (block.collection as string) ?? ctx.collection },
      `blocks/${block.type}.schema.json`,
      option,
    );
  return next;
}

/** Every block of the site with its path and the collection an item block of a template shows. */
function blocksOf(data: Json): Array<{ path: DataPath; block: Json; collection?: string }> {
  const found: Array<{ path: DataPath; block: Json; collection?: string }> = [];
  const list = (value: unknown, path: DataPath, collection?: string) =>
    Array.isArray(value) && value.forEach((block, i) => isObj(block) && found.push({ path: [...path, i], block, collection }));
  (Array.isArray(data.routes) ? data.routes : []).forEach((route, i) => isObj(route) && list(route.blocks, ['routes', i, 'blocks']));
  if (isObj(data.notFound)) list(data.notFound.blocks, ['notFound', 'blocks']);
  for (const [name, collection] of Object.entries(collectionsOf(data))) {
    if (isObj(collection.page)) list(collection.page.blocks, ['collections', name, 'page', 'blocks'], name);
    const blockFields = Object.entries(fieldsOf(data, name)).filter(([, decl]) => decl.type === 'blocks');
    itemsOf(data, name).forEach((item, k) => blockFields.forEach(([field]) => list(item[field], ['collections', name, 'items', k, field])));
  }
  return found;
}

/** The text with one value set, or taken out; the text as it was when the editor cannot make the change. */
function edited(text: string, path: DataPath, value: unknown): string {
  const edit: SourceEdit = value === undefined ? { op: 'delete', path } : { op: 'set', path, value };
  try {
    return applyEdits(text, [edit]);
  } catch {
    return text;
  }
}

/** An edit of the text, as site-edits.ts has them: `pick` chooses what it changes. */
type Edit = (text: string, pick: number) => string;

/** Every option of every block, as [block path, option]: the choices of 'change an option of a block'. */
export function blockOptions(text: string): Array<{ path: DataPath; block: Json; collection?: string; option: string }> {
  return blocksOf(readData(text) as Json).flatMap((found) =>
    Object.keys(BLOCK_SCHEMAS[String(found.block.type)]?.properties ?? {})
      .filter((option) => option !== 'type')
      .map((option) => ({ ...found, option })),
  );
}

/** Every field of every item, as [collection, item, field, kind]. */
export function itemFields(text: string): Array<{ collection: string; item: number; field: string; kind: FieldType }> {
  const data = readData(text) as Json;
  return Object.keys(collectionsOf(data)).flatMap((collection) =>
    itemsOf(data, collection).flatMap((_, item) =>
      Object.entries(fieldsOf(data, collection)).map(([field, decl]) => ({ collection, item, field, kind: decl.type as FieldType })),
    ),
  );
}

/** An edit that leaves a file it cannot read (broken YAML) as it is, as the editor does. */
const readable =
  (edit: Edit): Edit =>
  (text, pick) => {
    try {
      return edit(text, pick);
    } catch {
      return text;
    }
  };

const EDITS_OF_DATA: Record<string, Edit> = {
  'change a field of an item': (text, pick) => {
    const data = readData(text) as Json;
    const fields = itemFields(text);
    if (fields.length === 0) return text;
    const { collection, item, field, kind } = fields[pick % fields.length];
    const decl = fieldsOf(data, collection)[field];
    const value = itemsOf(data, collection)[item][field];
    const ctx = { data, collection, pick: Math.floor(pick / fields.length) };
    // An optional field is sometimes left out.
    const next = decl.optional && value !== undefined && ctx.pick % 4 === 3 ? undefined : FIELD_EDITS[kind](value, decl, ctx);
    return edited(text, ['collections', collection, 'items', item, field], next);
  },
  'change an option of a block': (text, pick) => {
    const options = blockOptions(text);
    if (options.length === 0) return text;
    const { path, block, collection, option } = options[pick % options.length];
    const next = withOption(block, option, { data: readData(text) as Json, collection, pick: Math.floor(pick / options.length) });
    return edited(text, [...path, option], next[option]);
  },
  'change a setting': (text, pick) => {
    const data = readData(text) as Json;
    const keys = Object.keys(SETTINGS_SCHEMA.properties as Json);
    const key = keys[pick % keys.length];
    const settings = data.settings as Json;
    const required = ((SETTINGS_SCHEMA.required ?? []) as string[]).includes(key);
    const ctx = { data, pick: Math.floor(pick / keys.length) };
    const next =
      !required && key in settings && ctx.pick % 4 === 3
        ? undefined
        : nextValue((SETTINGS_SCHEMA.properties as Record<string, Schema>)[key], settings[key], ctx, 'site.schema.json', key);
    return edited(text, ['settings', key], next);
  },
};

export const DATA_EDITS: Record<string, Edit> = Object.fromEntries(Object.entries(EDITS_OF_DATA).map(([name, edit]) => [name, readable(edit)]));

/**
 * A site file with what the every-block fixture lacks for these edits: a
 * collection with a phone and a picture field, and a page showing it; and
 * page templates that take values from their items. Its pictures are
 * PICTURES, found in an images folder beside the file.
 */
export function withEveryKind(text: string): string {
  const routes = (readData(text) as Json).routes as unknown[];
  return applyEdits(text, [
    {
      op: 'set',
      path: ['collections', 'clubs'],
      value: {
        description: 'Chess clubs near the club room.',
        path: '/clubs/{id}',
        // A club's page lists the matches it hosts: the reverse of their reference to it.
        page: {
          blocks: [
            { type: 'item-header', show: { summary: 'summary' } },
            {
              type: 'data-table',
              collection: 'matches',
              referencing: 'home',
              caption: 'Matches at this club',
              columns: [{ field: 'title' }, { field: 'starts' }, { field: 'length' }],
            },
            // Values from the page's own club, its picture optional: a card without one where the club has none.
            {
              type: 'card-grid',
              heading: 'Before you visit',
              cards: [
                { title: { field: 'name' }, text: { field: 'summary' }, image: { field: 'photo' }, link: { label: 'Call the club', to: { field: 'phone' } } },
              ],
            },
          ],
        },
        fields: {
          name: { type: 'text' },
          summary: { type: 'text' },
          phone: { type: 'phone' },
          photo: { type: 'image', optional: true },
          meets: { type: 'time' },
          evening: { type: 'duration' },
        },
        items: [
          {
            id: 'york-knights',
            name: 'York Knights',
            summary: 'A club of forty members that meets on Tuesday evenings in the city library.',
            phone: '+44 1904 555 010',
            photo: { src: PICTURES[0], alt: "The club's captain at the board" },
            meets: '19:00',
            evening: 'PT3H',
          },
          {
            id: 'minster-rooks',
            name: 'Minster Rooks',
            summary: 'A small club for beginners that meets on Thursday evenings in a café by the river.',
            phone: '+44 1904 555 020',
            meets: '18:30',
            evening: 'PT2H',
          },
        ],
      },
    },
    {
      op: 'set',
      path: ['collections', 'matches'],
      value: {
        description: 'League matches hosted by the clubs.',
        fields: {
          title: { type: 'text' },
          home: { type: 'reference', to: 'clubs' },
          starts: { type: 'datetime' },
          length: { type: 'duration' },
          moves: { type: 'list', ordered: true, optional: true },
        },
        items: [
          {
            id: 'knights-v-rooks',
            title: 'Knights against Rooks',
            home: 'york-knights',
            starts: '2026-02-03T19:00Z',
            length: 'PT3H',
            moves: ['1. e4 e5', '2. Nf3 Nc6'],
          },
          { id: 'rooks-v-knights', title: 'Rooks against Knights', home: 'minster-rooks', starts: '2026-03-10T18:30Z', length: 'PT2H30M' },
        ],
      },
    },
    // Values from the page's own coach: a call to action with the coach's summary and a button to write to them.
    {
      op: 'insert',
      path: ['collections', 'coaches', 'page', 'blocks'],
      index: 3,
      value: { type: 'cta', heading: 'Book a lesson', text: { field: 'summary' }, actions: [{ label: 'Email the coach', to: { field: 'email' } }] },
    },
    {
      op: 'insert',
      path: ['routes'],
      index: routes.length,
      value: {
        path: '/clubs',
        title: 'Clubs Near Us',
        description: 'The chess clubs within a short walk of the club room, with a number to call before you visit one.',
        blocks: [
          { type: 'hero', size: 'compact', title: 'Clubs Near Us' },
          { type: 'card-grid', collection: 'clubs', show: { image: 'photo' }, sortBy: { field: 'meets' } },
          {
            type: 'data-table',
            collection: 'clubs',
            caption: 'Clubs and their numbers',
            columns: [{ field: 'name' }, { field: 'phone' }, { field: 'meets' }, { field: 'evening' }],
          },
          {
            type: 'data-table',
            collection: 'matches',
            groupBy: 'home',
            caption: 'Matches by host club',
            columns: [{ field: 'title' }, { field: 'starts' }, { field: 'moves' }],
          },
        ],
      },
    },
  ]);
}
