import { createContext, useContext } from 'react';
import type { SiteReader } from '../model/site-reader.js';

/**
 * How renderers, the page shell and the pieces they share read the site:
 * through the page's SiteReader (model/site-reader.ts), which records each
 * read for the build. Nothing under the page is handed the site itself.
 */
export const SiteContext = createContext<SiteReader | null>(null);

export function useReader(): SiteReader {
  const read = useContext(SiteContext);
  if (!read) throw new Error('useReader() needs a <SiteContext.Provider> above it');
  return read;
}
