import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { IMAGE_DIR } from '../../model/pictures.js';
import { DEFAULT_LIMITS } from '../../load/guard-cst.js';
import { MAX_BYTES, MAX_VALUES } from '../../load/load-site.js';
import { countValuesInBytes, valuesIn } from '../../load/value-count.js';
import { quickLoad } from '../../load/quick-load.js';
import { readRoute, type LazySite } from '../../model/lazy-site.js';
import { crossReferenceProblems } from '../cross-refs.js';
import { REST, type RouteChecks, type RouteScope } from '../route-scope.js';
import { schemaValidator } from '../schema-validator.js';
import { placedProblems, validateSource, type ValidationResult } from '../validate-site.js';
import { locate, type DataPath, type Position, type Within } from '../../load/locate.js';
import { parseSource, type LoadedSource } from '../../load/load-site.js';
import type { Problem } from '../../problem.js';
import { BufferBytes, type SiteBytes } from '../../load/site-bytes.js';
import type { RouteFacts, SiteFacts } from '../../model/route-facts.js';
import { ChangedWhileRead, chunkText, restText, splitEdited, splitSite, type SplitSite } from './split.js';
import { readRoutes } from './parallel-read.js';

/** That a part's cross-reference checks passed, in the context `checkedIn`; and what they depended on beyond it. */
interface Clean {
  checkedIn: string;
  targets: string[];
  external: boolean;
  images: Array<[string, number]>;
}

/** What a route was found to be, the last time it was read and checked. */
export interface RouteMemo {
  /** The route as data. */
  route: unknown;
  /** Whether it passed the route schema. */
  valid: boolean;
  /** Whether its cross-reference checks passed, in the context of the rest of the file it was checked in. */
  clean?: Clean;
  /** What a valid route's blocks need and read (model/route-facts.ts), handed to the build with the site. */
  facts?: RouteFacts;
}

/** Everything the validator keeps between runs: in memory in a long-lived process, on disk between builds (persist.ts). */
export interface Memory {
  /** The rest of the file (everything but the routes), read; and whether its checks passed, in the context of every route's path. */
  rest?: { hash: string; data: Record<string, unknown>; schemaValid?: boolean; clean?: Clean };
  routes: Map<string, RouteMemo>;
  /** The route paths of the last clean site, and each path's route text, for what changed since. */
  paths: Map<string, string>;
  /** The last cut, with the bytes it was cut from, so the next cut starts from it; in memory only (a long-lived process), never saved. */
  last?: SplitSite;
  /** The values counted in each route's text and in the rest's, by digest, for the next save (valuesWithinLimit); in memory only. */
  values?: { routes: Map<string, number>; rest?: { hash: string; count: number } };
}

export const emptyMemory = (): Memory => ({ routes: new Map(), paths: new Map() });

/** Route count limits of the site schema (routes: minItems 1, maxItems 20000). */
const ROUTES = { min: 1, max: 20000 };

/**
 * Validation that reads and checks only what changed since the last run,
 * with the same result as a full run (a property test compares the two
 * over random edit sequences):
 * - the file is cut into its routes and the rest (split.ts); a route whose
 *   text is unchanged is not parsed again, nor checked against the schema;
 * - the cross-reference checks skip each route found clean before whose
 *   own text, the rest of the file, the pages it links to and the pictures
 *   it names are all unchanged;
 * - anything unusual (a layout the cut is not sure of, any problem at all)
 *   goes to the full validation, which places every problem.
 */
export class IncrementalValidator {
  /** Whether the memory changed since it was loaded. */
  changed = false;
  /** How much this run did afresh: routes parsed, whether the rest was, and routes whose links were checked again. */
  private fresh = { routes: 0, rest: false, total: 0, rechecked: 0 };
  /** How the last validation went: clean on the fast path, problems placed within routes, or the slow path over the whole file. */
  road: 'quick' | 'routes' | 'whole' | undefined;

  constructor(
    private readonly siteDir: string,
    public memory: Memory = emptyMemory(),
    /** Keep the bytes, so the next validation cuts only what changed: for a long-lived process (the dev server); a one-off run lets them go. */
    private readonly keepText = false,
  ) {}

  /**
   * Whether saving the memory pays: when the rest of the file, or one route
   * in twenty, was read or checked afresh. Saving 10,000 routes' memory
   * takes longer than reading a few edited routes again, which is all a run
   * that skips it leaves the next one to do: what it knows is keyed by
   * content, so older memory is never wrong, only less complete. Checking
   * links again is not few, though: a renamed heading on a page every route
   * links to had every later run check all routes' links again (doubling
   * the validation) until something else made the memory worth saving.
   */
  get worthSaving(): boolean {
    const { rest, routes, rechecked, total } = this.fresh;
    return this.changed && (rest || routes * 20 >= total || rechecked * 20 >= total);
  }

  /**
   * Validates the file's text, or its bytes as read (site-bytes.ts), which
   * are decoded only where they are new. With `whole: false`, a file the
   * quick roads cannot settle gives undefined instead of the careful parse
   * of all of it: the dev server's answer to a file that may be part way
   * through a save in place, which at 10,000 routes would cost seconds.
   */
  validate(input: string | SiteBytes): ValidationResult<LazySite>;
  validate(input: string | SiteBytes, options: { whole: false }): ValidationResult<LazySite> | undefined;
  validate(input: string | SiteBytes, options?: { whole: false }): ValidationResult<LazySite> | undefined {
    const bytes = typeof input === 'string' ? BufferBytes.of(input) : input;
    // A file over either limit goes to the careful path, which says where.
    const cut = bytes.size <= MAX_BYTES ? this.cut(bytes) : undefined;
    let split: SplitSite | undefined;
    try {
      split = cut && this.valuesWithinLimit(cut) ? cut : undefined;
      this.memory.last = this.keepText && split ? split : undefined;
      const quick = split && this.quick(split);
      if (quick) {
        this.road = 'quick';
        return { ...quick, problems: [] };
      }
      const problems = split && this.problemsInRoutes(split);
      if (problems) {
        this.road = 'routes';
        return { problems };
      }
    } catch (error) {
      // A file rewritten while it was read is read whole, as it is now.
      if (!(error instanceof ChangedWhileRead)) throw error;
      this.memory.last = undefined;
      // A count may have been of bytes newer than the digest it is kept under.
      this.memory.values = undefined;
    }
    if (options?.whole === false) {
      this.road = undefined;
      return undefined;
    }
    this.road = 'whole';
    return validateSource(typeof input === 'string' ? input : bytes.slice(0, bytes.size).toString('utf8'), this.siteDir);
  }

  /**
   * Whether the file holds no more values than the limit (load/value-count.ts),
   * counted a part at a time: the rest of the file once per text of it, each
   * route once per text of it, so a save counts only what it changed, not
   * the whole file again. The parts cover the file from line start to line
   * start, so the sum is the whole file's count.
   */
  private valuesWithinLimit(split: SplitSite): boolean {
    const { bytes } = split;
    // Bytes read from the file as needed (a one-off build or validate) are counted in one pass rather than a read for each route.
    if (!(bytes instanceof BufferBytes)) return countValuesInBytes(bytes, MAX_VALUES).overAt === undefined;
    const known = this.memory.values;
    const rest =
      known?.rest?.hash === split.restHash
        ? known.rest
        : { hash: split.restHash, count: valuesIn(bytes.slice(0, split.bodyStart)) + valuesIn(bytes.slice(split.bodyEnd, bytes.size)) };
    // The document itself is a value.
    let total = 1 + rest.count;
    const counts = new Map<string, number>();
    let end = split.bodyStart;
    for (const chunk of split.routes) {
      // Anything between two entries (none, in the cut's usual layout) is counted as it stands.
      if (chunk.start > end) total += valuesIn(bytes.slice(end, chunk.start));
      const count = counts.get(chunk.hash) ?? known?.routes.get(chunk.hash) ?? valuesIn(bytes.slice(chunk.start, chunk.end));
      counts.set(chunk.hash, count);
      total += count;
      end = chunk.end;
    }
    if (split.bodyEnd > end) total += valuesIn(bytes.slice(end, split.bodyEnd));
    // Only this version's routes are kept, as with the routes' memory.
    this.memory.values = { routes: counts, rest };
    return total <= MAX_VALUES;
  }

  /** The cut of the bytes: from the last cut when the bytes before are at hand, else whole. */
  private cut(bytes: SiteBytes): SplitSite | undefined {
    const last = this.memory.last;
    const edited = last && last.bytes instanceof BufferBytes && bytes instanceof BufferBytes ? splitEdited({ ...last, bytes: last.bytes }, bytes) : undefined;
    return edited ?? splitSite(bytes);
  }

  /**
   * The file's problems when every one of them is inside routes: the data
   * is assembled from what was read, checked whole, and each problem is
   * placed by reading only the routes it is in with positions. A large file
   * with a mistake in one route then costs a fraction of a second, not the
   * slow path's parse of the whole file in many times its size of memory. Undefined, and the
   * slow path decides, when any part does not read, a problem lies outside
   * the routes, or there is none to show.
   */
  private problemsInRoutes(split: SplitSite): Problem[] | undefined {
    const read = this.readAll(split);
    if (!read) return undefined;
    const located = new RouteLocator(split);
    try {
      // Checked whole: every route's blocks are read.
      const data = { ...read.rest.data, routes: read.routes.map((memo) => readRoute(memo.route)) };
      const problems = placedProblems(data, this.siteDir, (path, mode, within) => located.at(path, mode, within));
      return problems.length > 0 ? problems : undefined;
    } catch (error) {
      if (error === OUTSIDE_ROUTES) return undefined;
      throw error;
    }
  }

  /** The site, when the fast path is sure it has no problem; otherwise undefined. */
  private quick(split: SplitSite): { site: LazySite; facts: SiteFacts } | undefined {
    const read = this.readAll(split);
    if (!read || read.routes.some((memo) => !memo.valid)) return undefined;
    const { rest, routes } = read;
    const data = { ...rest.data, routes: routes.map((m) => m.route) };
    // The rest against the whole schema, with one route standing in for all of them (each passed the route schema):
    // once per text of the rest, which for a site of thousands of items is a twentieth of a second each time.
    if (!rest.schemaValid) {
      if (!schemaValidator()({ ...rest.data, routes: [readRoute(routes[0].route)] })) return undefined;
      rest.schemaValid = true;
      this.changed = true;
    }
    const paths = new Map(split.routes.map((chunk, i) => [String((routes[i].route as { path?: unknown }).path), chunk.hash]));
    if (!this.crossReferencesClean(data, split, routes, rest, paths)) return undefined;
    this.memory.paths = paths;
    // Only the routes of this version are worth keeping: an editor's every keystroke makes a new one.
    const current = new Set(split.routes.map((chunk) => chunk.hash));
    for (const hash of this.memory.routes.keys()) {
      if (current.has(hash)) continue;
      this.memory.routes.delete(hash);
      this.changed = true;
    }
    // Routes the memory file holds keep their blocks there until something reads them (lazy-routes.ts).
    return { site: data as unknown as LazySite, facts: { rest: split.restHash, routes: routes.map((memo) => memo.facts) } };
  }

  /** The rest of the file and every route, each read once per text; undefined when a part does not read or the route count is out of bounds. */
  private readAll(split: SplitSite): { rest: NonNullable<Memory['rest']>; routes: RouteMemo[] } | undefined {
    if (split.routes.length < ROUTES.min || split.routes.length > Math.min(ROUTES.max, DEFAULT_LIMITS.maxEntries)) return undefined;
    this.fresh.total = split.routes.length;
    const rest = this.readRest(split);
    if (!rest) return undefined;
    // Each text not read before, once: two routes of the same text share their memo.
    const fresh = [...new Map(split.routes.filter((chunk) => !this.memory.routes.has(chunk.hash)).map((chunk) => [chunk.hash, chunk])).values()];
    const read = readRoutes(split, fresh);
    if (!read) return undefined;
    fresh.forEach((chunk, i) => this.remember(chunk.hash, read[i]));
    return { rest, routes: split.routes.map((chunk) => this.memory.routes.get(chunk.hash)!) };
  }

  private readRest(split: SplitSite): Memory['rest'] {
    if (this.memory.rest?.hash === split.restHash) return this.memory.rest;
    const data = quickLoad(restText(split));
    if (!data || typeof data !== 'object' || Array.isArray(data) || !Object.hasOwn(data, 'routes') || (data as { routes: unknown }).routes !== null)
      return undefined;
    this.changed = true;
    this.fresh.rest = true;
    return (this.memory.rest = { hash: split.restHash, data: data as Record<string, unknown> });
  }

  private remember(hash: string, memo: RouteMemo): void {
    // A file with problems is read whole; bound what a run of broken versions can leave behind.
    if (this.memory.routes.size > 2 * ROUTES.max) this.memory.routes.clear();
    this.memory.routes.set(hash, memo);
    this.changed = true;
    this.fresh.routes += 1;
  }

  /**
   * The cross-reference checks, skipping routes found clean before in the
   * same context (the rest of the file, unchanged) whose linked pages and
   * pictures are unchanged too.
   */
  private crossReferencesClean(
    data: Record<string, unknown>,
    split: SplitSite,
    routes: RouteMemo[],
    rest: NonNullable<Memory['rest']>,
    paths: Map<string, string>,
  ): boolean {
    const context = split.restHash;
    const changedPaths = this.changedPaths(paths);
    const stillClean = (clean: Clean | undefined, checkedIn: string) =>
      clean !== undefined &&
      clean.checkedIn === checkedIn &&
      !clean.targets.some((target) => changedPaths.has(target)) &&
      clean.images.every(([src, mtime]) => imageTime(this.siteDir, src) === mtime);
    const include = routes.map((memo) => !stillClean(memo.clean, context));
    // The rest's checks read every route's path (links, navigation, item pages), so they hold while the rest and the paths do.
    // Every route's path in order, a path twice included: the Map of them would keep one.
    const pathsDigest = createHash('sha256')
      .update(routes.map((memo) => String((memo.route as { path?: unknown }).path)).join('\n'))
      .digest('base64url');
    const restContext = `${context} ${pathsDigest}`;
    const restClean = stillClean(rest.clean, restContext);
    const scope: RouteScope = {
      includes: (i) => include[i],
      restClean,
      externalElsewhere: routes.some((memo, i) => !include[i] && memo.clean!.external) || (restClean && rest.clean!.external),
      checks: new Map(),
    };
    // The routes checked again are read whole; the others' blocks are read only for the anchors a link names (pages.ts).
    const checked = { ...data, routes: routes.map((memo, i) => (include[i] ? readRoute(memo.route) : memo.route)) };
    if (crossReferenceProblems(checked, this.siteDir, undefined, scope).length > 0) return false;
    const cleanOf = (owner: number, checkedIn: string): Clean => {
      const facts: RouteChecks = scope.checks.get(owner) ?? { targets: new Set(), external: false, images: new Set() };
      return { checkedIn, targets: [...facts.targets], external: facts.external, images: [...facts.images].map((src) => [src, imageTime(this.siteDir, src)]) };
    };
    routes.forEach((memo, i) => {
      if (!include[i]) return;
      this.changed = true;
      this.fresh.rechecked += 1;
      memo.clean = cleanOf(i, context);
    });
    if (!restClean) {
      this.changed = true;
      rest.clean = cleanOf(REST, restContext);
    }
    return true;
  }

  /**
   * Paths whose page may differ from the last clean run: added, removed, or
   * written by a route whose text changed (its anchors may differ). Links
   * to them are checked again.
   */
  private changedPaths(now: Map<string, string>): Set<string> {
    const changed = new Set<string>();
    for (const [path, hash] of now) if (this.memory.paths.get(path) !== hash) changed.add(path);
    for (const path of this.memory.paths.keys()) if (!now.has(path)) changed.add(path);
    return changed;
  }
}

const OUTSIDE_ROUTES = new Error('a position outside the routes');

/** Positions inside routes, from each route's own text read with positions; a route's lines start where the file has it. */
class RouteLocator {
  private readonly docs = new Map<number, LoadedSource>();
  private firstLines?: number[];

  constructor(private readonly split: SplitSite) {}

  at(path: DataPath, mode: 'key' | 'value', within?: Within): Position {
    const index = path[1];
    if (path[0] !== 'routes' || typeof index !== 'number' || !this.split.routes[index]) throw OUTSIDE_ROUTES;
    let loaded = this.docs.get(index);
    if (!loaded) {
      loaded = parseSource(chunkText(this.split, this.split.routes[index]), { ...DEFAULT_LIMITS, maxDepth: DEFAULT_LIMITS.maxDepth - 1 });
      this.docs.set(index, loaded);
    }
    if (!loaded.doc || loaded.problems.length > 0) throw OUTSIDE_ROUTES;
    const pos = locate(loaded.doc, loaded.counter, [0, ...path.slice(2)], mode, within, loaded.source);
    return { line: pos.line + this.lineOf(index) - 1, col: pos.col };
  }

  /** The line each route starts on, counted once, when a problem first needs one. */
  private lineOf(index: number): number {
    if (!this.firstLines) {
      const { bytes, routes, bodyStart } = this.split;
      let line = 1 + countLines(bytes.slice(0, bodyStart));
      this.firstLines = routes.map((chunk) => {
        const first = line;
        line += countLines(bytes.slice(chunk.start, chunk.end));
        return first;
      });
    }
    return this.firstLines[index];
  }
}

function countLines(bytes: Buffer): number {
  let count = 0;
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) count++;
  return count;
}

function imageTime(siteDir: string, src: string): number {
  try {
    return statSync(resolve(siteDir, IMAGE_DIR, src)).mtimeMs;
  } catch {
    return -1;
  }
}
