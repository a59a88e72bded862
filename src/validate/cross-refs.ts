import type { DataPath } from '../load/locate.js';
import type { Report } from './bindings.js';
import { boundCollections, declarationProblems, ratingScales } from './declarations.js';
import { itemProblems, type Place } from './items.js';
import { linkProblems } from './links.js';
import { navigationProblems } from './navigation.js';
import { pageProblems } from './pages.js';
import { themeProblems, usedSettingsProblems } from './site-settings.js';

export interface RefProblem {
  path: DataPath;
  mode: 'key' | 'value';
  message: string;
}

/**
 * What a schema cannot say, in one pass over the data: declarations that
 * fit together, items that follow their collection's declarations, blocks
 * that name collections, fields and items that exist, one h1 per page,
 * unique addresses, and links that lead somewhere. The data may have failed
 * the schema, so every check is defensive: the owner sees every problem of
 * the file at once.
 */
export function crossReferenceProblems(data: unknown, place: Place = () => '?'): RefProblem[] {
  const problems: RefProblem[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return problems;
  const report: Report = (path, message, mode = 'value') => problems.push({ path, mode, message });
  const collections = boundCollections(data);
  const scales = ratingScales(data);
  declarationProblems(collections, scales, report);
  itemProblems({ collections, scales, report, place });
  const site = data as Record<string, unknown>;
  const routes = pageProblems({ data: site, collections, scales, report, place });
  const { external } = linkProblems({ data: site, collections, routes, report });
  navigationProblems(site, routes, collections, report, place);
  themeProblems(site, report);
  usedSettingsProblems(site, external, report);
  return problems;
}
