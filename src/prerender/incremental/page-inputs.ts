import { hash } from 'node:crypto';
import type { Assets } from '../../model/assets.js';
import { sequencePlace } from '../../model/settings.js';
import type { SitePage } from '../../validate/site-pages.js';
import { bindingsOf, pageBindings } from '../../renderers/registry.js';
import type { BlockBinding } from '../../model/route-facts.js';
import type { Collection, Site } from '../../types/site.js';
import { codeHash } from '../../code-hash.js';
import { needsOf } from '../../model/assets.js';

/**
 * What one page's HTML is made from, as named parts, each a digest:
 * - `code`: the generator's code and libraries;
 * - `site`: settings, navigation and footer, the font and code languages,
 *   which every page's shell shows;
 * - `page`: its own path, title, description and blocks (for an item's
 *   page, the template bound to the item);
 * - `item x of c`: each item it shows, found from its blocks;
 * - `collection c`: each collection it lists whole, and each collection its
 *   items refer to (a post's author's name);
 * - `links`: the titles it shows of other pages (breadcrumbs, previous and
 *   next);
 * - `pictures`: the encoded pictures it names.
 * Two builds that give a page the same parts give it the same HTML, which
 * the incremental build's tests check byte for byte against clean builds.
 */
export type PageParts = Record<string, string>;

/** The digest the build cache keys its records by: of a value's JSON, 20 hex digits. */
export const digest = (value: unknown) => hash('sha256', JSON.stringify(value) ?? 'undefined', 'hex').slice(0, 20);

/** Parts as one line, `name=digest;…`, as the build cache keeps them: names and digests hold neither character. */
export const partsText = (parts: PageParts): string =>
  Object.entries(parts)
    .map(([name, value]) => `${name}=${value}`)
    .join(';');

export function partsFromText(text: string): PageParts {
  return Object.fromEntries(text.split(';').map((entry) => [entry.slice(0, entry.lastIndexOf('=')), entry.slice(entry.lastIndexOf('=') + 1)]));
}

export class PageInputs {
  private readonly site: string;
  /** Digests and lookups worked out once per build, not once per page that needs them. */
  private readonly collections = new Map<string, string>();
  private readonly declarations = new Map<string, string>();
  private readonly items = new Map<string, Map<string, Collection['items'][number]>>();
  private readonly collectionPictures = new Map<string, Set<string>>();
  private readonly titles: Map<string, string>;
  private readonly anyPictures: boolean;
  /** Everything a page is made from besides its own text and the titles it shows, when validation kept the digest of the rest of the file. */
  private readonly shared?: string;

  constructor(
    private readonly data: Site,
    private readonly assets: Assets,
    pages: SitePage[],
    /** The digest of the file but its routes, when the incremental validator kept it. */
    rest: string | undefined,
  ) {
    this.site = digest([data.settings, data.navigation ?? null, data.footer ?? null, assets.font ?? null, assets.languages]);
    this.titles = new Map(pages.filter((p) => !p.notFound).map((p) => [p.path, p.title]));
    this.anyPictures = Object.keys(assets.images).length > 0;
    if (rest) this.shared = digest([codeHash(), rest, assets]);
  }

  /**
   * A digest of what the page's parts are made from, which costs one hash
   * where the parts cost several: the code, the rest of the file (settings,
   * collections, …) and the assets, the text of its own route (an item's page
   * and the not-found page are made from the rest alone), and the titles it
   * shows of other pages. When it is the last build's, so are the parts; only
   * the pages whose inputs did change are worked out part by part.
   * Undefined when validation did not keep the digests it needs.
   */
  inputs(page: SitePage): string | undefined {
    const own = page.notFound ? 'not found' : page.item ? `item ${page.item.collection} ${page.item.id}` : page.facts?.digest;
    if (!this.shared || own === undefined) return undefined;
    return digest([this.shared, page.path, own, this.linkedTitles(page)]);
  }

  parts(page: SitePage): PageParts {
    const parts: PageParts = {
      code: codeHash(),
      site: this.site,
      // A route's blocks by the digest of the text they were read from, when validation kept it: reading them, let
      // alone hashing them again, is most of planning a large site.
      page: digest([page.path, page.file, page.title, page.description, page.notFound, page.facts?.digest ?? page.blocks]),
    };
    const read = new Set<string>();
    const pictures = new Set<string>();
    this.readBlocks(pageBindings(page), parts, read, pictures, 0);
    for (const name of read) this.refersTo(name).forEach((target) => this.addCollection(target, parts, pictures));
    const links = this.linkedTitles(page);
    if (links.length > 0) parts.links = digest(links);
    if (this.anyPictures)
      for (const image of page.facts?.images ?? needsOf(page.blocks).images.values()) if (Object.hasOwn(this.assets.images, image.src)) pictures.add(image.src);
    if (pictures.size > 0) parts.pictures = digest([...pictures].sort().map((src) => [src, this.assets.images[src] ?? null]));
    return parts;
  }

  /** The items and collections the blocks show (their bindings), and the blocks an item's content holds, recursively. */
  private readBlocks(bindings: BlockBinding[], parts: PageParts, read: Set<string>, pictures: Set<string>, depth: number): void {
    if (depth > 4) return;
    for (const { lists, collection: name, item: id } of bindings) {
      if (lists) {
        this.addCollection(lists, parts, pictures);
        read.add(lists);
      }
      if (name === undefined || !Object.hasOwn(this.data.collections, name)) continue;
      const collection = this.data.collections[name];
      read.add(name);
      parts[`declaration of ${name}`] = this.once(this.declarations, name, () => digest({ ...collection, items: undefined }));
      if (id !== undefined) {
        const item = this.once(this.items, name, () => new Map(collection.items.map((i) => [i.id, i]))).get(id);
        parts[`item ${id} of ${name}`] = digest(item ?? null);
        this.collectPictures(item, pictures);
        // An item's own blocks (item-content) are read too.
        for (const value of Object.values(item ?? {}))
          if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string'))
            this.readBlocks(bindingsOf(value), parts, read, pictures, depth + 1);
      }
    }
  }

  private addCollection(name: string, parts: PageParts, pictures: Set<string>): void {
    if (!Object.hasOwn(this.data.collections, name)) return;
    const collection = this.data.collections[name];
    parts[`collection ${name}`] = this.once(this.collections, name, () => digest(collection));
    for (const src of this.once(this.collectionPictures, name, () => this.picturesIn(collection.items))) pictures.add(src);
  }

  private once<T>(memo: Map<string, T>, name: string, make: () => T): T {
    let value = memo.get(name);
    if (value === undefined) memo.set(name, (value = make()));
    return value;
  }

  private picturesIn(value: unknown): Set<string> {
    const found = new Set<string>();
    this.collectPictures(value, found);
    return found;
  }

  /** Collections whose items a collection's reference fields name. */
  private refersTo(name: string): string[] {
    const collection: Collection | undefined = this.data.collections[name];
    return Object.values(collection?.fields ?? {}).flatMap((field) => (field.type === 'reference' ? [field.to] : []));
  }

  /** Other pages' titles this page shows: the breadcrumb trail and its sequences' previous and next pages. */
  private linkedTitles(page: SitePage): Array<[string, string | undefined]> {
    const segments = page.path.split('/').filter(Boolean);
    const paths = ['/', ...segments.map((_, i) => '/' + segments.slice(0, i + 1).join('/'))];
    const place = sequencePlace(this.data, page.path);
    if (place) paths.push(place.paths[place.at - 1] ?? '', place.paths[place.at + 1] ?? '');
    return paths.map((path) => [path, this.titles.get(path)]);
  }

  /** Every picture named under a value: objects with a src the build encoded. */
  private collectPictures(value: unknown, found: Set<string>): void {
    if (!this.anyPictures) return;
    const stack = [value];
    while (stack.length > 0) {
      const next = stack.pop();
      if (Array.isArray(next)) stack.push(...next);
      else if (next && typeof next === 'object') {
        const src = (next as { src?: unknown }).src;
        if (typeof src === 'string' && Object.hasOwn(this.assets.images, src)) found.add(src);
        else stack.push(...Object.values(next));
      }
    }
  }
}

/** The one digest a page is cached under. Names sort in code-unit order: localeCompare goes through ICU's collator, slow over 10,000 pages. */
export const pageKey = (parts: PageParts) => digest(Object.entries(parts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
