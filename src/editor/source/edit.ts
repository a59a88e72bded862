/**
 * Public API: applies the visual editor's changes to the text of site.yaml,
 * changing only the nodes that were edited and keeping every other byte
 * (comments, key order, blank lines, quoting, folded paragraphs).
 * Isomorphic: imports only the `yaml` package, never `node:*`.
 */
import { applyToData, checkValue, getAt, stepKey } from './data.js';
import { removeEntry } from './collection.js';
import { holderEnd, locate } from './locate.js';
import { addKey, renameKey } from './mapping.js';
import { parseSite, type Parsed } from './parse.js';
import { insertItem, moveItem } from './sequence.js';
import { setValue } from './set.js';
import { commit } from './verify.js';
import { foldNewTexts } from './fold.js';
import { formatPath, SourceEditError, type SourceEdit } from './types.js';

export { readData } from './parse.js';
export { SourceEditError } from './types.js';
export type { DataPath, SourceEdit } from './types.js';

/**
 * Applies the edits in order and returns the new source. Throws SourceEditError
 * (a plain-language message naming the path) when an edit cannot be applied or
 * the result would not read back as intended.
 */
export function applyEdits(source: string, edits: SourceEdit[]): string {
  let parsed = parseSite(source);
  // Each edit applies to the result of the one before, so a rename and the update
  // of every reference to it are one change.
  for (const edit of edits) parsed = applyEdit(parsed, edit);
  return parsed.source;
}

function applyEdit(parsed: Parsed, edit: SourceEdit): Parsed {
  checkShape(edit);
  const { path } = edit;
  switch (edit.op) {
    case 'set':
      return setValue(parsed, path, edit.value, applyEdit, edit.order);
    case 'delete': {
      const expected = applyToData(parsed.data, edit);
      const { parent, index } = locate(parsed.doc, path);
      const holder = holderEnd(parsed.source, locate(parsed.doc, path.slice(0, -1)));
      return commit(removeEntry(parsed.source, parent!, index, holder), expected, path, 'delete');
    }
    case 'insert': {
      const expected = applyToData(parsed.data, edit);
      const key = path[path.length - 1];
      // A missing key is created holding a one-item sequence.
      const missing = path.length > 0 && stepKey(getAt(parsed.data, path.slice(0, -1)), key) === undefined;
      const out = missing ? addKey(parsed, path.slice(0, -1), String(key), [edit.value]) : insertItem(parsed, path, edit.index, edit.value);
      return foldNewTexts(commit(out, expected, path, 'insert'), [...path, missing ? 0 : edit.index], edit.value);
    }
    case 'move': {
      const expected = applyToData(parsed.data, edit);
      if (edit.from === edit.to) return parsed;
      return commit(moveItem(parsed, path, edit.from, edit.to), expected, path, 'move');
    }
    case 'rename': {
      const expected = applyToData(parsed.data, edit);
      if (path[path.length - 1] === edit.to) return parsed;
      return commit(renameKey(parsed, path, edit.to), expected, path, 'rename');
    }
  }
}

/** Edits arrive from a UI: their shape is checked before anything is written. */
function checkShape(edit: SourceEdit): void {
  const path: unknown = edit?.path;
  if (!Array.isArray(path) || !path.every((p) => typeof p === 'string' || (typeof p === 'number' && Number.isInteger(p)))) {
    throw new SourceEditError(`an edit's path must be a list of keys and indexes, got ${JSON.stringify(path)}`);
  }
  if (!['set', 'delete', 'insert', 'move', 'rename'].includes(edit.op)) throw new SourceEditError(`${formatPath(path)}: unknown edit "${String(edit.op)}"`);
  if (edit.op === 'set' || edit.op === 'insert') checkValue(edit.value, path);
  if (edit.op === 'rename' && (typeof edit.to !== 'string' || edit.to === ''))
    throw new SourceEditError(`${formatPath(path)}: a key can only be renamed to a word`);
  if (edit.op === 'set' && edit.order !== undefined && !(Array.isArray(edit.order) && edit.order.every((k) => typeof k === 'string')))
    throw new SourceEditError(`${formatPath(path)}: the order of keys must be a list of names`);
}
