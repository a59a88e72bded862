import type { DataPath, Within } from '../load/locate.js';
import { hasField, itemPath, shownField, SHOWN, type FieldType, type Part } from '../model/collections.js';
import { isItemValue } from '../model/item-values.js';
import type { Place } from '../model/pictures.js';
import { withFix, type Said } from '../problem.js';
import {
  BlockNeedsField,
  BlockNeedsItem,
  NeedsOrganization,
  NoItemPages,
  UnknownCollection,
  UnknownCollectionField,
  UnknownItem,
  UnknownScale,
  WrongFieldKind,
} from '../problem-catalogue.js';
import type { Collection, RatingScale } from '../types/site.js';
import { tooSmall, type PlaceOf } from './picture-size.js';
import { COLLECTIONS, FIELDS, fixTo, SCALES, suggestion, suggestOrList } from './suggest.js';
import { isObj } from '../is-obj.js';

/** A collection blocks can bind to: its declaration and its item ids. */
export interface Bound {
  name: string;
  collection: Collection;
  ids: Set<string>;
}

/** Reports a problem at a field: its key or its value, or a stretch of its text (a link in a paragraph). */
export type Report = (path: DataPath, said: Said, mode?: 'key' | 'value', within?: Within) => void;

/** How a field kind reads in a message. */
export const KIND_WORDS: Record<FieldType, string> = {
  text: 'text',
  'inline-text': 'inline-text',
  number: 'number',
  rating: 'rating',
  percent: 'percent',
  money: 'money',
  date: 'date',
  time: 'time',
  datetime: 'date-time',
  duration: 'duration',
  boolean: 'boolean',
  choice: 'choice',
  link: 'link',
  email: 'email',
  phone: 'phone',
  list: 'list',
  reference: 'reference',
  blocks: 'blocks',
  image: 'image',
};

/** The problem of a rating scale that settings does not declare, with the nearest declared one as its fix. */
export function unknownScale(name: string, scales: Map<string, RatingScale>): Said {
  const said = UnknownScale(name, scales.size === 0 ? ': declare it under settings.ratingScales' : suggestOrList(name, scales.keys(), SCALES));
  return withFix(said, fixTo(name, scales.keys()));
}

/**
 * A field its collection does not declare, named in a block, a collection's
 * roles, its structured data or a where: the one message for it, with the
 * nearest field as its fix (`key` when the name is written as a key).
 */
export function unknownField(collection: string, field: string, fields: Collection['fields'], mode?: 'key'): Said {
  const names = Object.keys(fields);
  return withFix(UnknownCollectionField(collection, field, suggestOrList(field, names, FIELDS)), fixTo(field, names, mode));
}

/** Calls fn for each entry of a list; does nothing for anything else, which the schema reports. */
export function each<T>(list: T[] | undefined, fn: (entry: T, index: number) => void): void {
  if (Array.isArray(list)) list.forEach(fn);
}

/** Whether a declared kind is one the language has; the schema reports any other. */
export function isKnownKind(type: unknown): type is FieldType {
  return typeof type === 'string' && Object.hasOwn(KIND_WORDS, type);
}

const words = (kinds: FieldType[]) => kinds.map((k) => KIND_WORDS[k]).join(' or ');

/**
 * What a block's check sees: the collections it may name, and helpers that
 * report a wrong name at its own position with a "did you mean". The data
 * may have failed the schema too, so every helper accepts any value and
 * ignores what is not a string: the schema has reported it already.
 */
/** What every block's check shares: the declarations, the folder of the site file, and where problems go. */
export interface Shared {
  collections: Map<string, Bound>;
  scales: Map<string, RatingScale>;
  organization?: unknown;
  siteDir: string;
  report: Report;
}

export class BindingContext {
  private readonly collections: Map<string, Bound>;
  private readonly scales: Map<string, RatingScale>;
  private readonly reportAt: Report;

  constructor(
    private readonly shared: Shared,
    /** Where the block is in the file. */
    readonly path: DataPath,
    /** In a collection's page template: that collection, whose item each page shows. */
    readonly template?: Bound,
  ) {
    this.collections = shared.collections;
    this.scales = shared.scales;
    this.reportAt = shared.report;
  }

  /**
   * A picture the block draws, checked against the width its place needs (its file and text are checked wherever it is);
   * in a page template, one taken from the item (`{ field: photo }`) is each item's picture.
   */
  image(rel: DataPath, image: unknown, place: Place): void {
    if (this.template && isItemValue(image)) {
      this.imageField(this.template, image.field, place);
      return;
    }
    const src = isObj(image) ? image.src : undefined;
    const small = typeof src === 'string' ? tooSmall(this.shared.siteDir, src, place) : undefined;
    if (small) this.report([...rel, 'src'], small);
  }

  /** An image field the block draws for every item (or only one): each picture must be wide enough for the place. */
  imageField(bound: Bound, field: string | undefined, place: PlaceOf, only?: string): void {
    if (field === undefined) return;
    (bound.collection.items as unknown[]).forEach((item, i) => {
      if (!isObj(item) || (only !== undefined && item.id !== only)) return;
      const src = isObj(item[field]) ? item[field].src : undefined;
      const small = typeof src === 'string' ? tooSmall(this.shared.siteDir, src, place) : undefined;
      if (small) this.reportAt(['collections', bound.name, 'items', i, field, 'src'], small);
    });
  }

  /** Reports a problem at a path inside the block. */
  report(rel: DataPath, said: Said, mode: 'key' | 'value' = 'value'): void {
    this.reportAt([...this.path, ...rel], said, mode);
  }

  /** A declared collection, by name, with nothing reported when there is none. */
  known(name: string): Bound | undefined {
    return this.collections.get(name);
  }

  /** The collection a block names; an unknown name is reported. */
  collection(name: unknown, rel: DataPath = ['collection']): Bound | undefined {
    if (typeof name !== 'string') return undefined;
    const bound = this.collections.get(name);
    if (!bound) {
      const hint = suggestOrList(name, this.collections.keys(), COLLECTIONS) || '; declare it under collections';
      this.report(rel, withFix(UnknownCollection(name, hint), fixTo(name, this.collections.keys())));
    }
    return bound;
  }

  /**
   * The item an item block shows: named by collection and item in a route,
   * the page's own in a collection's page template.
   */
  subject(block: { collection?: unknown; item?: unknown }): Bound | undefined {
    if (block.collection === undefined && block.item === undefined) {
      if (this.template) return this.template;
      this.report([], BlockNeedsItem('both'), 'value');
      return undefined;
    }
    const bound = this.collection(block.collection);
    if (block.collection === undefined) this.report(['item'], BlockNeedsItem('collection'));
    else if (block.item === undefined && bound) this.report([], BlockNeedsItem({ item: bound.name }));
    if (bound) this.item(bound, ['item'], block.item);
    return bound;
  }

  /** A field the block binds; an undeclared field or one of the wrong kind is reported. */
  field(bound: Bound, rel: DataPath, name: unknown, kinds: FieldType[], what: string): string | undefined {
    if (typeof name !== 'string') return undefined;
    if (!hasField(bound.collection, name)) {
      this.report(rel, unknownField(bound.name, name, bound.collection.fields));
      return undefined;
    }
    const type = bound.collection.fields[name].type;
    // A declaration of no known kind is reported where it is declared, not wherever it is used.
    if (!isKnownKind(type)) return undefined;
    if (!kinds.includes(type)) {
      this.report(rel, WrongFieldKind(what, words(kinds), name, KIND_WORDS[type] ?? type));
      return undefined;
    }
    return name;
  }

  /**
   * The field shown in one part of the block: the one named in `show`, else
   * the collection's field for that role, else a field of the part's own
   * name when it has a fitting kind. A required part with none is reported.
   */
  shown(bound: Bound, show: unknown, part: string, spec: Part): string | undefined {
    const { kinds } = spec;
    const named = isObj(show) ? show[part] : undefined;
    if (named !== undefined) return this.field(bound, ['show', part], named, kinds, `show.${part}`);
    const fallback = shownField(bound.collection, undefined, part, spec);
    if (fallback !== undefined) return fallback;
    if (spec.required) {
      this.report(bound === this.template ? [] : ['collection'], BlockNeedsField(words(kinds), part, bound.name));
    }
    return undefined;
  }

  /** Fields shown as a list of parts (show.meta): each must exist and be showable. */
  shownList(bound: Bound, show: unknown, part: string): void {
    const names = isObj(show) ? show[part] : undefined;
    if (Array.isArray(names)) names.forEach((name, i) => this.field(bound, ['show', part, i], name, SHOWN, `show.${part}`));
  }

  /** Columns and facts: [{ field, label }]. */
  columns(bound: Bound, key: string, columns: unknown): void {
    if (Array.isArray(columns))
      columns.forEach((c, i) => isObj(c) && this.field(bound, [key, i, 'field'], c.field, SHOWN, `a ${key === 'columns' ? 'column' : 'fact'}`));
  }

  /** highlight: { field } names a boolean field. */
  highlight(bound: Bound, highlight: unknown): void {
    if (isObj(highlight)) this.field(bound, ['highlight', 'field'], highlight.field, ['boolean'], 'highlight');
  }

  /** A link on each item: from a link field, or to the item's page, which needs an address. */
  itemLink(bound: Bound, key: string, link: unknown): void {
    if (!isObj(link)) return;
    if (link.field !== undefined) this.field(bound, [key, 'field'], link.field, ['link', 'email', 'phone'], key);
    else this.needsPages(bound, [key], `${key} without a field links each item to its page`);
    this.field(bound, [key, 'note'], link.note, ['text', 'inline-text'], `${key}.note`);
  }

  /** Reports a collection without item addresses where a block links to item pages. */
  needsPages(bound: Bound, rel: DataPath, why: string): void {
    if (!bound.collection.path) this.report(rel, NoItemPages({ why, collection: bound.name, path: bound.name.toLowerCase() }));
  }

  /** Parts of settings.organization the block draws; a missing one is reported at the block. */
  needsOrganization(parts: string[]): void {
    const organization = this.shared.organization;
    const missing = parts.filter((part) => !isObj(organization) || organization[part] === undefined);
    if (missing.length > 0) this.report([], NeedsOrganization(missing));
  }

  /** A rating scale the block names, declared in settings.ratingScales. */
  scale(rel: DataPath, name: unknown): void {
    if (typeof name === 'string' && !this.scales.has(name)) this.report(rel, unknownScale(name, this.scales));
  }

  /** An item id the block names. */
  item(bound: Bound, rel: DataPath, id: unknown): void {
    if (typeof id !== 'string' || bound.ids.has(id)) return;
    this.report(rel, withFix(UnknownItem(bound.name, id, suggestion(id, bound.ids)), fixTo(id, bound.ids)));
  }

  /** The address of an item's page, if its collection gives items one. */
  itemPath(bound: Bound, id: string): string | undefined {
    return itemPath(bound.collection, id);
  }
}
