import { applyEdits, applyToData, readData, type DataPath, type SourceEdit } from '../source.js';
import { startsWith } from './data-edit.js';
import { followPath } from './follow.js';

/** The site file as it is on disk, by its content hash. */
export interface Disk {
  text: string;
  hash: string;
}

interface Snapshot {
  text: string;
  pending: SourceEdit[];
  data: unknown;
  selection: DataPath;
}

/**
 * The working copy is kept twice: as data, which every edit changes at
 * once so the form and the preview follow the keystroke, and as the text a
 * save writes. Writing text costs a parse of the whole file, so edits wait
 * in `pending` and are written a moment later (`materialize`), off the
 * path from keystroke to preview.
 */
export interface EditorState {
  /** The text, with every edit but the pending ones. */
  text: string;
  /** Edits the data has and the text does not have yet. */
  pending: SourceEdit[];
  /** The working copy read as data: what the forms and the preview show. */
  data: unknown;
  /** The file as last loaded or saved; the working copy is unsaved when it differs. */
  disk: Disk;
  /** The entity the form shows, e.g. ['routes', 0, 'blocks', 2]. */
  selection: DataPath;
  /** A field to focus once the form shows it. */
  focus?: { path: DataPath; at: number };
  past: Snapshot[];
  future: Snapshot[];
  /** The last edit, so keystrokes in one field make one undo step. */
  last?: { key: string; at: number };
  /** Why the last edit could not be applied. */
  error?: string;
  /**
   * Entries just added (a page, a block, an entry of a collection): their
   * problems wait until the owner leaves a field of theirs or saves, so a new
   * entry does not open with a list of what is not filled in yet.
   */
  fresh: DataPath[];
  /** Fields of fresh entries the owner has left, whose problems show. */
  touched: string[];
}

export type Action =
  /** `coalesce` joins keystrokes in one field into one undo step; `merge` joins this edit to the previous one, whenever it was. */
  | { type: 'edit'; edits: SourceEdit[]; select?: DataPath; coalesce?: string; merge?: boolean; fresh?: DataPath; focus?: DataPath }
  /** Writes the pending edits into the text. */
  | { type: 'materialize' }
  | { type: 'select'; path: DataPath; focus?: DataPath }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Replaces the working copy with a text from elsewhere (the disk, a kept draft); it can be undone. */
  | { type: 'load'; text: string; disk?: Disk }
  | { type: 'saved'; disk: Disk }
  | { type: 'dismiss-error' }
  /** The owner left a field: its problems show from now on. */
  | { type: 'touch'; path: DataPath }
  /** Every problem shows, fresh entries' too (a save, a check asked for). */
  | { type: 'reveal' };

/** Keystrokes in the same field within this time are one undo step. */
const COALESCE_MS = 1200;
const HISTORY = 200;

export function initialState(disk: Disk, text = disk.text): EditorState {
  return { text, pending: [], data: readData(text), disk, selection: ['settings'], past: [], future: [], fresh: [], touched: [] };
}

const snapshot = (s: EditorState): Snapshot => ({ text: s.text, pending: s.pending, data: s.data, selection: s.selection });

export function reducer(state: EditorState, action: Action): EditorState {
  switch (action.type) {
    case 'edit': {
      let data: unknown;
      try {
        data = action.edits.reduce(applyToData, state.data);
      } catch (error) {
        return { ...state, error: error instanceof Error ? error.message : String(error) };
      }
      const now = Date.now();
      const merge =
        state.past.length > 0 &&
        (action.merge === true || (action.coalesce !== undefined && state.last?.key === action.coalesce && now - state.last.at < COALESCE_MS));
      const past = merge ? state.past : [...state.past, snapshot(state)].slice(-HISTORY);
      const selection = action.select ?? action.edits.reduce(followPath, state.selection);
      // A fresh entry follows moves of its neighbours; one that was deleted is forgotten.
      const fresh = state.fresh.flatMap((path) => {
        const next = action.edits.reduce(followPath, path);
        return next.length === path.length ? [next] : [];
      });
      return {
        ...state,
        data,
        pending: [...state.pending, ...action.edits],
        past,
        future: [],
        selection,
        last: action.coalesce ? { key: action.coalesce, at: now } : undefined,
        error: undefined,
        fresh: action.fresh ? [...fresh, action.fresh] : fresh,
        // A new entry opens with its first field to fill in focused.
        focus: action.focus || action.fresh ? { path: (action.focus ?? action.fresh)!, at: now } : state.focus,
      };
    }
    case 'materialize':
      return materialize(state);
    case 'select':
      return { ...state, selection: action.path, focus: action.focus ? { path: action.focus, at: Date.now() } : undefined, last: undefined };
    case 'undo': {
      const previous = state.past[state.past.length - 1];
      if (!previous) return state;
      return { ...state, ...previous, past: state.past.slice(0, -1), future: [snapshot(state), ...state.future], last: undefined };
    }
    case 'redo': {
      const next = state.future[0];
      if (!next) return state;
      return { ...state, ...next, past: [...state.past, snapshot(state)], future: state.future.slice(1), last: undefined };
    }
    case 'load': {
      const current = materialize(state);
      if (action.text === current.text) return { ...current, disk: action.disk ?? state.disk };
      return {
        ...current,
        text: action.text,
        pending: [],
        data: readData(action.text),
        disk: action.disk ?? state.disk,
        past: [...state.past, snapshot(state)].slice(-HISTORY),
        future: [],
        last: undefined,
      };
    }
    case 'saved':
      return { ...state, disk: action.disk, fresh: [], touched: [] };
    case 'dismiss-error':
      return { ...state, error: undefined };
    case 'touch': {
      const key = JSON.stringify(action.path);
      return state.touched.includes(key) || !state.fresh.some((f) => startsWith(action.path, f)) ? state : { ...state, touched: [...state.touched, key] };
    }
    case 'reveal':
      return state.fresh.length === 0 ? state : { ...state, fresh: [], touched: [] };
  }
}

/**
 * The state with its pending edits written into the text. An edit the text
 * cannot take (the source library refuses what would not read back as
 * intended) is undone in the data too, and said why.
 */
export function materialize(state: EditorState): EditorState {
  if (state.pending.length === 0) return state;
  try {
    return { ...state, text: applyEdits(state.text, state.pending), pending: [] };
  } catch (error) {
    return { ...state, data: readData(state.text), pending: [], error: error instanceof Error ? error.message : String(error) };
  }
}

export const isDirty = (state: EditorState) => state.pending.length > 0 || state.text !== state.disk.text;

/** Whether a problem at this path waits: it is inside a fresh entry, in a field the owner has not left yet. */
export function waiting(state: Pick<EditorState, 'fresh' | 'touched'>, path: DataPath): boolean {
  return state.fresh.some((f) => startsWith(path, f)) && !state.touched.some((t) => startsWith(path, JSON.parse(t) as DataPath));
}
