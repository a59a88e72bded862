import { slug } from '../../../markup/slug.js';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath, SourceEdit } from '../source.js';
import { valueAt } from './data-edit.js';

/** How a new page starts. */
export type Layout = { kind: 'blank' } | { kind: 'article' } | { kind: 'list'; collection: string } | { kind: 'copy'; route: number };

export interface NewPage {
  title: string;
  path: string;
  description: string;
  layout: Layout;
  /** Adds a header link to the page. */
  inNavigation: boolean;
  /** The footer column (by index) that gets a link to the page, if any. */
  footerColumn?: number;
}

type Block = Record<string, unknown>;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** An address for a title no other page has: '/' and its words joined by hyphens, numbered when taken. */
export function proposedPath(title: string, taken: Set<string>, prefix = '/'): string {
  const words = title.trim() ? slug(title) : '';
  if (!words) return '';
  let path = `${prefix}${words}`;
  for (let n = 2; taken.has(path); n++) path = `${prefix}${words}-${n}`;
  return path;
}

export function routePaths(data: unknown): Set<string> {
  const routes = valueAt(data, ['routes']);
  return new Set((Array.isArray(routes) ? routes : []).map((r) => (r as { path?: unknown })?.path).filter((p): p is string => typeof p === 'string'));
}

const required = (schemas: SchemaSet, type: string) => (schemas.file(`schemas/blocks/${type}.schema.json`)?.schema.required as string[] | undefined) ?? [];
const blockTypeNames = (names: string[]) =>
  names.filter((n) => n.startsWith('schemas/blocks/')).map((n) => n.slice('schemas/blocks/'.length, -'.schema.json'.length));

/** The title block a page starts with: one that gives the page its heading from a title alone. */
function titleBlockType(schemas: SchemaSet, titleBlocks: string[]): string | undefined {
  return titleBlocks.find((type) => required(schemas, type).every((k) => k === 'type' || k === 'title'));
}

/** A block of prose: one whose only required field is a list of paragraphs. */
function proseBlockType(schemas: SchemaSet, names: string[]): string | undefined {
  return blockTypeNames(names).find((type) => {
    const node = schemas.file(`schemas/blocks/${type}.schema.json`)!;
    const x = schemas.expand(node);
    const rest = x.required.filter((k) => k !== 'type');
    if (rest.length !== 1) return false;
    const field = schemas.expand(x.properties[rest[0]]);
    return field.type === 'array' && !!field.items && schemas.expand(field.items).kind === 'inlineText';
  });
}

/** Every block in the site's pages, with where it is. */
function siteBlocks(data: unknown): Block[] {
  const routes = valueAt(data, ['routes']);
  return (Array.isArray(routes) ? routes : [])
    .flatMap((r) => (Array.isArray((r as { blocks?: unknown })?.blocks) ? (r as { blocks: unknown[] }).blocks : []))
    .filter(isRecord);
}

/**
 * A block listing a collection's entries: the block the site already
 * lists it with (so a new list looks like the others), else the first kind
 * of block that needs nothing but the collection.
 */
function listBlock(schemas: SchemaSet, names: string[], data: unknown, collection: string): Block | undefined {
  const existing = siteBlocks(data).find((b) => b.collection === collection && b.item === undefined);
  if (existing) return structuredClone(existing);
  const type = blockTypeNames(names).find((t) => {
    const need = required(schemas, t);
    return need.includes('collection') && need.every((k) => k === 'type' || k === 'collection');
  });
  return type ? { type, collection } : undefined;
}

/** The layouts a new page may start from in this site. */
export function layoutsFor(schemas: SchemaSet, names: string[], data: unknown, titleBlocks: string[]): Layout[] {
  const layouts: Layout[] = [];
  if (titleBlockType(schemas, titleBlocks)) layouts.push({ kind: 'blank' });
  if (titleBlockType(schemas, titleBlocks) && proseBlockType(schemas, names)) layouts.push({ kind: 'article' });
  const collections = valueAt(data, ['collections']);
  for (const name of isRecord(collections) ? Object.keys(collections) : [])
    if (listBlock(schemas, names, data, name)) layouts.push({ kind: 'list', collection: name });
  const routes = valueAt(data, ['routes']);
  (Array.isArray(routes) ? routes : []).forEach((_, route) => layouts.push({ kind: 'copy', route }));
  return layouts;
}

/** The blocks a page starts with; its title block carries the page's title. */
function startingBlocks(schemas: SchemaSet, names: string[], data: unknown, titleBlocks: string[], page: NewPage): Block[] {
  const titleType = titleBlockType(schemas, titleBlocks);
  const title: Block[] = titleType ? [{ type: titleType, title: page.title }] : [];
  switch (page.layout.kind) {
    case 'blank':
      return title;
    case 'article': {
      const prose = proseBlockType(schemas, names)!;
      const field = schemas.expand(schemas.file(`schemas/blocks/${prose}.schema.json`)!).required.find((k) => k !== 'type')!;
      return [...title, { type: prose, [field]: [''] }];
    }
    case 'list': {
      const list = listBlock(schemas, names, data, page.layout.collection);
      return [...title, ...(list ? [list] : [])];
    }
    case 'copy': {
      const blocks = valueAt(data, ['routes', page.layout.route, 'blocks']);
      const copy = structuredClone(Array.isArray(blocks) ? blocks : []) as Block[];
      // The copy's title block says the new page's title.
      const first = copy.find((b) => isRecord(b) && titleBlocks.includes(String(b.type)) && typeof b.title === 'string');
      if (first) first.title = page.title;
      return copy;
    }
  }
}

/**
 * The edits that make a new page: the page itself after the others, and the
 * links to it the owner asked for in the header and the footer, as one
 * change that one undo takes back. Returns where the page is.
 */
export function newPageEdits(schemas: SchemaSet, names: string[], data: unknown, titleBlocks: string[], page: NewPage): { edits: SourceEdit[]; at: DataPath } {
  const routes = valueAt(data, ['routes']);
  const index = Array.isArray(routes) ? routes.length : 0;
  const route = {
    path: page.path,
    title: page.title,
    description: page.description,
    blocks: startingBlocks(schemas, names, data, titleBlocks, page),
  };
  const edits: SourceEdit[] = [{ op: 'insert', path: ['routes'], index, value: route }];
  const link = { label: page.title, to: page.path };
  if (page.inNavigation) {
    const links = valueAt(data, ['navigation', 'links']);
    if (isRecord(valueAt(data, ['navigation'])))
      edits.push({ op: 'insert', path: ['navigation', 'links'], index: Array.isArray(links) ? links.length : 0, value: link });
  }
  if (page.footerColumn !== undefined) {
    const links = valueAt(data, ['footer', 'columns', page.footerColumn, 'links']);
    if (Array.isArray(links)) edits.push({ op: 'insert', path: ['footer', 'columns', page.footerColumn, 'links'], index: links.length, value: link });
  }
  return { edits, at: ['routes', index] };
}
