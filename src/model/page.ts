import type { Block } from '../types/site.js';
import type { UnreadBlocks } from './lazy-site.js';
import type { RouteFacts } from './route-facts.js';

/** What a page is made of, as the renderer sees it. */
export interface PageData {
  /** The URL path the page is served at ('/about'); for the not-found page, the path of 404.html. */
  path: string;
  /** Its blocks; a route's may not be read yet (blocksOf reads them). */
  blocks: Block[] | UnreadBlocks;
  /** For a page made from a collection's page template: the item it shows. */
  item?: { collection: string; id: string };
}

export interface SitePage extends PageData {
  /** Where the HTML goes, relative to the output folder. */
  file: string;
  title: string;
  description: string;
  notFound: boolean;
  /** Where in the site file the page's blocks are written, e.g. ['routes', 3, 'blocks']. */
  blocksAt: Array<string | number>;
  /** For a route the incremental validator read: what its blocks need and read (route-facts.ts). */
  facts?: RouteFacts;
}
