import { needsOf } from '../../model/assets.js';
import { DEFAULT_LIMITS } from '../../load/guard-cst.js';
import { quickLoad } from '../../load/quick-load.js';
import type { RouteFacts } from '../../model/route-facts.js';
import { bindingsOf } from '../../renderers/registry.js';
import { SCHEMA_BASE, compileSchema } from '../schema-validator.js';
import { chunkDigest } from './split.js';

/** What reading one route's text found: the route as data, whether it passed the route schema, and a valid route's facts. */
export interface ReadRoute {
  route: unknown;
  valid: boolean;
  facts?: RouteFacts;
}

/** The route schema, from the site schema's definitions. */
let routeSchema: ReturnType<typeof compileSchema> | undefined;
const validRoute = (route: unknown) => (routeSchema ??= compileSchema({ $ref: `${SCHEMA_BASE}site.schema.json#/$defs/route` }))(route);

/** One level shallower than in the file (no top-level mapping around a route), so the depth limit is one less. */
const ROUTE_LIMITS = { ...DEFAULT_LIMITS, maxDepth: DEFAULT_LIMITS.maxDepth - 1 };

/**
 * Reads one route's text (one entry of `routes:`, with its `- `) on the
 * fast path, checks it against the route schema and works out a valid
 * route's facts. Undefined when the text is not surely one well-formed
 * entry: the caller then takes the slow path. The main thread and the
 * route-reading workers (parallel-read.ts) both read routes with this.
 */
function readRouteText(text: string, digest: string): ReadRoute | undefined {
  const parsed = quickLoad(text, ROUTE_LIMITS);
  if (!Array.isArray(parsed) || parsed.length !== 1) return undefined;
  const route = parsed[0];
  const read: ReadRoute = { route, valid: validRoute(route) };
  if (read.valid) read.facts = factsOfRoute(route as { blocks: unknown[] }, digest);
  return read;
}

/** What a valid route's blocks need and read, worked out once for the text it was read from. */
function factsOfRoute(route: { blocks: unknown[] }, digest: string): RouteFacts {
  const needs = needsOf(route.blocks);
  return { digest, images: [...needs.images.values()], languages: [...needs.languages], bindings: bindingsOf(route.blocks) };
}

/**
 * Reads routes from..to-1, each one's bytes checked against the digest the
 * cut gave it. What stopped it otherwise: bytes that changed since the cut,
 * or a route that does not surely read. The main thread and the workers
 * (route-reader.ts) read their batches with this.
 */
export function readRoutesAt(bytesOf: (i: number) => Buffer, digests: string[], from: number, to: number): ReadRoute[] | 'changed' | 'unread' {
  const read: ReadRoute[] = [];
  for (let i = from; i < to; i++) {
    const bytes = bytesOf(i);
    if (chunkDigest(bytes) !== digests[i]) return 'changed';
    const route = readRouteText(bytes.toString('utf8'), digests[i]);
    if (!route) return 'unread';
    read.push(route);
  }
  return read;
}
