import { createContext, useContext } from 'react';
import type { Site } from '../types/site.js';

/** The validated site, for renderers that need settings or collections. */
export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteContext.Provider> above it');
  return site;
}
