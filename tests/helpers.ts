import { validateSource } from '../src/validate/validate-site.js';
import { IQ_SITE_SOURCE } from './iq-site.js';

/** The IQ site's text (tests/iq-site.ts). */
export const SITE_SOURCE = IQ_SITE_SOURCE;

/**
 * Validates a copy of the real site.yaml with one text replacement applied;
 * the replacement must match. `problems` are what a reader sees (position and
 * message); `paths` are the data paths the visual editor focuses, in order.
 */
export function validateEdited(find: string | RegExp, replace: string) {
  const edited = SITE_SOURCE.replace(find, replace);
  if (edited === SITE_SOURCE) throw new Error(`test setup: '${String(find)}' not found in site.yaml`);
  const result = validateSource(edited);
  const problems = result.problems.map(({ line, col, message }) => ({ line, col, message }));
  return { site: result.site, problems, paths: result.problems.map((p) => p.path), source: edited };
}

/** 1-based line of the first occurrence of a marker in a text. */
export function lineOf(source: string, marker: string): number {
  const index = source.indexOf(marker);
  if (index < 0) throw new Error(`test setup: marker '${marker}' not found`);
  return source.slice(0, index).split('\n').length;
}

/** 1-based column of the first occurrence of a marker on its line. */
export function colOf(source: string, marker: string): number {
  const index = source.indexOf(marker);
  return index - source.lastIndexOf('\n', index - 1);
}
