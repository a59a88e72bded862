import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Site } from '../types/site.js';
import { FEED_FILE } from '../model/site-files.js';
import { netlifyHeaders, nginxHeaders, type InlineContent } from './seo/security-headers.js';
import { atomFeed, favicon, robots, sitemap, webManifest } from './seo/site-files.js';
import type { SitePage } from '../model/pages.js';

/** The files beside the pages: sitemap, robots, feed, icon, manifest and hosting headers. */
export function writeSiteFiles(site: Site, pages: SitePage[], content: InlineContent, outDir: string): void {
  const files: Record<string, string | undefined> = {
    'sitemap.xml': sitemap(site, pages),
    'robots.txt': robots(site),
    [FEED_FILE]: atomFeed(site, pages),
    'favicon.svg': favicon(site),
    'site.webmanifest': webManifest(site),
    _headers: netlifyHeaders(content),
    '_nginx/headers.conf': nginxHeaders(content),
  };
  mkdirSync(join(outDir, '_nginx'), { recursive: true });
  for (const [name, content] of Object.entries(files)) if (content !== undefined) writeFileSync(join(outDir, name), content);
}
