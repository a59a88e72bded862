import { linkSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../files/safe-files.js';
import { FEED_FILE } from '../model/site-files.js';
import { netlifyHeaders, nginxHeaders, type InlineContent } from './seo/security-headers.js';
import { atomFeed, favicon, feedListing, robots, sitemap, webManifest } from './seo/site-files.js';
import { outputDigest } from '../code-digest.js';
import { digest } from './incremental/page-record.js';
import type { FeedRecord } from './incremental/build-cache.js';
import type { SitePage } from '../validate/site-pages.js';
import type { SiteReader } from '../model/site-reader.js';

/**
 * The files beside the pages: sitemap, robots, feed, icon, manifest and
 * hosting headers. The last output's feed, when it was made from the same
 * inputs and is as it was written, is linked rather than made again (a feed
 * of 7,000 posts took a tenth of a second to write). Returns the record of
 * the feed for the next build, when validation kept what it needs.
 */
export function writeSiteFiles(
  read: SiteReader,
  pages: SitePage[],
  content: InlineContent,
  outDir: string,
  last?: { output: string; feed?: FeedRecord },
  /** The digest of the file but its routes, when the incremental validator kept it: the feed is then kept when it would be the same. */
  rest?: string,
): FeedRecord | undefined {
  const inputs = feedInputs(read, pages, rest);
  const lastFeed = join(last?.output ?? '', FEED_FILE);
  const feedFrom = inputs !== undefined && last?.feed?.inputs === inputs && sameFile(fileState(lastFeed), last.feed) ? lastFeed : undefined;
  if (feedFrom) linkSync(feedFrom, join(outDir, FEED_FILE));
  const files: Record<string, string | undefined> = {
    'sitemap.xml': sitemap(read, pages),
    'robots.txt': robots(read),
    [FEED_FILE]: feedFrom ? undefined : atomFeed(read, pages),
    'favicon.svg': favicon(read),
    'site.webmanifest': webManifest(read, pages),
    _headers: netlifyHeaders(content),
    '_nginx/headers.conf': nginxHeaders(content),
  };
  mkdirSync(join(outDir, '_nginx'), { recursive: true });
  for (const [name, content] of Object.entries(files))
    if (content !== undefined) writeFileAtomic(join(outDir, name), content, { within: [outDir], sync: false });
  const written = inputs === undefined ? undefined : fileState(join(outDir, FEED_FILE));
  return written && { inputs: inputs!, ...written };
}

/** What the feed is made from, when validation kept the digest of the rest of the file: the code, the rest, and the page it links to. */
function feedInputs(read: SiteReader, pages: SitePage[], rest: string | undefined): string | undefined {
  return rest && digest([outputDigest(), rest, feedListing(read, pages)]);
}

function fileState(file: string): { size: number; mtimeMs: number } | undefined {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat && { size: stat.size, mtimeMs: stat.mtimeMs };
}

const sameFile = (a: { size: number; mtimeMs: number } | undefined, b: { size: number; mtimeMs: number }) => a?.size === b.size && a.mtimeMs === b.mtimeMs;
