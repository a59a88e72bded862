import type { Report } from './bindings.js';
import type { RefProblem, RouteScope } from './route-scope.js';
import { boundCollections, declarationProblems, ratingScales } from './declarations.js';
import { itemProblems, type Place } from './items.js';
import { linkProblems } from './links.js';
import { navigationProblems } from './navigation.js';
import { pageProblems } from './pages.js';
import { imageProblems } from './images.js';
import { themeProblems, usedSettingsProblems } from './site-settings.js';
import { itemTypeProblems } from './item-types.js';

/**
 * What a schema cannot say, in one pass over the data: declarations that
 * fit together, items that follow their collection's declarations, blocks
 * that name collections, fields and items that exist, one h1 per page,
 * unique addresses, and links that lead somewhere. The data may have failed
 * the schema, so every check is defensive: the owner sees every problem of
 * the file at once.
 */
export function crossReferenceProblems(
  data: unknown,
  siteDir: string,
  where: Place = () => '?',
  scope?: RouteScope,
  max = Number.POSITIVE_INFINITY,
): RefProblem[] {
  const problems: RefProblem[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return problems;
  // Past `max` problems the checks run on, but nothing more is kept, nor placed in the file (which reads part of it again).
  const report: Report = (path, message, mode = 'value', within, fix) => {
    if (problems.length < max) problems.push({ path, mode, message, within, ...(fix && { fix }) });
  };
  const place: Place = (path) => (problems.length < max ? where(path) : '?');
  const restClean = scope?.restClean === true;
  const collections = boundCollections(data);
  const scales = ratingScales(data);
  if (!restClean) {
    declarationProblems(collections, scales, report);
    itemProblems({ collections, scales, report, place });
  }
  const site = data as Record<string, unknown>;
  const organization = (site.settings as { organization?: unknown } | undefined)?.organization;
  if (!restClean) itemTypeProblems(collections, organization, report);
  const pages = pageProblems({ data: site, collections, scales, organization, siteDir, report, place }, scope);
  const { external } = linkProblems({ data: site, collections, pages, report, full: () => problems.length >= max }, scope);
  if (!restClean) navigationProblems(site, pages.paths, collections, report, place);
  themeProblems(site, siteDir, report);
  imageProblems(site, siteDir, report, scope);
  usedSettingsProblems(site, external || (scope?.externalElsewhere ?? false), report);
  return problems;
}
