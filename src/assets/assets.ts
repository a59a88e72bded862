import type { Site } from '../types/site.js';
import { serveFont, type ServedFont } from './fonts.js';
import { loadHighlighter } from './highlight.js';
import { encodeImages, findImages, sourceImages, type EncodedImage } from './images.js';

/** What pages need from files beside the site file: its pictures, encoded, and its font. */
export interface Assets {
  images: Record<string, EncodedImage>;
  font?: ServedFont;
  /** Languages code blocks use, so each rendering process loads their highlighting. */
  languages: string[];
}

const registry = new WeakMap<Site, Assets>();

function setAssets(site: Site, assets: Assets): void {
  registry.set(site, assets);
}

/** A site's assets; sites rendered without any (a test of one block) have none. */
export function assetsOf(site: Site): Assets {
  return registry.get(site) ?? { images: {}, languages: [] };
}

/** Every language a code block names, anywhere in the site. */
function codeLanguages(data: unknown): string[] {
  const found = new Set<string>();
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) stack.push(...value);
    else if (value && typeof value === 'object') {
      const entry = value as { code?: unknown; language?: unknown };
      if (typeof entry.code === 'string' && typeof entry.language === 'string') found.add(entry.language);
      else stack.push(...Object.values(value));
    }
  }
  return [...found].sort();
}

/**
 * Gets a validated site's assets ready before its pages render: pictures
 * encoded into outDir (a build) or served as they are (the dev server, when
 * outDir is undefined), the font, and the code highlighter.
 */
export async function prepareAssets(site: Site, siteDir: string, options: { outDir?: string; cacheDir?: string } = {}): Promise<Assets> {
  const images = findImages(site);
  const languages = codeLanguages(site);
  const [encoded] = await Promise.all([
    options.outDir ? encodeImages(siteDir, images, options.outDir, options.cacheDir!) : Promise.resolve(sourceImages(siteDir, images)),
    loadHighlighter(languages),
  ]);
  const fontFile = site.settings.theme?.fontFile;
  const assets: Assets = { images: encoded, languages, ...(fontFile && { font: serveFont(siteDir, fontFile, options.outDir) }) };
  setAssets(site, assets);
  return assets;
}

/** In a worker: the assets the main thread prepared, and the highlighter they need. */
export async function adoptAssets(site: Site, assets: Assets): Promise<void> {
  await loadHighlighter(assets.languages);
  setAssets(site, assets);
}
