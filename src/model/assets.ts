import type { EncodedImage, ImageValue } from './pictures.js';

/** The folder beside the site file that holds a self-hosted font. */
export const FONT_DIR = 'fonts';

export interface FontFile {
  src: string;
  family: string;
  weight?: string;
}

/** How pages load the font: its URL, for @font-face and the preload. */
export interface ServedFont {
  url: string;
  format: 'woff2' | 'woff';
  family: string;
  weight: string;
}

/** What pages need from files beside the site file: its pictures, encoded, and its font. */
export interface Assets {
  images: Record<string, EncodedImage>;
  font?: ServedFont;
  /** Languages code blocks use, so each rendering process loads their highlighting. */
  languages: string[];
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
