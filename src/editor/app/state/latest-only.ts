import { useEffect, useRef } from 'react';

/**
 * Runs `task` for the newest input, one run at a time: while one is out,
 * only the newest input waits, so a fast typist never queues a backlog and
 * an old answer never lands after a newer one.
 */
export function useLatestOnly<T>(input: T, task: (input: T) => Promise<void>): void {
  const busy = useRef(false);
  const wanted = useRef(input);
  const run = useRef(task);
  wanted.current = input;
  run.current = task;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new input is what starts a run; the run reads it from the ref
  useEffect(() => {
    if (busy.current) return;
    busy.current = true;
    void (async () => {
      try {
        let done: T | undefined;
        while (done !== wanted.current) {
          done = wanted.current;
          try {
            await run.current(done);
          } catch {
            // The server is gone or refused; the next change tries again.
            break;
          }
        }
      } finally {
        busy.current = false;
      }
    })();
  }, [input]);
}
