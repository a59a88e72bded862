import { useEffect, useRef, type Dispatch } from 'react';
import type { Action } from './store.js';

/** Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo, Ctrl/Cmd+S saves: everywhere, text fields included. */
export function useShortcuts(dispatch: Dispatch<Action>, save: () => void): void {
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z') dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
      else if (key === 'y' && !event.shiftKey) dispatch({ type: 'redo' });
      else if (key === 's' && !event.shiftKey) saveRef.current();
      else return;
      // The editor's history, not the text field's own, so an undo also undoes the file.
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [dispatch]);
}
