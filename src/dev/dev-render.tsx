import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { renderToString } from 'react-dom/server';
import { siteSchemaFile, siteSchemaState, siteSchemaText } from '../validate/site-schema.js';
import { AppError } from '../shell/app-error.js';
import { islandsOf } from '../shell/page.js';
import { escapeHtml } from '../prerender/escape-html.js';
import { renderDocument } from '../prerender/render-site.js';
import { pagesOf } from '../model/site-index.js';
import type { Site } from '../types/site.js';
import type { SiteBytes } from '../load/site-bytes.js';

export { IncrementalValidator, emptyMemory, type Memory } from '../validate/incremental/validator.js';
export { readSite } from '../load/load-site.js';
export { AlternatingReader } from '../load/site-bytes.js';
export { loadRenderers } from '../renderers/components.js';
export { prepareAssets } from '../assets/assets.js';

/** Writes the site file's editor schema when its first line names one that does not exist or its declarations changed; what it did. */
export function refreshSiteSchema(file: string, bytes: SiteBytes, site: Site): 'created' | 'updated' | undefined {
  // The file names its editor schema on its first line.
  const firstLine = bytes.slice(0, Math.min(bytes.size, 1024)).toString('utf8').split('\n')[0];
  const state = siteSchemaState(file, firstLine, site);
  if (state !== 'stale' && state !== 'missing') return undefined;
  writeFileSync(siteSchemaFile(file), siteSchemaText(file, site));
  return state === 'missing' ? 'created' : 'updated';
}

export const siteSchemaName = (file: string) => basename(siteSchemaFile(file));

export interface DevPage {
  status: number;
  html: string;
}

/**
 * Renders the page for a URL path on request, as the build would, but with
 * island scripts served from source so edits show at once. A renderer that
 * throws gets the fallback error screen instead of a blank response.
 */
export function renderDevPage(site: Site, urlPath: string): DevPage {
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const pages = pagesOf(site);
  const page = pages.find((p) => !p.notFound && p.path === path) ?? pages.find((p) => p.notFound)!;
  const status = page.notFound ? 404 : 200;
  try {
    // Islands are served from source, so edits to them show at once.
    const islands = new Map(islandsOf(site, page.blocks).map((name) => [name, { src: `/src/renderers/${name}/client.ts` }]));
    return { status, html: renderDocument(site, page, islands, [{ src: '/src/dev/dev-client.ts' }]).html };
  } catch (error) {
    const title = escapeHtml(site.settings.messages.appError);
    return {
      status: 500,
      html: `<!doctype html><html lang="${escapeHtml(site.settings.language)}"><head><meta charset="utf-8"><title>${title}</title></head><body>${renderToString(<AppError title={site.settings.messages.appError} error={error} />)}</body></html>`,
    };
  }
}
