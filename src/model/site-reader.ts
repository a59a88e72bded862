import type { Collection, Item, Site } from '../types/site.js';
import type { Assets, ServedFont } from './assets.js';
import { findItem } from './collections.js';
import type { LazySite } from './lazy-site.js';
import type { EncodedImage } from './pictures.js';
import { runQuery, type Query } from './query.js';
import { sequencePlace } from './settings.js';
import { feedCollectionNames } from './site-files.js';

type Settings = Site['settings'];
type Navigation = NonNullable<Site['navigation']>;

/** A collection's declaration: everything but its items, which are read one by one or by a query. */
export type Declaration = Omit<Collection, 'items'>;

/** A page's place in a sequence, as its previous and next links show it. */
export interface SequenceLinks {
  label: string;
  previous: string;
  next: string;
  /** The paths of the pages before and after it, where there are. */
  before?: string;
  after?: string;
}

/**
 * One thing a page reads of the site, as data: its kind, then what names
 * it. Each kind's value is worked out by one function (ReadSource.value),
 * both when a page reads it and when a build checks whether it changed.
 * - `setting`, `navigation`: one top-level key of the settings or the
 *   navigation (none: all of them);
 * - `footer`: the footer;
 * - `declaration`: a collection's declaration, without its items;
 * - `item`: one item; `field`: one field of one item;
 * - `query`: the items a query gives (query.ts);
 * - `title`: the title of the page at a path;
 * - `picture`, `font`, `language`: a picture as encoded, the font as
 *   served, whether code of a language is highlighted;
 * - `social`, `wide`: a picture's link-preview card, and its widths above
 *   MADE_FIRST, which the build makes only for the pictures some page
 *   reads this way (madeOnDemand);
 * - `sequence`: the reading page's own place in its sequence, if any;
 * - `feed`: the collections in the site's feed.
 * A read names what it reads, so pages that read the same share it, but
 * for `sequence`, which is of the page that reads it.
 */
export type Read =
  | readonly ['setting' | 'navigation', string?]
  | readonly ['footer' | 'font' | 'feed' | 'sequence']
  | readonly ['declaration', string]
  | readonly ['item', string, string]
  | readonly ['field', string, string, string]
  | readonly ['query', string, Query]
  | readonly ['title' | 'picture' | 'social' | 'wide' | 'language', string];

/** A read as the record keeps it: its JSON. */
const readName = (read: Read): string => JSON.stringify(read);

/** A read of the title of the page at `path`, as the record keeps it; that page's own record leaves it out (SiteReader.title). */
export const titleRead = (path: string): string => readName(['title', path]);

/** The read of a page's own place in its sequence, which no other page's is (Read). */
export const SEQUENCE_READ = readName(['sequence']);

const SOCIAL_READ = readName(['social', '']).slice(0, -3);
const WIDE_READ = readName(['wide', '']).slice(0, -3);

/** What the build makes of pictures only when pages ask: their link-preview cards and wider widths, as a page's reads (in the record's form) name them. */
export function madeOnDemand(names: readonly string[]): { cards: string[]; wide: string[] } {
  const of = (prefix: string) => names.filter((name) => name.startsWith(prefix)).map((name) => (JSON.parse(name) as [string, string])[1]);
  return { cards: of(SOCIAL_READ), wide: of(WIDE_READ) };
}

/**
 * What pages are read from: the validated site, the assets prepared for it
 * and each page's title. It works out each kind of read, keeping what many
 * reads share (a collection's declaration).
 */
export class ReadSource {
  private readonly declarations = new Map<string, Declaration | undefined>();
  private titleMap?: ReadonlyMap<string, string>;

  constructor(
    readonly site: LazySite,
    readonly assets: Assets,
    /** Each page's title by its path, worked out when first needed. */
    private readonly pageTitles: () => ReadonlyMap<string, string>,
  ) {}

  /** Each page's title by its path. */
  titles(): ReadonlyMap<string, string> {
    this.titleMap ??= this.pageTitles();
    return this.titleMap;
  }

  /** What a read gives now, for the page at `path`. */
  value(read: Read, path: string): unknown {
    const { site, assets } = this;
    switch (read[0]) {
      case 'setting':
        return read[1] === undefined ? site.settings : own(site.settings, read[1]);
      case 'navigation':
        return read[1] === undefined ? site.navigation : own(site.navigation, read[1]);
      case 'footer':
        return site.footer;
      case 'declaration':
        return this.declaration(read[1]);
      case 'item':
        return this.item(read[1], read[2]);
      case 'field':
        return own(this.item(read[1], read[2]), read[3]);
      case 'query': {
        const collection = own(site.collections, read[1]) as Collection | undefined;
        return collection ? runQuery(collection.items, read[2]) : [];
      }
      case 'title':
        return this.titles().get(read[1]);
      case 'picture':
        return own(assets.images, read[1]);
      case 'social':
        return (own(assets.images, read[1]) as EncodedImage | undefined)?.social;
      case 'wide':
        return own(assets.images, read[1]);
      case 'font':
        return assets.font;
      case 'language':
        return assets.languages.includes(read[1]);
      case 'sequence':
        return sequenceLinks(site, path);
      case 'feed':
        return feedCollectionNames(site.collections);
    }
  }

  private declaration(name: string): Declaration | undefined {
    if (!this.declarations.has(name)) {
      const collection = own(this.site.collections, name) as Collection | undefined;
      this.declarations.set(name, collection && withoutItems(collection));
    }
    return this.declarations.get(name);
  }

  private item(collection: string, id: string): Item | undefined {
    const found = own(this.site.collections, collection) as Collection | undefined;
    return found && findItem(found, id);
  }
}

function own(value: unknown, key: string): unknown {
  return value && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function withoutItems({ items: _items, ...declaration }: Collection): Declaration {
  return declaration;
}

function sequenceLinks(site: LazySite, path: string): SequenceLinks | undefined {
  const place = sequencePlace(site, path);
  if (!place) return undefined;
  const { sequence, paths, at } = place;
  return { label: sequence.label, previous: sequence.previous, next: sequence.next, before: paths[at - 1], after: paths[at + 1] };
}

/** The name of each setting's and navigation key's read, made once: pages read a few settings many times each. */
const keyNames = { setting: new Map<string, string>(), navigation: new Map<string, string>() };

function keyName(kind: 'setting' | 'navigation', key: string): string {
  const names = keyNames[kind];
  let name = names.get(key);
  if (name === undefined) names.set(key, (name = readName([kind, key])));
  return name;
}

/**
 * The settings or the navigation as a page reads them: each top-level key
 * it reads is recorded, and listing the keys records the whole. What a key
 * holds is handed over as it is, and read whole.
 */
function recordingView<T extends object>(target: T, kind: 'setting' | 'navigation', record: Set<string>): T {
  const add = (key: string | symbol) => typeof key === 'string' && record.add(keyName(kind, key));
  return new Proxy(target, {
    get(object, key) {
      add(key);
      return Reflect.get(object, key);
    },
    has(object, key) {
      add(key);
      return Reflect.has(object, key);
    },
    getOwnPropertyDescriptor(object, key) {
      add(key);
      return Reflect.getOwnPropertyDescriptor(object, key);
    },
    ownKeys(object) {
      record.add(readName([kind]));
      return Reflect.ownKeys(object);
    },
  });
}

/**
 * The one way renderers, the page shell and the head read the site: each
 * read is recorded, when a record is given, as the build's record of what
 * the page is made from (prerender/incremental/page-record.ts), so nothing
 * a page shows can change without the page being drawn again. It holds the
 * site out of reach; what it hands over is what was recorded.
 */
export class SiteReader {
  readonly #source: ReadSource;
  readonly #record: Set<string> | undefined;
  /** The path of the page it reads for. */
  readonly #path: string;
  /** The settings, each key read recorded as a `setting` read. */
  readonly settings: Settings;
  /** The navigation (empty when the site has none), each key read recorded as a `navigation` read. */
  readonly navigation: Navigation;

  /** Whether the page's own title is recorded too: for a piece of a page shown again on others (render-page.tsx). */
  readonly #ownTitle: boolean;

  constructor(source: ReadSource, path: string, record?: Set<string>, ownTitle = false) {
    this.#source = source;
    this.#path = path;
    this.#record = record;
    this.#ownTitle = ownTitle;
    const navigation = source.site.navigation ?? {};
    this.settings = record ? recordingView(source.site.settings, 'setting', record) : source.site.settings;
    this.navigation = record ? recordingView(navigation, 'navigation', record) : navigation;
  }

  private read<T>(read: Read): T {
    this.#record?.add(readName(read));
    return this.#source.value(read, this.#path) as T;
  }

  footer(): Site['footer'] {
    return this.read(['footer']);
  }

  /** A collection's declaration; it must exist (validation saw to it). */
  declaration(collection: string): Declaration {
    const found = this.read<Declaration | undefined>(['declaration', collection]);
    if (!found) throw new Error(`no collection '${collection}'`);
    return found;
  }

  item(collection: string, id: string): Item | undefined {
    return this.read(['item', collection, id]);
  }

  /** One field of an item, undefined when the item or the field is missing. */
  field(collection: string, id: string, field: string): unknown {
    return this.read(['field', collection, id, field]);
  }

  /** The items of a collection a query gives (query.ts): a page that lists items reads them this way. */
  query(collection: string, query: Query = {}): Item[] {
    return this.read(['query', collection, query]);
  }

  /** The title of the page at a path, when there is one. The page's own title is not recorded: it is part of the page's own content. */
  title(path: string): string | undefined {
    return path === this.#path && !this.#ownTitle ? (this.#source.value(['title', path], path) as string | undefined) : this.read(['title', path]);
  }

  /** A picture as the build encoded it. */
  picture(src: string): EncodedImage | undefined {
    return this.read(['picture', src]);
  }

  /** That a page draws a picture wider than MADE_FIRST on a dense screen, so the build makes its wider widths. */
  widePicture(src: string): void {
    this.read(['wide', src]);
  }

  /** The address of a picture's link-preview card (og:image). */
  socialCard(src: string): string | undefined {
    return this.read(['social', src]);
  }

  font(): ServedFont | undefined {
    return this.read(['font']);
  }

  /** Whether code in this language is highlighted: the build loaded it. */
  language(language: string): boolean {
    return this.read(['language', language]);
  }

  /** The page's place in a sequence of pages, if it is in one. */
  sequence(): SequenceLinks | undefined {
    return this.read(['sequence']);
  }

  /** The collections whose items are in the site's feed. */
  feedCollections(): string[] {
    return this.read(['feed']);
  }
}
