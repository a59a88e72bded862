import { slug } from '../../../markup/slug.js';
import type { DataPath, SourceEdit } from '../source.js';
import { pathKey, valueAt } from './data-edit.js';
import { proposedPath, routePaths } from './new-page.js';

const TITLE_FIELDS = ['title', 'name', 'question', 'label', 'heading'];

/** The field an entry of a collection is known by: its declared title field, else the first of title, name, question, label it has. */
function titleFieldOf(data: unknown, collection: string): string | undefined {
  const declared = valueAt(data, ['collections', collection, 'titleField']);
  if (typeof declared === 'string') return declared;
  const fields = valueAt(data, ['collections', collection, 'fields']);
  return TITLE_FIELDS.find((f) => fields && typeof fields === 'object' && f in fields);
}

/** A short name for a title that no other entry of the collection has. */
function proposedId(title: string, data: unknown, collection: string, except: number): string {
  const items = valueAt(data, ['collections', collection, 'items']);
  const taken = new Set((Array.isArray(items) ? items : []).filter((_, i) => i !== except).map((i) => (i as { id?: unknown })?.id));
  const base = title.trim() ? slug(title) : '';
  if (!base) return '';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * A new page's address and a new entry's short name follow its title as it
 * is typed, as long as the owner has not changed them: the edit that sets
 * the title also sets them. Older pages and entries keep theirs, since links
 * name them.
 */
export function followTitle(data: unknown, fresh: DataPath[], edit: SourceEdit): SourceEdit[] {
  if (edit.op !== 'set' || typeof edit.value !== 'string') return [];
  const path = edit.path;
  const holder = path.slice(0, -1);
  if (!fresh.some((f) => pathKey(f) === pathKey(holder))) return [];
  const old = valueAt(data, path);
  const before = typeof old === 'string' ? old : '';
  if (path[0] === 'routes' && path.length === 3 && path[2] === 'title') {
    const taken = routePaths(data);
    const current = valueAt(data, [...holder, 'path']);
    taken.delete(current as string);
    if (current !== '' && current !== proposedPath(before, taken)) return [];
    return [{ op: 'set', path: [...holder, 'path'], value: proposedPath(edit.value, taken) }];
  }
  if (path[0] === 'collections' && path[2] === 'items' && path.length === 5 && path[4] === titleFieldOf(data, String(path[1]))) {
    const index = path[3] as number;
    const current = valueAt(data, [...holder, 'id']);
    if (current !== '' && current !== proposedId(before, data, String(path[1]), index)) return [];
    return [{ op: 'set', path: [...holder, 'id'], value: proposedId(edit.value, data, String(path[1]), index) }];
  }
  return [];
}
