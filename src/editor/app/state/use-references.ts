import { createElement, useCallback, useRef, type Dispatch, type FocusEvent } from 'react';
import type { ConfirmRequest } from '../dialogs/confirm.js';
import { fieldId } from '../form/env.js';
import { entityOf, entitySchema, entityTrail, type Entity } from '../schema/entity.js';
import { collectionMentions, itemMentions, mentions, pathMentions, type Mention } from '../schema/references.js';
import type { SchemaSet } from '../schema/schema-set.js';
import type { DataPath, SourceEdit } from '../source.js';
import { startsWith, valueAt } from './data-edit.js';
import { linesOf } from './lines.js';
import type { Action, EditorState } from './store.js';

/** A list of where things are mentioned, with their lines: "line 214, Routes › Home › 2. Hero". */
function places(schemas: SchemaSet, state: EditorState, found: Mention[]) {
  const lines = linesOf(
    state.text,
    found.map((m) => m.path),
  );
  const shown = found.slice(0, 12);
  return createElement(
    'ul',
    null,
    ...shown.map((m, i) => createElement('li', { key: i }, `line ${lines[i]}: ${entityTrail(schemas, entityOf(m.path, state.data), state.data).join(' › ')}`)),
    found.length > shown.length ? createElement('li', { key: 'more' }, `and ${found.length - shown.length} more`) : null,
  );
}

/** What refers to the thing at `path`: a route's page, an item, a collection. Other things have no references. */
function referencesTo(schemas: SchemaSet, data: unknown, path: DataPath): Mention[] {
  const [top, name, part, index] = path;
  const all = () => mentions(schemas, data);
  if (top === 'routes' && typeof name === 'number' && path.length === 2) {
    const route = valueAt(data, ['routes', name, 'path']);
    return typeof route === 'string' ? pathMentions(all(), route, `${route}\u0000`, [...path, 'path']) : [];
  }
  if (top === 'collections' && typeof name === 'string') {
    if (path.length === 2) return collectionMentions(all(), name);
    if (part === 'items' && typeof index === 'number' && path.length === 4) {
      const id = valueAt(data, [...path, 'id']);
      return typeof id === 'string' ? itemMentions(all(), data, name, id, `${id}\u0000`) : [];
    }
  }
  return [];
}

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const filled = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : isRecord(v) ? Object.values(v).some(filled) : v !== '' && v !== undefined && v !== null;

/** What goes with a deletion, in words, when it is more than one value: a page's blocks, a collection's entries, a block's content. */
function whatGoes(data: unknown, path: DataPath): string | undefined {
  const [top, name] = path;
  const value = valueAt(data, path);
  if (!isRecord(value)) return undefined;
  const count = (list: unknown, noun: string) => {
    const n = Array.isArray(list) ? list.length : 0;
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
  };
  if (top === 'routes' && path.length === 2)
    return `The page ${typeof value.path === 'string' ? `at ${value.path} ` : ''}and its ${count(value.blocks, 'block')} will be deleted.`;
  if (top === 'collections' && path.length === 2)
    return `The collection '${String(name)}' and its ${count(value.items, 'entry').replace('entrys', 'entries')} will be deleted.`;
  if (typeof value.type === 'string' && Object.entries(value).some(([k, v]) => k !== 'type' && filled(v)))
    return 'The block and everything written in it will be deleted.';
  return undefined;
}

/** What the form opens after the thing it shows is deleted: its neighbour in the same list, else what held it. */
function afterDeleting(path: DataPath, data: unknown): DataPath {
  const index = path[path.length - 1];
  const list = valueAt(data, path.slice(0, -1));
  // The one before it keeps its place; the one after moves into it.
  if (typeof index === 'number' && Array.isArray(list) && list.length > 1) return [...path.slice(0, -1), index > 0 ? index - 1 : 0];
  const holder = entityOf(path.slice(0, -1), data).path;
  return holder[0] === 'routes' && holder.length === 1 ? ['settings'] : holder;
}

/**
 * Deleting. A page, a collection, a block with something written in it, or
 * anything other parts of the site refer to is deleted only after the owner
 * is told what goes with it and where it is referred to; anything else at
 * once. Either way, one undo brings it back.
 */
export function useRemoval(schemas: SchemaSet, state: EditorState, dispatch: Dispatch<Action>, ask: (request: ConfirmRequest) => void) {
  const latest = useRef(state);
  latest.current = state;
  return useCallback(
    (path: DataPath, what: string) => {
      const now = latest.current;
      // Deleting what the form shows moves the form to its neighbour, or to what held it.
      const select = startsWith(now.selection, path) ? afterDeleting(path, now.data) : undefined;
      const run = () => dispatch({ type: 'edit', edits: [{ op: 'delete', path }], select });
      const found = referencesTo(schemas, now.data, path);
      const goes = whatGoes(now.data, path);
      if (found.length === 0 && !goes) return run();
      ask({
        title: `Delete ${what}?`,
        body: createElement(
          'div',
          null,
          goes && createElement('p', null, goes),
          found.length > 0 &&
            createElement(
              'p',
              null,
              `It is linked to or named in ${found.length} place${found.length === 1 ? '' : 's'}, which will show as problems until they are changed:`,
            ),
          found.length > 0 && places(schemas, now, found),
          createElement('p', null, 'Undo (Ctrl+Z) brings it back.'),
        ),
        confirm: 'Delete',
        onConfirm: run,
      });
    },
    [schemas, dispatch, ask],
  );
}

/** Whether a new name is one the schema accepts: references are not pointed at a path that cannot exist. */
function wellFormed(schemas: SchemaSet, data: unknown, path: DataPath, value: string): boolean {
  const node = entitySchema(schemas, entityOf(path, data), data);
  const field = node && schemas.expand(node).properties[String(path[path.length - 1])];
  const pattern = field && schemas.expand(field).pattern;
  return value !== '' && (!pattern || new RegExp(pattern, 'u').test(value));
}

/** The field that names an entity: a route's path, an item's id. */
function identityOf(entity: Entity): DataPath | undefined {
  if (entity.kind === 'route') return [...entity.path, 'path'];
  if (entity.kind === 'item') return [...entity.path, 'id'];
  return undefined;
}

/**
 * Renaming: when the owner leaves a route's path or an item's id after
 * changing it, every reference to the old name can be updated, joined to
 * the rename as one change, which one undo takes back.
 */
export function useIdentityRenames(schemas: SchemaSet, state: EditorState, dispatch: Dispatch<Action>, ask: (request: ConfirmRequest) => void, entity: Entity) {
  const before = useRef<{ path: DataPath; value: string } | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const identity = identityOf(entity);
  const onFocus = (event: FocusEvent) => {
    if (!identity || (event.target as HTMLElement).id !== fieldId(identity)) return;
    const value = valueAt(latest.current.data, identity);
    before.current = typeof value === 'string' ? { path: identity, value } : null;
  };
  const onBlur = (event: FocusEvent) => {
    const start = before.current;
    if (!start || (event.target as HTMLElement).id !== fieldId(start.path)) return;
    before.current = null;
    // The new name as the field shows it: on a busy machine the edit may reach the editor's state a few frames later.
    const typed = (event.target as HTMLInputElement).value;
    requestAnimationFrame(() => {
      const now = latest.current;
      const next = typeof typed === 'string' ? typed : valueAt(now.data, start.path);
      if (typeof next !== 'string' || next === start.value || !wellFormed(schemas, now.data, start.path, next)) return;
      const all = mentions(schemas, now.data);
      const [top, name] = start.path;
      const found = top === 'routes' ? pathMentions(all, start.value, next, start.path) : itemMentions(all, now.data, String(name), start.value, next);
      if (found.length === 0) return;
      const edits: SourceEdit[] = found.map((m) => ({ op: 'set', path: m.path, value: m.next }));
      ask({
        title: `Update ${found.length} reference${found.length === 1 ? '' : 's'} to '${start.value}'?`,
        body: createElement('div', null, `These places still name '${start.value}'. Update them to '${next}' in the same change:`, places(schemas, now, found)),
        confirm: 'Update them',
        onConfirm: () => dispatch({ type: 'edit', edits, merge: true }),
        alternative: { label: 'Leave them', onChoose: () => undefined },
      });
    });
  };
  return { onFocus, onBlur };
}
