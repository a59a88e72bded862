import type { Site } from '../types/site.js';
import { factsOf } from '../model/route-facts.js';
import { serveFont, type ServedFont } from './fonts.js';
import { loadHighlighter } from './highlight.js';
import { encodeImages, sourceImages, type EncodedImage, type ImageValue } from './images.js';

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

export interface Needs {
  images: Map<string, ImageValue>;
  languages: Set<string>;
}

/** Every picture (an object of exactly src, alt and decorative) and every language a code block names, anywhere in a value. */
export function needsOf(data: unknown): Needs {
  const needs: Needs = { images: new Map(), languages: new Set() };
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const entry of value) stack.push(entry);
    } else if (value && typeof value === 'object') {
      const entry = value as { code?: unknown; language?: unknown; src?: unknown };
      if (typeof entry.code === 'string' && typeof entry.language === 'string') needs.languages.add(entry.language);
      else if (typeof entry.src === 'string' && Object.keys(value).every((k) => k === 'src' || k === 'alt' || k === 'decorative'))
        needs.images.set(entry.src, value as ImageValue);
      else for (const key in value) stack.push((value as Record<string, unknown>)[key]);
    }
  }
  return needs;
}

/**
 * What a part of the site needs, kept per object: the dev server and the
 * editor validate incrementally, which hands back the very same objects for
 * the routes and sections that did not change, so a save walks only what
 * changed instead of all 10,000 routes of a large site.
 */
const needsByPart = new WeakMap<object, Needs>();

function siteNeeds(site: Site): { images: ImageValue[]; languages: string[] } {
  const parts = [...Object.entries(site).flatMap(([key, value]) => (key === 'routes' ? [] : [value])), ...site.routes];
  const images = new Map<string, ImageValue>();
  const languages = new Set<string>();
  for (const part of parts) {
    // A route the incremental validator read says what it needs in its facts, without its blocks being read.
    const facts = part && typeof part === 'object' ? factsOf(part) : undefined;
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
export async function prepareAssets(site: Site, siteDir: string, options: { outDir?: string; cacheDir?: string; urlBase?: string } = {}): Promise<Assets> {
  const { images, languages } = siteNeeds(site);
  const [encoded] = await Promise.all([
    options.outDir ? encodeImages(siteDir, images, options.outDir, options.cacheDir!) : Promise.resolve(sourceImages(siteDir, images, options.urlBase)),
    loadHighlighter(languages),
  ]);
  const fontFile = site.settings.theme?.fontFile;
  const assets: Assets = { images: encoded, languages, ...(fontFile && { font: serveFont(siteDir, fontFile, options.outDir, options.urlBase) }) };
  setAssets(site, assets);
  return assets;
}

/** In a worker: the assets the main thread prepared, and the highlighter they need. */
export async function adoptAssets(site: Site, assets: Assets): Promise<void> {
  await loadHighlighter(assets.languages);
  setAssets(site, assets);
}
