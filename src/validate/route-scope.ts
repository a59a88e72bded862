import type { DataPath, Within } from '../load/locate.js';
import type { Said } from '../problem.js';

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

export interface RefProblem extends Said {
  path: DataPath;
  mode: 'key' | 'value';
  within?: Within;
}
