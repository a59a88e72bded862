import { createContext, useContext } from 'react';
import type { Assets } from '../model/assets.js';
import type { Site } from '../types/site.js';
import type { SiteData } from './site-data.js';

/** The site being rendered and its assets, for renderers that need settings, collections or pictures. */
export const SiteContext = createContext<SiteData | null>(null);

function useSiteData(): SiteData {
  const data = useContext(SiteContext);
  if (!data) throw new Error('useSite() needs a <SiteContext.Provider> above it');
  return data;
}

export function useSite(): Site {
  return useSiteData().site;
}

/** The pictures, font and code languages prepared for the site. */
export function useAssets(): Assets {
  return useSiteData().assets;
}
