import { isObj } from '../is-obj.js';
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
  if (!isObj(data)) return problems;
  // Only the code, message and fix of what is said: a schema message passed on also carries its own, relative path.
  // Past `max` problems the checks run on, but nothing more is kept, nor placed in the file (which reads part of it again).
  const report: Report = (path, { code, message, fix }, mode = 'value', within) => {
    if (problems.length < max) problems.push({ path, mode, code, message, within, ...(fix && { fix }) });
  };
  const place: Place = (path) => (problems.length < max ? where(path) : '?');
  const restClean = scope?.restClean === true;
  const collections = boundCollections(data);
  const scales = ratingScales(data);
  if (!restClean) {
    declarationProblems(collections, scales, report);
    itemProblems({ collections, scales, report, place });
  }
  const organization = isObj(data.settings) ? data.settings.organization : undefined;
  if (!restClean) itemTypeProblems(collections, organization, report);
  const pages = pageProblems({ data, collections, scales, organization, siteDir, report, place }, scope);
  const { external } = linkProblems({ data, collections, pages, report, full: () => problems.length >= max }, scope);
  if (!restClean) navigationProblems(data, pages.paths, collections, report, place);
  themeProblems(data, siteDir, report);
  imageProblems(data, siteDir, report, scope);
  usedSettingsProblems(data, external || (scope?.externalElsewhere ?? false), report);
  return problems;
}
