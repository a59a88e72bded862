import type { DataPath } from '../source.js';
import { valueAt } from '../state/data-edit.js';
import { words } from './words.js';
import { SITE_SCHEMA_FILE, type SchemaNode, type SchemaSet } from './schema-set.js';

/**
 * What the form edits at one time: a top-level section, a route, a block,
 * a collection's declaration or one of its items. Any data path belongs to
 * exactly one entity, the deepest that contains it, so a problem anywhere
 * opens the form that can fix it.
 */
type EntityKind = 'section' | 'route' | 'block' | 'collection' | 'item';

export interface Entity {
  kind: EntityKind;
  path: DataPath;
}

const LANGUAGE = 'schemas/site.schema.json';

export function entityOf(path: DataPath, data: unknown): Entity {
  const [top, a, b, c, d, e] = path;
  if (top === 'routes' && typeof a === 'number') {
    if (b === 'blocks' && typeof c === 'number') return { kind: 'block', path: path.slice(0, 4) };
    return { kind: 'route', path: path.slice(0, 2) };
  }
  if (top === 'notFound' && a === 'blocks' && typeof b === 'number') return { kind: 'block', path: path.slice(0, 3) };
  if (top === 'collections' && typeof a === 'string') {
    if (b === 'page' && c === 'blocks' && typeof d === 'number') return { kind: 'block', path: path.slice(0, 5) };
    if (b === 'items' && typeof c === 'number') {
      // An item's blocks field holds blocks, each with its own form.
      if (typeof d === 'string' && typeof e === 'number' && Array.isArray(valueAt(data, path.slice(0, 5))) && isBlockValue(valueAt(data, path.slice(0, 6))))
        return { kind: 'block', path: path.slice(0, 6) };
      return { kind: 'item', path: path.slice(0, 4) };
    }
    return { kind: 'collection', path: path.slice(0, 2) };
  }
  return { kind: 'section', path: path.slice(0, 1) };
}

const isBlockValue = (value: unknown) => !!value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string';

/** The schema the entity's form is made from. */
export function entitySchema(set: SchemaSet, entity: Entity, data: unknown): SchemaNode | undefined {
  const [top, name] = entity.path;
  switch (entity.kind) {
    case 'block': {
      const type = (valueAt(data, entity.path) as { type?: unknown } | undefined)?.type;
      return (typeof type === 'string' && set.file(`schemas/blocks/${type}.schema.json`)) || set.file('schemas/block.schema.json');
    }
    case 'item':
      return set.at(SITE_SCHEMA_FILE, `/$defs/item-${String(name)}`) ?? set.at('schemas/collections.schema.json', '/$defs/item');
    case 'collection':
      return set.at('schemas/collections.schema.json', '/$defs/collection');
    case 'route':
      return set.at(LANGUAGE, '/$defs/route');
    case 'section':
      return set.at(LANGUAGE, `/properties/${String(top)}`);
  }
}

/** The collection whose fields and ids a block's bindings name: its own `collection`, or the template's. */
export function bindingCollection(entity: Entity, data: unknown): string | undefined {
  const own = (valueAt(data, entity.path) as { collection?: unknown } | undefined)?.collection;
  if (typeof own === 'string') return own;
  const [top, name, part] = entity.path;
  return top === 'collections' && part === 'page' && typeof name === 'string' ? name : undefined;
}

/** A collection as the owner reads its name: 'sideDishes' → 'Side dishes'. */
export function collectionTitle(data: unknown, name: string): string {
  const declared = valueAt(data, ['collections', name, 'title']);
  return typeof declared === 'string' && declared.trim() ? declared.trim() : words(name);
}

/**
 * What one entry of a collection is called, for buttons ("Add a question"):
 * its declared itemName, else the collection's name made singular, else
 * 'entry'.
 */
export function itemNoun(data: unknown, name: string): string {
  const declared = valueAt(data, ['collections', name, 'itemName']);
  if (typeof declared === 'string' && declared.trim()) return declared.trim();
  const plain = words(name).toLowerCase();
  return /[^s]s$/.test(plain) ? plain.slice(0, -1) : 'entry';
}

/** The words an item goes by: its collection's title field, else a field called title or name, else its id. */
export function itemLabel(data: unknown, collection: string, item: unknown): string {
  const record = (item ?? {}) as Record<string, unknown>;
  const declared = valueAt(data, ['collections', collection, 'titleField']);
  for (const field of [declared, 'title', 'name', 'question', 'label']) {
    if (typeof field === 'string' && typeof record[field] === 'string' && record[field]) return record[field] as string;
  }
  return typeof record.id === 'string' && record.id ? record.id : `New ${itemNoun(data, collection)}`;
}

/** The words a block goes by in lists: its heading or title, else its type's title. */
export function blockLabel(set: SchemaSet, block: unknown): { type: string; typeTitle: string; text?: string } {
  const record = (block ?? {}) as Record<string, unknown>;
  const type = typeof record.type === 'string' ? record.type : '?';
  const typeTitle = (set.file(`schemas/blocks/${type}.schema.json`)?.schema.title as string | undefined) ?? type;
  const text = ['heading', 'title', 'caption', 'label'].map((key) => record[key]).find((v): v is string => typeof v === 'string');
  return { type, typeTitle, text };
}

/** Breadcrumb words for an entity: "Routes › About › Hero". */
export function entityTrail(set: SchemaSet, entity: Entity, data: unknown): string[] {
  const [top, a, b, c, d, e] = entity.path;
  const trail: string[] = [];
  const sectionTitle = (key: string) => (set.at(LANGUAGE, `/properties/${key}`)?.schema.title as string | undefined) ?? key;
  if (top === 'routes' && typeof a !== 'number') trail.push('Pages');
  else if (top === 'collections' && typeof a !== 'string') trail.push('Collections');
  else if (top === 'routes') {
    const route = valueAt(data, ['routes', a]) as { title?: string; path?: string } | undefined;
    trail.push('Pages', route?.title || route?.path || `Untitled page ${Number(a) + 1}`);
    if (entity.kind === 'block') trail.push(blockTitle(set, data, entity.path, Number(c)));
  } else if (top === 'collections' && typeof a === 'string') {
    trail.push('Collections', collectionTitle(data, a));
    if (b === 'page') trail.push('Page of each entry', blockTitle(set, data, entity.path, Number(d)));
    if (b === 'items') {
      trail.push(itemLabel(data, a, valueAt(data, ['collections', a, 'items', c])));
      if (entity.kind === 'block') trail.push(String(d), blockTitle(set, data, entity.path, Number(e)));
    }
  } else {
    trail.push(sectionTitle(String(top)));
    if (entity.kind === 'block') trail.push(blockTitle(set, data, entity.path, Number(b)));
  }
  return trail;
}

function blockTitle(set: SchemaSet, data: unknown, path: DataPath, index: number): string {
  const label = blockLabel(set, valueAt(data, path));
  return `${index + 1}. ${label.typeTitle}`;
}
