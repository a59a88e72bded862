import type { DataPath } from '../load/locate.js';
import type { Fix } from '../problem.js';
import type { Report } from './bindings.js';
import { boundCollections, declarationProblems, ratingScales } from './declarations.js';
import { itemProblems, type Place } from './items.js';
import { linkProblems } from './links.js';
import { navigationProblems } from './navigation.js';
import { pageProblems } from './pages.js';
import { imageProblems } from './images.js';
import { themeProblems, usedSettingsProblems } from './site-settings.js';

/**
 * What a run checks, when not all: the incremental validator
 * (incremental/validator.ts) skips routes it found clean before whose inputs
 * are unchanged, and the checks of the rest of the file (collections and
 * items, navigation, the not-found page) when the rest and every route's
 * path are unchanged since it was found clean.
 */
export interface RouteScope {
  includes(route: number): boolean;
  /** The rest of the file was found clean before in the same context: its own checks are skipped. */
  restClean: boolean;
  /** Whether a skipped part links to another site (then settings.messages.newTab is needed). */
  externalElsewhere: boolean;
  /** What each checked route (and the rest, under REST) depends on beyond itself: the pages it links to and the pictures it names. */
  checks: Map<number, RouteChecks>;
}

/** The key of the rest of the file in RouteScope.checks. */
export const REST = -1;

export interface RouteChecks {
  targets: Set<string>;
  external: boolean;
  images: Set<string>;
}

export interface RefProblem {
  path: DataPath;
  mode: 'key' | 'value';
  message: string;
  fix?: Fix;
}

/**
 * What a schema cannot say, in one pass over the data: declarations that
 * fit together, items that follow their collection's declarations, blocks
 * that name collections, fields and items that exist, one h1 per page,
 * unique addresses, and links that lead somewhere. The data may have failed
 * the schema, so every check is defensive: the owner sees every problem of
 * the file at once.
 */
export function crossReferenceProblems(data: unknown, siteDir: string, place: Place = () => '?', scope?: RouteScope): RefProblem[] {
  const problems: RefProblem[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return problems;
  const report: Report = (path, message, mode = 'value', fix) => problems.push({ path, mode, message, ...(fix && { fix }) });
  const restClean = scope?.restClean === true;
  const collections = boundCollections(data);
  const scales = ratingScales(data);
  if (!restClean) {
    declarationProblems(collections, scales, report);
    itemProblems({ collections, scales, report, place });
  }
  const site = data as Record<string, unknown>;
  const organization = (site.settings as { organization?: unknown } | undefined)?.organization;
  const pages = pageProblems({ data: site, collections, scales, organization, siteDir, report, place }, scope);
  const { external } = linkProblems({ data: site, collections, pages, report }, scope);
  if (!restClean) navigationProblems(site, pages.paths, collections, report, place);
  themeProblems(site, siteDir, report);
  imageProblems(site, siteDir, report, scope);
  usedSettingsProblems(site, external || (scope?.externalElsewhere ?? false), report);
  return problems;
}
