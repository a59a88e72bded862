import { hash } from 'node:crypto';
import { outputDigest } from '../../code-digest.js';
import { blocksOf } from '../../model/lazy-site.js';
import type { Read, ReadSource } from '../../model/site-reader.js';
import type { SitePage } from '../../validate/site-pages.js';

/** The digest the build cache keys its records by: of a value's JSON, 20 hex digits. */
export const digest = (value: unknown) => hash('sha256', JSON.stringify(value) ?? 'undefined', 'hex').slice(0, 20);

/**
 * What one page's HTML was made from, as named parts, each a digest:
 * - `code`: the generator's code and libraries;
 * - `page`: its own path, title, description and blocks (for an item's
 *   page, the template bound to the item);
 * - every read it made of the site while it was drawn, by the read's name
 *   (model/site-reader.ts): a setting, an item, a query's items, another
 *   page's title, a picture…, with the digest of what the read gave.
 * Nothing lists what a page needs: the parts are what its renderers read.
 * Two builds that give a page the same parts give it the same HTML, which
 * the incremental build's tests check byte for byte against clean builds.
 */
export type PageParts = Record<string, string>;

/** The read of a page's own place in its sequence, whose value depends on the page that makes it (model/site-reader.ts). */
export const OWN_PLACE = '["sequence"]';

/**
 * A page's key from its parts: the code, its own content, the digest of its
 * reads that pages share (worked out once per list of them) and of its own
 * place, when it read it.
 */
const keyOf = (code: string, page: string, shared: string, place: string | undefined) => digest([code, page, shared, place ?? null]);

/** The digest of reads and their digests, in the order of their names (code units: localeCompare's collator is slow). */
const readsDigest = (entries: Array<[string, string]>) => digest(entries);

const byName = ([a]: [string, string], [b]: [string, string]) => (a < b ? -1 : a > b ? 1 : 0);

/** The one digest a page is cached under: of its parts. */
export function pageKey(parts: PageParts): string {
  const { code, page, [OWN_PLACE]: place, ...reads } = parts;
  return keyOf(code, page, readsDigest(Object.entries(reads).sort(byName)), place);
}

/** The path a read of a page's title names, or undefined for another kind of read. */
export const titlePath = (name: string): string | undefined => (name.startsWith('["title",') ? ((JSON.parse(name) as Read)[1] as string) : undefined);

/**
 * The reads of a page, by name, sorted: pages that read the same share one
 * (build-cache.ts keeps each once). Its names are looked up when first
 * asked for: a page kept by its inputs digest needs only its titles.
 */
export class ReadList {
  private listed?: readonly string[];

  constructor(
    private readonly lookUp: () => readonly string[],
    /** The paths of the pages whose titles it read. */
    readonly titles: readonly string[],
  ) {}

  get names(): readonly string[] {
    this.listed ??= this.lookUp();
    return this.listed;
  }
}

/**
 * What a build knows of each page's record: the digest of every read now,
 * worked out once per build for all the pages that made it, and so each
 * page's key. A page whose key is the last build's reads what it read then
 * and gets the same HTML.
 */
export class PageRecords {
  /** Digests of reads, a page's own place by `["sequence"] <path>`, and of pages' own content, by `page <path>`, as parts-record.ts names them. */
  private readonly digests = new Map<string, string>();
  private readonly lists = new Map<ReadList, string>();
  /** Everything a page is made from besides its own text and the titles it shows, when validation kept the digest of the rest of the file. */
  private readonly shared?: string;

  constructor(
    private readonly source: ReadSource,
    /** The digest of the file but its routes, when the incremental validator kept it. */
    rest: string | undefined,
  ) {
    if (rest) this.shared = digest([outputDigest(), rest, source.assets]);
  }

  /** The digest of what a read gives now, for the page at `path`. */
  digestOf(name: string, path: string): string {
    // A read of the page's own place is the page's alone; any other is the same for every page that makes it.
    const at = name === OWN_PLACE ? `${name} ${path}` : name;
    let found = this.digests.get(at);
    if (found === undefined) this.digests.set(at, (found = digest(this.source.value(JSON.parse(name) as Read, path))));
    return found;
  }

  /** The `page` part: the page's own path, title, description and blocks; a route's blocks by the digest of the text they were read from. */
  own(page: SitePage): string {
    const at = `page ${page.path}`;
    let found = this.digests.get(at);
    if (found === undefined)
      this.digests.set(at, (found = digest([page.path, page.file, page.title, page.description, page.notFound, page.facts?.digest ?? blocksOf(page.blocks)])));
    return found;
  }

  /** Every digest worked out so far, by the name parts-record.ts keeps it under. */
  worked(): Array<[string, string]> {
    return [...this.digests];
  }

  /** The key of a page that made these reads: its parts' digest (pageKey), worked out once per list of reads. */
  key(page: SitePage, list: ReadList): string {
    let shared = this.lists.get(list);
    if (shared === undefined)
      this.lists.set(list, (shared = readsDigest(list.names.flatMap((name) => (name === OWN_PLACE ? [] : [[name, this.digestOf(name, page.path)]])))));
    const place = list.names.includes(OWN_PLACE) ? this.digestOf(OWN_PLACE, page.path) : undefined;
    return keyOf(outputDigest(), this.own(page), shared, place);
  }

  /** A page's parts, for --explain. */
  parts(page: SitePage, list: ReadList): PageParts {
    const parts: PageParts = { code: outputDigest(), page: this.own(page) };
    for (const name of list.names) parts[name] = this.digestOf(name, page.path);
    return parts;
  }

  /**
   * A digest of what the page's reads are made from, which costs one hash
   * where its key costs a digest of every read: the code, the rest of the
   * file (settings, collections, …) and the assets, the text of its own
   * route (an item's page and the not-found page are made from the rest
   * alone), and the titles it read of other pages, the only reads that
   * depend on other routes. When it is the last build's, so is every read,
   * and so the key: only the pages whose inputs did change are read again.
   * Undefined when validation did not keep the digests it needs.
   */
  inputs(page: SitePage, list: ReadList): string | undefined {
    const own = page.notFound ? 'not found' : page.item ? `item ${page.item.collection} ${page.item.id}` : page.facts?.digest;
    if (!this.shared || own === undefined) return undefined;
    const titles = this.source.titles();
    return digest([this.shared, page.path, own, list.titles.map((path) => titles.get(path) ?? null)]);
  }
}
