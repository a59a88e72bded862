import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { islandsOf } from '../render/page.js';
import type { Site } from '../types/site.js';
import { htmlDocument } from './html-document.js';
import { renderBody } from './render-page.js';
import { documentTitle, type SitePage } from './site-pages.js';

export interface PageFailure {
  path: string;
  message: string;
}

/** Renders one page to a complete HTML document. */
export function renderDocument(site: Site, page: SitePage, islandUrls: Map<string, string>): string {
  const { body, css } = renderBody(site, page);
  return htmlDocument({
    language: site.settings.language,
    title: documentTitle(site, page),
    description: page.description,
    css,
    body,
    scripts: islandsOf(page.blocks).map((name) => {
      const url = islandUrls.get(name);
      if (!url) throw new Error(`island '${name}' was not built`);
      return url;
    }),
  });
}

/**
 * Renders and writes the given pages into outDir. A page that throws is
 * reported, not skipped silently: the caller fails the build.
 */
export function writePages(site: Site, pages: SitePage[], islandUrls: Map<string, string>, outDir: string): PageFailure[] {
  const failures: PageFailure[] = [];
  for (const page of pages) {
    try {
      const html = renderDocument(site, page, islandUrls);
      const file = join(outDir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
    } catch (error) {
      failures.push({ path: page.path, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return failures;
}
