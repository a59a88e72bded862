import type { LazySite } from '../model/lazy-site.js';
import { pageBlocks } from '../model/item-values.js';
import { basename, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { siteSchemaFile, siteSchemaState, writeSiteSchema } from '../validate/site-schema.js';
import { AppError } from '../shell/app-error.js';
import { islandsOf } from '../shell/page.js';
import { escapeHtml } from '../prerender/escape-html.js';
import { renderDocument } from '../prerender/render-site.js';
export { siteStylesheet } from '../prerender/render-site.js';
import { pagesOf } from '../validate/site-index.js';

import type { SiteBytes } from '../load/site-bytes.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { PACKED, packedPath } from '../packed.js';

export { IncrementalValidator, emptyMemory, type Memory } from '../validate/incremental/validator.js';
export { readSite } from '../load/load-site.js';
export { AlternatingReader } from '../load/site-bytes.js';
export { loadRenderers } from '../renderers/components.js';
import { prepareAssets } from '../assets/assets.js';
import { SiteData } from '../prerender/site-data.js';
import type { SiteFacts } from '../model/route-facts.js';

export type { SiteData };

/** The site ready to render: its pictures served as they are, its code highlighter loaded. */
export async function prepareSite(site: LazySite, siteDir: string, facts?: SiteFacts): Promise<SiteData> {
  // The validator's facts say what each route it read needs, so a save walks only the routes that changed.
  return new SiteData(site, await prepareAssets(site, siteDir, { facts }));
}

/** Writes the site file's editor schema when its first line names one that does not exist or its declarations changed; what it did. */
export function refreshSiteSchema(file: string, bytes: SiteBytes, site: LazySite): 'created' | 'updated' | undefined {
  // The file names its editor schema on its first line.
  const firstLine = bytes.slice(0, Math.min(bytes.size, 1024)).toString('utf8').split('\n')[0];
  const state = siteSchemaState(file, firstLine, site);
  if (state !== 'stale' && state !== 'missing') return undefined;
  writeSiteSchema(file, site);
  return state === 'missing' ? 'created' : 'updated';
}

/** A file Vite serves by its path on disk, compiled and with its hot-update hooks (import.meta.hot). */
const served = (path: string) =>
  `/@fs${path
    .split('\\')
    .join('/')
    .replace(/^(?!\/)/, '/')}`;

/** The script that swaps the page in place after an edit; a packed copy has it compiled (scripts/prepack.ts). */
export const DEV_CLIENT = served(PACKED ? packedPath('dev', 'dev-client.js') : join(PACKAGE_ROOT, 'src', 'dev', 'dev-client.ts'));

/** An island's script from source, so edits to it show at once; a packed copy has each bundled. */
const islandScript = (name: string) =>
  served(PACKED ? packedPath('dev', 'islands', name, 'client.js') : join(PACKAGE_ROOT, 'src', 'renderers', name, 'client.ts'));

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
export function renderDevPage(data: SiteData, urlPath: string): DevPage {
  const { site } = data;
  const path = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const pages = pagesOf(site);
  const page = pages.find((p) => !p.notFound && p.path === path) ?? pages.find((p) => p.notFound)!;
  const status = page.notFound ? 404 : 200;
  try {
    // Islands are served from source, so edits to them show at once.
    const read = data.reader(page.path);
    const islands = new Map(islandsOf(read, pageBlocks(read, page)).map((name) => [name, { src: islandScript(name) }]));
    return { status, html: renderDocument(data, page, islands, [{ src: DEV_CLIENT }]).html };
  } catch (error) {
    const title = escapeHtml(site.settings.messages.appError);
    return {
      status: 500,
      html: `<!doctype html><html lang="${escapeHtml(site.settings.language)}"><head><meta charset="utf-8"><title>${title}</title></head><body>${renderToString(<AppError title={site.settings.messages.appError} error={error} />)}</body></html>`,
    };
  }
}
