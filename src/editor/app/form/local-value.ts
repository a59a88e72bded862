import { useEffect, useRef, useState } from 'react';

/**
 * An input's own copy of its value. Typing shows at once and is sent on
 * the next frame, so a burst of keystrokes is one edit of the file, not
 * one per key. The value that comes back from the file is either an echo
 * of something this input sent (ignored: the input may be ahead of it by
 * a keystroke or two) or a change from elsewhere, an undo or a reload,
 * which replaces what the input shows.
 */
export function useLocalValue(value: string, commit: (next: string) => void): [string, (next: string) => void] {
  const [local, setLocal] = useState(value);
  const inFlight = useRef<string[]>([]);
  const frame = useRef(0);
  const latest = useRef({ commit, local });
  latest.current = { commit, local };
  useEffect(() => {
    const echo = inFlight.current.indexOf(value);
    if (echo >= 0) {
      inFlight.current = inFlight.current.slice(echo + 1);
      return;
    }
    inFlight.current = [];
    if (value !== latest.current.local) setLocal(value);
  }, [value]);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const change = (next: string) => {
    setLocal(next);
    latest.current.local = next;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      inFlight.current.push(next);
      latest.current.commit(next);
    });
  };
  return [local, change];
}
