import { renderToString } from 'react-dom/server';
import { AppError } from '../render/app-error.js';
import { islandsOf } from '../render/page.js';
import { htmlDocument } from '../prerender/html-document.js';
import { renderBody } from '../prerender/render-page.js';
import { documentTitle, sitePages } from '../prerender/site-pages.js';
import type { Site } from '../types/site.js';

export { validateFile } from '../validate/validate-site.js';

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
  const pages = sitePages(site);
  const page = pages.find((p) => !p.notFound && p.path === path) ?? pages.find((p) => p.notFound)!;
  const status = page.notFound ? 404 : 200;
  try {
    const { body, css } = renderBody(site, page);
    const scripts = ['/src/dev/dev-client.ts', ...islandsOf(page.blocks).map((name) => `/src/renderers/${name}.client.ts`)];
    return { status, html: htmlDocument({ language: site.settings.language, title: documentTitle(site, page), description: page.description, css, body, scripts }) };
  } catch (error) {
    const title = site.settings.messages.appError;
    return { status: 500, html: `<!doctype html><html lang="${site.settings.language}"><head><meta charset="utf-8"><title>${title}</title></head><body>${renderToString(<AppError title={title} error={error} />)}</body></html>` };
  }
}
