import type { ImageValue } from './pictures.js';

/** What one block reads of the site's data: a collection it lists whole, the collection and item it shows, the item the page is about. */
export interface BlockBinding {
  lists?: string;
  collection?: string;
  item?: string;
  subject?: { collection: string; item: string };
}

/**
 * What a route's blocks need from outside themselves, worked out once per
 * route text when the incremental validator first reads it, and kept with
 * its memory. A build of a large site then plans every page, gathers the
 * pictures and finds the feed's page from these facts alone, without
 * reading the blocks of the thousands of routes that did not change.
 */
export interface RouteFacts {
  /** The digest of the route's text, which changes whenever its blocks do. */
  digest: string;
  /** The pictures its blocks show, and the languages of their code. */
  images: ImageValue[];
  languages: string[];
  /** What each of its blocks reads, in order. */
  bindings: BlockBinding[];
}

const known = new WeakMap<object, RouteFacts>();

/** Keeps the facts of a route object, for as long as the object lives. */
export function noteFacts(route: object, facts: RouteFacts): void {
  known.set(route, facts);
}

/** The facts kept for a route object: undefined for data the incremental validator did not read. */
export function factsOf(route: object): RouteFacts | undefined {
  return known.get(route);
}

const rests = new WeakMap<object, string>();

/** Keeps the digest of the text of everything in the file but the routes, for the site the incremental validator made of it. */
export function noteRestDigest(site: object, digest: string): void {
  rests.set(site, digest);
}

/** The digest of the rest of the file the site was read from, when the incremental validator made it. */
export function restDigestOf(site: object): string | undefined {
  return rests.get(site);
}
