import type { LazySite } from '../model/lazy-site.js';
import type { SiteFacts } from '../model/route-facts.js';
import { needsOf, type Assets, type Needs } from '../model/assets.js';
import type { ImageValue } from '../model/pictures.js';
import { serveFont } from './fonts.js';
import { loadHighlighter } from '../ui/highlight.js';
import { encodeImages, sourceImages } from './images.js';

/**
 * What a part of the site needs, kept per object: the dev server and the
 * editor validate incrementally, which hands back the very same objects for
 * the routes and sections that did not change, so a save walks only what
 * changed instead of all 10,000 routes of a large site.
 */
const needsByPart = new WeakMap<object, Needs>();

function siteNeeds(site: LazySite, known?: SiteFacts): { images: ImageValue[]; languages: string[] } {
  const others = Object.entries(site).flatMap(([key, value]) => (key === 'routes' ? [] : [value]));
  const parts = [...others, ...site.routes];
  const images = new Map<string, ImageValue>();
  const languages = new Set<string>();
  for (const [i, part] of parts.entries()) {
    // A route the incremental validator read says what it needs in its facts, without its blocks being read.
    const facts = i >= others.length ? known?.routes[i - others.length] : undefined;
    if (facts) {
      for (const image of facts.images) images.set(image.src, image);
      for (const language of facts.languages) languages.add(language);
      continue;
    }
    let needs = part && typeof part === 'object' ? needsByPart.get(part) : undefined;
    if (!needs) {
      needs = needsOf(part);
      if (part && typeof part === 'object') needsByPart.set(part, needs);
    }
    for (const [src, image] of needs.images) images.set(src, image);
    for (const language of needs.languages) languages.add(language);
  }
  return { images: [...images.values()], languages: [...languages].sort() };
}

/**
 * Gets a validated site's assets ready before its pages render: pictures
 * encoded into outDir (a build) or served as they are (the dev server and
 * the editor, when outDir is undefined, under urlBase), the font, and the
 * code highlighter.
 */
export async function prepareAssets(
  site: LazySite,
  siteDir: string,
  options: { outDir?: string; cacheDir?: string; facts?: SiteFacts; urlBase?: string } = {},
): Promise<Assets> {
  const { images, languages } = siteNeeds(site, options.facts);
  const [encoded] = await Promise.all([
    options.outDir ? encodeImages(siteDir, images, options.outDir, options.cacheDir!) : Promise.resolve(sourceImages(siteDir, images, options.urlBase)),
    loadHighlighter(languages),
  ]);
  const fontFile = site.settings.theme?.fontFile;
  const assets: Assets = { images: encoded, languages, ...(fontFile && { font: serveFont(siteDir, fontFile, options.outDir, options.urlBase) }) };
  return assets;
}

/** In a worker: the assets the main thread prepared, and the highlighter they need. */
export async function adoptAssets(assets: Assets): Promise<void> {
  await loadHighlighter(assets.languages);
}
