import { roleField } from './collections.js';
import type { Collection } from '../types/site.js';

/** The Atom feed, at the site's root. */
export const FEED_FILE = 'feed.xml';

/** The files every build writes at the site's root besides the pages, by the path a link names them with. */
const ALWAYS = ['/sitemap.xml', '/robots.txt', '/favicon.svg', '/site.webmanifest'];

/** Collections whose dated items with pages go into the feed. */
export function feedCollectionNames(collections: Record<string, Collection>): string[] {
  return Object.entries(collections)
    .filter(([, c]) => c.path && c.feed !== false && roleField(c, 'date') !== undefined && c.items.length > 0)
    .map(([name]) => name);
}

/** Whether the build writes a feed: some item of a collection in it has a date. */
function writesFeed(collections: Record<string, Collection>): boolean {
  return feedCollectionNames(collections).some((name) => {
    const date = roleField(collections[name], 'date')!;
    // Items are checked before this is asked for a built site, but validation asks it of items that may be anything.
    return collections[name].items.some((item) => (item as Partial<typeof item> | null)?.[date] !== undefined);
  });
}

/** The files a link may point to: what the build writes beside the pages. */
export function linkableFiles(collections: Record<string, Collection>): Set<string> {
  return new Set([...ALWAYS, ...(writesFeed(collections) ? [`/${FEED_FILE}`] : [])]);
}

/** A site path that names a file rather than a page: its last part has an extension. */
export function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/.test(path);
}
