import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readImageInfo, type ImageInfo } from '../load/image-file.js';
import { IMAGE_DIR, PLACES, type Place } from '../model/pictures.js';
import type { Said } from '../problem.js';
import { PictureTooSmall } from '../problem-catalogue.js';
import { Memo } from '../memo.js';

const infos = new Memo<string, { mtime: number; info: ImageInfo | { problem: Said } }>('picture sizes', 4096);

/** A picture's size and format, read once per file version: the dev server validates on every save. */
export function imageInfo(siteDir: string, src: string): ImageInfo | { problem: Said } {
  const file = resolve(siteDir, IMAGE_DIR, src);
  let mtime = -1;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    // Missing: readImageInfo says so.
  }
  const key = `${siteDir}\u0000${src}`;
  const known = infos.get(key);
  if (known && known.mtime === mtime) return known.info;
  const info = readImageInfo(siteDir, src);
  infos.set(key, { mtime, info });
  return info;
}

/** Where a picture is drawn: one place, or a place that depends on its size. */
export type PlaceOf = Place | ((size: ImageInfo) => Place);

/** The problem of a picture too narrow for where it is drawn, if it is. */
export function tooSmall(siteDir: string, src: string, placeOf: PlaceOf): Said | undefined {
  const info = imageInfo(siteDir, src);
  if ('problem' in info) return undefined;
  const place = typeof placeOf === 'function' ? placeOf(info) : placeOf;
  if (info.width >= PLACES[place].minWidth) return undefined;
  return PictureTooSmall(src, info.width, PLACES[place].what, PLACES[place].minWidth);
}
