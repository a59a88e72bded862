import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { Page, type PageData } from '../render/page.js';
import type { Site } from '../types/site.js';

export interface RenderedBody {
  /** The page's markup, without the document shell. */
  body: string;
  /** The CSS the markup uses, extracted from Emotion: the page's critical CSS. */
  css: string;
}

/**
 * Renders one page to static markup and the CSS it needs. A fresh Emotion
 * cache per page means each page carries exactly its own styles.
 */
export function renderBody(site: Site, page: PageData): RenderedBody {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <Page site={site} page={page} />
    </CacheProvider>,
  );
  const { styles } = extractCriticalToChunks(html);
  return { body: html, css: styles.map((s) => s.css).join('') };
}
