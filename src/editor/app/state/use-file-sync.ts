import { useEffect, useRef, useState, type Dispatch } from 'react';
import type { Api } from '../api.js';
import { readData } from '../source.js';
import { isDirty, type Action, type Disk, type EditorState } from './store.js';

const draftKey = (file: string) => `site-editor-draft:${file}`;

interface Draft {
  base: string;
  text: string;
}

export function readDraft(file: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(draftKey(file));
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the working copy and the file on disk honest with each other:
 * - unsaved edits are kept in local storage, so a reload loses nothing;
 * - closing the tab with unsaved edits asks first;
 * - a change on disk reloads a clean copy at once, and for a copy with
 *   unsaved edits raises a conflict for the owner to settle.
 */
export function useFileSync(
  api: Api,
  file: string,
  state: EditorState,
  dispatch: Dispatch<Action>,
  setNotice: (notice: string) => void,
): { conflict: Disk | null; raise: (disk: Disk) => void; settle: (keep: 'mine' | 'theirs') => void } {
  const [conflict, setConflict] = useState<Disk | null>(null);
  const latest = useRef(state);
  latest.current = state;
  const dirty = isDirty(state);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (dirty) localStorage.setItem(draftKey(file), JSON.stringify({ base: state.disk.hash, text: state.text } satisfies Draft));
      else localStorage.removeItem(draftKey(file));
    }, 300);
    return () => clearTimeout(timer);
  }, [file, dirty, state.text, state.disk.hash]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  useEffect(
    () =>
      api.watch((disk) => {
        const now = latest.current;
        if (disk.hash === now.disk.hash) return;
        try {
          readData(disk.text);
        } catch (error) {
          // Half-way through an edit in another editor: keep what we have until the file reads again.
          setNotice(
            `The file changed on disk but cannot be read yet (${error instanceof Error ? error.message : String(error)}). The editor keeps the last version it could read.`,
          );
          return;
        }
        if (!isDirty(now)) {
          dispatch({ type: 'load', text: disk.text, disk });
          setNotice('The file changed on disk (another editor, a git pull): the editor now shows the new version. Undo (Ctrl+Z) goes back to the one before.');
        } else setConflict(disk);
      }),
    [api, dispatch, setNotice],
  );

  const settle = (keep: 'mine' | 'theirs') => {
    if (!conflict) return;
    // Keeping mine takes theirs as the base, so the next save replaces it knowingly.
    dispatch(keep === 'mine' ? { type: 'saved', disk: conflict } : { type: 'load', text: conflict.text, disk: conflict });
    setConflict(null);
  };
  return { conflict, raise: setConflict, settle };
}
