import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
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
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return { problem: PictureOutsideFolder(src, IMAGE_DIR) };
  if (!existsSync(file) || !statSync(file).isFile()) return { problem: PictureMissing(src, relative(process.cwd(), folder) || IMAGE_DIR) };
  try {
    const size = imageSize(readFileSync(file));
    const format = size.type === 'jpeg' ? 'jpg' : String(size.type);
    if (!FORMATS.has(format) || !size.width || !size.height) return { problem: PictureFormat(src, format) };
    return { width: size.width, height: size.height, format };
  } catch {
    return { problem: PictureFormat(src) };
  }
}
