import { readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { isWithin, resolveInside } from '../files/safe-files.js';
import { IMAGE_DIR } from '../model/pictures.js';
import type { Said } from '../problem.js';
import { PictureFormat, PictureMissing, PictureOutsideFolder } from '../problem-catalogue.js';

const FORMATS = new Set(['jpg', 'png', 'webp', 'avif', 'gif']);

export interface ImageInfo {
  width: number;
  height: number;
  format: string;
}

/**
 * A picture's file, read from its header alone: its size and format, or
 * what is wrong with it. Synchronous, so validation stays one pass.
 */
export function readImageInfo(siteDir: string, src: string): ImageInfo | { problem: Said } {
  const folder = resolve(siteDir, IMAGE_DIR);
  if (!isWithin(folder, resolve(folder, src))) return { problem: PictureOutsideFolder(src, IMAGE_DIR) };
  // The real path, every symbolic link followed: a link out of the folder would publish whatever it leads to.
  const found = resolveInside(folder, src);
  if ('refused' in found && found.refused === 'outside') return { problem: PictureOutsideFolder(src, IMAGE_DIR, true) };
  if (!('path' in found) || !statSync(found.path).isFile()) return { problem: PictureMissing(src, relative(process.cwd(), folder) || IMAGE_DIR) };
  try {
    const size = imageSize(readFileSync(found.path));
    const format = size.type === 'jpeg' ? 'jpg' : String(size.type);
    if (!FORMATS.has(format) || !size.width || !size.height) return { problem: PictureFormat(src, format) };
    return { width: size.width, height: size.height, format };
  } catch {
    return { problem: PictureFormat(src) };
  }
}
