import { readFileSync } from 'node:fs';
import { validateSource } from '../src/validate/validate-site.js';

export const SITE_SOURCE = readFileSync(new URL('../site.yaml', import.meta.url), 'utf8');

/** Validates a copy of the real site.yaml with one text replacement applied; the replacement must match. */
export function validateEdited(find: string | RegExp, replace: string) {
  const edited = SITE_SOURCE.replace(find, replace);
  if (edited === SITE_SOURCE) throw new Error(`test setup: '${String(find)}' not found in site.yaml`);
  return { ...validateSource(edited), source: edited };
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
