import { readFileSync } from 'node:fs';
import { parseSource } from '../../src/load/load-site.js';
import type { Site } from '../../src/types/site.js';

/** The real site, read from site.yaml, so tests follow the content rather than copy it. */
export const site = parseSource(readFileSync(new URL('../../site.yaml', import.meta.url), 'utf8')).data as Site;
export const routePaths = site.routes.map((r) => r.path);
export const links = site.settings.links ?? {};

/** A collection's items with their fields, as tests read them. */
export function items(name: string): Array<{ id: string } & Record<string, any>> {
  return site.collections[name].items;
}
