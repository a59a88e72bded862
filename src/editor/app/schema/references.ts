import type { DataPath } from '../source.js';
import { valueAt } from '../state/data-edit.js';
import { SITE_SCHEMA_FILE, type SchemaNode, type SchemaSet } from './schema-set.js';
import { optionOf } from './option-of.js';

/** A string somewhere in the site that names a page, an item or a collection. */
export interface Mention {
  path: DataPath;
  value: string;
  /** The definition the string is: linkTarget, inlineText, routePath, itemId, collectionName, or 'reference' for an item's reference field. */
  kind: string;
  /** For item ids and references: the collection they name items of. */
  collection?: string;
}

const KINDS = new Set(['linkTarget', 'inlineText', 'routePath', 'itemId', 'collectionName']);
type Ctx = { collection?: string };

/**
 * Every string in the site that can name another part of it, found by
 * walking the data beside its schema, so a new block's links and ids are
 * found with no code here.
 */
export function mentions(set: SchemaSet, data: unknown): Mention[] {
  const found: Mention[] = [];
  const walk = (node: SchemaNode | undefined, value: unknown, path: DataPath, ctx: Ctx, depth = 0): void => {
    if (!node || value === undefined || value === null || depth > 40) return;
    const x = set.expand(node);
    if (x.block && value && typeof value === 'object' && !Array.isArray(value)) {
      const block = value as { type?: unknown; collection?: unknown };
      const schema = typeof block.type === 'string' ? set.file(`schemas/blocks/${block.type}.schema.json`) : undefined;
      walk(schema, value, path, { collection: typeof block.collection === 'string' ? block.collection : ctx.collection }, depth + 1);
      return;
    }
    if (x.options && !x.enum) {
      walk(x.options[optionOf(set, x, value)], value, path, ctx, depth + 1);
      return;
    }
    if (typeof value === 'string') {
      if (x.kind && KINDS.has(x.kind)) found.push({ path, value, kind: x.kind, ...(ctx.collection && { collection: ctx.collection }) });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((entry, i) => {
        walk(x.items, entry, [...path, i], ctx, depth + 1);
      });
      return;
    }
    if (typeof value === 'object') {
      for (const [key, entry] of Object.entries(value)) walk(x.properties[key] ?? x.additional, entry, [...path, key], ctx, depth + 1);
    }
  };
  const root = (data ?? {}) as Record<string, unknown>;
  const language = set.file('schemas/site.schema.json')!;
  const top = set.expand(language);
  for (const [key, value] of Object.entries(root)) if (key !== 'collections') walk(top.properties[key], value, [key], {});
  const collections = (root.collections ?? {}) as Record<
    string,
    { fields?: Record<string, { type?: string; to?: string }>; items?: unknown[]; page?: unknown }
  >;
  const declaration = set.at('schemas/collections.schema.json', '/$defs/collection');
  for (const [name, collection] of Object.entries(collections)) {
    if (!collection || typeof collection !== 'object') continue;
    const { items, ...rest } = collection;
    // The page template's blocks bind to this collection unless they name another.
    walk(declaration, rest, ['collections', name], { collection: name });
    const itemNode = set.at(SITE_SCHEMA_FILE, `/$defs/item-${name}`);
    (Array.isArray(items) ? items : []).forEach((item, k) => {
      walk(itemNode, item, ['collections', name, 'items', k], {});
      for (const [field, decl] of Object.entries(collection.fields ?? {})) {
        if (decl?.type !== 'reference' || typeof decl.to !== 'string') continue;
        const value = (item as Record<string, unknown>)?.[field];
        const at: DataPath = ['collections', name, 'items', k, field];
        if (typeof value === 'string') found.push({ path: at, value, kind: 'reference', collection: decl.to });
        else if (Array.isArray(value))
          value.forEach((v, i) => typeof v === 'string' && found.push({ path: [...at, i], value: v, kind: 'reference', collection: decl.to }));
      }
    });
  }
  return found;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces a page path where a link names it: the whole target, or the part before '#'. */
function renameTarget(value: string, from: string, to: string): string {
  return value === from ? to : value.startsWith(`${from}#`) ? to + value.slice(from.length) : value;
}

/** Replaces a page path in the links of inline markup: [label](path#x) and <path>. */
function renameInMarkup(text: string, from: string, to: string): string {
  return text.replace(new RegExp(`\\]\\(${escapeRegExp(from)}(?=[#)])`, 'g'), `](${to}`).replace(new RegExp(`<${escapeRegExp(from)}(?=[#>])`, 'g'), `<${to}`);
}

/** Where a page path is named, and what each mention becomes when the page moves to `to`. */
export function pathMentions(all: Mention[], from: string, to: string, except?: DataPath): Array<Mention & { next: string }> {
  const out: Array<Mention & { next: string }> = [];
  for (const m of all) {
    if (except && JSON.stringify(m.path) === JSON.stringify(except)) continue;
    let next = m.value;
    if (m.kind === 'linkTarget' || m.kind === 'routePath') next = renameTarget(m.value, from, to);
    else if (m.kind === 'inlineText') next = renameInMarkup(m.value, from, to);
    if (next !== m.value) out.push({ ...m, next });
  }
  return out;
}

/** Where an item is named by its id, and the page path of the item if its collection has pages. */
export function itemMentions(all: Mention[], data: unknown, collection: string, from: string, to: string): Array<Mention & { next: string }> {
  const out: Array<Mention & { next: string }> = all
    .filter((m) => (m.kind === 'itemId' || m.kind === 'reference') && m.collection === collection && m.value === from)
    .map((m) => ({ ...m, next: to }));
  const pattern = valueAt(data, ['collections', collection, 'path']);
  if (typeof pattern === 'string' && pattern.includes('{id}')) out.push(...pathMentions(all, pattern.replace('{id}', from), pattern.replace('{id}', to)));
  return out;
}

/** Where blocks name a collection. */
export function collectionMentions(all: Mention[], name: string): Mention[] {
  return all.filter((m) => m.kind === 'collectionName' && m.value === name);
}
