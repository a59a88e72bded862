import { escapeInline } from '../markup/inline.js';
import type { LinkSettings } from '../markup/link-target.js';
import { plainText } from '../markup/plain-text.js';
import type { Block, Field, ItemValue } from '../types/site.js';
import type { FieldType } from './collections.js';
import { scalarText } from './format.js';
import { listingQuery, type Listing } from './shape.js';
import { blocksOf } from './lazy-site.js';
import type { PageData } from './page.js';
import type { SiteReader } from './site-reader.js';
import { type Places, VALUE_PLACES } from './value-places.js';

/**
 * What an option holds where it may take the page item's value
 * (`{ field: photo }`, defs.schema.json's `itemValue`): a line of text,
 * prose with inline markup, a link target or a picture.
 */
export type ValueKind = 'text' | 'prose' | 'link' | 'picture';

/** The field kinds each kind of option takes a value from. */
export const VALUE_FIELDS: Record<ValueKind, FieldType[]> = {
  text: ['text', 'inline-text', 'choice', 'number', 'percent', 'money', 'date', 'time', 'datetime', 'duration', 'email', 'phone'],
  prose: ['text', 'inline-text', 'choice', 'number', 'percent', 'money', 'date', 'time', 'datetime', 'duration', 'email', 'phone'],
  link: ['link', 'email', 'phone'],
  picture: ['image'],
};

/**
 * A block as its page shows it: every value it takes from the page's item
 * in place. Renderers and structured data are handed this; an option that
 * names a field (`ItemValue`) never reaches them.
 */
export type Shown<T> = T extends readonly (infer U)[]
  ? Shown<U>[]
  : T extends object
    ? [keyof T] extends ['field']
      ? never
      : { [K in keyof T]: Shown<T[K]> }
    : T;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value names a field of the page's item: `{ field: name }` and nothing else. */
export function isItemValue(value: unknown): value is ItemValue {
  return isObj(value) && typeof value.field === 'string' && Object.keys(value).length === 1;
}

/** Each option of a block that names a field of the page's item, with its place in the block and its kind. */
export function itemValuesOf(block: unknown): Array<{ path: Array<string | number>; field: string; kind: ValueKind }> {
  const found: Array<{ path: Array<string | number>; field: string; kind: ValueKind }> = [];
  const walk = (value: unknown, places: Places, path: Array<string | number>) => {
    if (places.kind && isItemValue(value)) found.push({ path, field: value.field, kind: places.kind as ValueKind });
    else if (Array.isArray(value) && places.items) value.forEach((entry, i) => walk(entry, places.items!, [...path, i]));
    else if (isObj(value) && places.properties)
      for (const [key, inner] of Object.entries(places.properties)) if (Object.hasOwn(value, key)) walk(value[key], inner, [...path, key]);
  };
  const places = isObj(block) ? placesOf(block.type) : undefined;
  if (places) walk(block, places, []);
  return found;
}

function placesOf(type: unknown): Places | undefined {
  return typeof type === 'string' && Object.hasOwn(VALUE_PLACES, type) ? VALUE_PLACES[type] : undefined;
}

/** Left out: a value the item leaves empty, or what held it and cannot be without it. */
const LEFT_OUT = Symbol('left out');

/**
 * A block with the page item's values in place of the fields it names
 * (`value` gives each, as the option takes it, or undefined when the item
 * leaves it empty). An empty value leaves its option out, as if it were
 * not written; an option that something needs (a button's target, the only
 * entry of a list that needs one) leaves that out with it, up to the block
 * itself, which is then undefined: not on the page. A block that names no
 * field is returned as it is.
 */
export function withItemValues<B>(block: B, value: (field: string, kind: ValueKind) => unknown): Shown<B> | undefined {
  const places = isObj(block) ? placesOf(block.type) : undefined;
  if (!places) return block as Shown<B>;
  const shown = fill(block, places, value);
  return shown === LEFT_OUT ? undefined : (shown as Shown<B>);
}

function fill(data: unknown, places: Places, value: (field: string, kind: ValueKind) => unknown): unknown {
  if (places.kind && isItemValue(data)) return value(data.field, places.kind as ValueKind) ?? LEFT_OUT;
  if (Array.isArray(data) && places.items) {
    const entries = data.map((entry) => fill(entry, places.items!, value));
    if (entries.every((entry, i) => entry === data[i])) return data;
    const kept = entries.filter((entry) => entry !== LEFT_OUT);
    return kept.length === 0 || kept.length < (places.minItems ?? 0) ? LEFT_OUT : kept;
  }
  if (isObj(data) && places.properties) {
    let out: Obj | undefined;
    for (const [key, inner] of Object.entries(places.properties)) {
      if (!Object.hasOwn(data, key)) continue;
      const filled = fill(data[key], inner, value);
      if (filled === data[key]) continue;
      if (filled === LEFT_OUT && places.required?.includes(key)) return LEFT_OUT;
      out ??= { ...data };
      if (filled === LEFT_OUT) delete out[key];
      else out[key] = filled;
    }
    return out ?? data;
  }
  return data;
}

/**
 * An item's field as an option of this kind shows it, or undefined when
 * the item leaves it empty: text as written (prose's markup taken out of a
 * line of text, a line's own characters kept as written in prose), a
 * number, date, time or duration as a table shows it; a link's target (an
 * email or phone as a mailto: or tel: link); a picture as it is.
 */
function fieldValue(decl: Field | undefined, value: unknown, kind: ValueKind, settings: LinkSettings & { language: string }): unknown {
  if (value === undefined || value === null || value === '' || !decl) return undefined;
  switch (kind) {
    case 'picture':
      return isObj(value) && typeof value.src === 'string' ? value : undefined;
    case 'link': {
      const target = isObj(value) ? value.to : value;
      if (typeof target !== 'string') return undefined;
      if (decl.type === 'email') return `mailto:${target}`;
      return decl.type === 'phone' ? `tel:${target}` : target;
    }
    default: {
      // A value of another shape than its field's (a file that failed the schema) gives nothing.
      if (typeof value !== 'string' && (typeof value !== 'number' || !NUMBERS.includes(decl.type))) return undefined;
      const text = decl.type === 'inline-text' ? String(value) : (scalarText(decl, value, settings.language) ?? String(value));
      if (decl.type === 'inline-text') return kind === 'text' ? plainText(text, settings) : text;
      return kind === 'prose' ? escapeInline(text) : text;
    }
  }
}

const NUMBERS: FieldType[] = ['number', 'percent', 'money'];

/** What a page's blocks take from: the item's fields, read one by one, and the listings of what refers to the item. */
export interface ItemSource {
  /** A field's declaration, if the item's collection declares it. */
  decl(name: string): Field | undefined;
  field(name: string): unknown;
  settings: LinkSettings & { language: string };
  /** How many items a listing gives. */
  count(block: Listing): number;
}

/**
 * The blocks of an item's page as it shows them: each value taken from the
 * item in place, without a block that needs a value the item leaves empty,
 * and without a list of what refers to the item when nothing does (a
 * speaker no talk names has no heading "Talks" over nothing).
 */
export function itemPageBlocks(blocks: readonly Block[], source: ItemSource): Array<Shown<Block>> {
  const value = (field: string, kind: ValueKind) => {
    const decl = source.decl(field);
    return decl && fieldValue(decl, source.field(field), kind, source.settings);
  };
  return blocks.flatMap((block) => {
    const shown = withItemValues(block, value);
    if (shown === undefined) return [];
    if (!isObj(shown)) return [shown];
    const listing = shown as unknown as Partial<Listing>;
    if (typeof listing.referencing === 'string' && typeof listing.collection === 'string' && source.count(listing as Listing) === 0) return [];
    return [shown];
  });
}

/**
 * An item's values as the site file holds them, for what reads the data
 * rather than through a page's reader: validation, and the editor's list of
 * each page's anchors.
 */
export function dataSource(
  fields: Record<string, Field>,
  item: Record<string, unknown>,
  settings: LinkSettings & { language: string },
  count: (block: Listing) => number,
): ItemSource {
  return {
    decl: (name) => (Object.hasOwn(fields, name) && isObj(fields[name]) ? fields[name] : undefined),
    field: (name) => (Object.hasOwn(item, name) ? item[name] : undefined),
    settings,
    count,
  };
}

/**
 * A page's blocks as it shows them, read through its reader: an item's
 * page takes its item's values (itemPageBlocks), and the reads are the
 * page's record. The body, the head and the islands all draw these.
 */
export function pageBlocks(read: SiteReader, page: PageData): Array<Shown<Block>> {
  const blocks = blocksOf(page.blocks);
  const { item } = page;
  if (!item) return blocks as Array<Shown<Block>>;
  return itemPageBlocks(blocks, {
    // Read only when a block names a field: a template that names none reads no more than before.
    decl: (name) => {
      const { fields } = read.declaration(item.collection);
      return Object.hasOwn(fields, name) ? fields[name] : undefined;
    },
    field: (name) => read.field(item.collection, item.id, name),
    settings: read.settings,
    count: (block) => read.query(block.collection, listingQuery(block)).length,
  });
}
