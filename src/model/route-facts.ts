import type { ImageValue } from './pictures.js';

/** What one block reads of the site's data: a collection it lists whole, the collection and item it shows, the item the page is about. */
export interface BlockBinding {
  lists?: string;
  collection?: string;
  item?: string;
  subject?: { collection: string; item: string };
  /** For a block that lists items of its `collection` (not an item block): at most how many, its limit, or 0 for all. */
  listed?: number;
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

/**
 * What the incremental validator kept of the file it validated, handed to
 * the build with the site: the digest of everything but the routes, and
 * each route's facts, by its index (undefined for a route it did not read).
 */
export interface SiteFacts {
  rest: string;
  routes: Array<RouteFacts | undefined>;
}
