import { defineIsland } from '../../client/define-island.js';

/** SPEC §8: the attempted path is written to the console. */
export function logMissingPath(root: HTMLElement): void {
  const message = root.querySelector<HTMLElement>('[data-log-message]')?.dataset.logMessage ?? '';
  console.error(message, window.location.pathname);
}

defineIsland('not-found', logMissingPath);
