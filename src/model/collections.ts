import type { Collection, Field, Item } from '../types/site.js';

/** The kinds of field a collection can declare. */
export type FieldType = Field['type'];

/**
 * Parts an item plays collection-wide: what names it, dates it (when it was
 * published, and last changed) and sums it up. Lists, feeds, page titles and structured data read them. Each may be
 * declared (titleField: name); otherwise it is the field called by the
 * default names, when the collection has one.
 */
const ROLES = {
  title: { key: 'titleField', defaults: ['title', 'name'] },
  date: { key: 'dateField', defaults: ['date'] },
  updated: { key: 'updatedField', defaults: ['updated'] },
  summary: { key: 'summaryField', defaults: ['summary'] },
  author: { key: 'authorField', defaults: ['author'] },
  category: { key: 'categoryField', defaults: ['category'] },
} as const;

export type Role = keyof typeof ROLES;
export const ROLE_KEYS = Object.fromEntries(Object.entries(ROLES).map(([role, r]) => [role, r.key])) as Record<Role, (typeof ROLES)[Role]['key']>;

/** The field kinds each role accepts. */
export const ROLE_TYPES: Record<Role, FieldType[]> = {
  title: ['text'],
  date: ['date'],
  updated: ['date'],
  summary: ['text', 'inline-text'],
  author: ['text', 'reference'],
  category: ['text', 'choice', 'reference'],
};

export function hasField(collection: Pick<Collection, 'fields'>, name: string): boolean {
  return typeof collection.fields === 'object' && collection.fields !== null && Object.hasOwn(collection.fields, name);
}

/**
 * The field that plays a role in a collection, if any: the declared one,
 * else the first field called by one of the role's default names that has
 * a kind the role accepts (a choice field called 'title' is no title).
 * Without either, an item is named by its first required text field (an
 * FAQ's question), which is how its lists already show it.
 */
export function roleField(collection: Omit<Collection, 'items'>, role: Role): string | undefined {
  const declared = collection[ROLES[role].key];
  if (declared !== undefined) return hasField(collection, declared) ? declared : undefined;
  const named = ROLES[role].defaults.find((name) => hasField(collection, name) && ROLE_TYPES[role].includes(collection.fields[name].type));
  if (named !== undefined || role !== 'title' || typeof collection.fields !== 'object' || collection.fields === null) return named;
  return Object.keys(collection.fields).find((name) => collection.fields[name]?.type === 'text' && collection.fields[name].optional !== true);
}

/** The address of an item's page, when its collection declares one. */
export function itemPath(collection: Pick<Collection, 'path'>, id: string): string | undefined {
  return collection.path?.replace('{id}', id);
}

/** 'releaseDate' → 'Release date': a field's name read as words, for a heading nobody wrote. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}

/** How a field is named to people: its declared label, else its name as words. */
export function fieldLabel(collection: Omit<Collection, 'items'>, name: string): string {
  return (hasField(collection, name) ? collection.fields[name].label : undefined) ?? humanize(name);
}

/** An item's title: its title field, else its id. */
export function itemTitle(collection: Omit<Collection, 'items'>, item: Item): string {
  const field = roleField(collection, 'title');
  const value = field === undefined ? undefined : item[field];
  return typeof value === 'string' ? value : item.id;
}

/** Kinds a table column or a fact can show: every kind with a value a reader can see as text. */
export const SHOWN: FieldType[] = [
  'text',
  'inline-text',
  'number',
  'rating',
  'percent',
  'money',
  'date',
  'time',
  'datetime',
  'duration',
  'choice',
  'link',
  'email',
  'phone',
  'list',
  'reference',
  'image',
];
export const TEXT: FieldType[] = ['text', 'inline-text'];

/** One part a block shows (a title, a rating), the field kinds it takes, and the role it defaults to. */
export interface Part {
  kinds: FieldType[];
  role?: Role;
  required?: boolean;
}

/**
 * The field that fills a part of a block: the one named in its `show`,
 * else the collection's field for the part's role, else a field of the
 * part's own name when it has a fitting kind. Validation reports a named
 * field that does not fit (src/validate/bindings.ts); renderers rely on it.
 */
export function shownField(collection: Omit<Collection, 'items'>, show: object | undefined, part: string, spec: Part): string | undefined {
  const named = show && Object.hasOwn(show, part) ? (show as Record<string, unknown>)[part] : undefined;
  if (typeof named === 'string') return named;
  const fallback = spec.role ? roleField(collection, spec.role) : hasField(collection, part) ? part : undefined;
  return fallback !== undefined && spec.kinds.includes(collection.fields[fallback].type) ? fallback : undefined;
}

const itemIndexes = new WeakMap<Collection, Map<string, Item>>();

/** An item by id, from an index made once per collection. */
export function findItem(collection: Collection, id: string): Item | undefined {
  let index = itemIndexes.get(collection);
  if (!index) itemIndexes.set(collection, (index = new Map(collection.items.map((item) => [item.id, item]))));
  return index.get(id);
}
