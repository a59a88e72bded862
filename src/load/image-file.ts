import { readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import { isWithin, resolveInside } from '../files/safe-files.js';
import { IMAGE_DIR } from '../model/pictures.js';

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
export function readImageInfo(siteDir: string, src: string): ImageInfo | { problem: string } {
  const folder = resolve(siteDir, IMAGE_DIR);
  if (!isWithin(folder, resolve(folder, src))) return { problem: `'${src}' is outside the ${IMAGE_DIR} folder; give a path inside it, e.g. team/anna.jpg` };
  // The real path, every symbolic link followed: a link out of the folder would publish whatever it leads to.
  const found = resolveInside(folder, src);
  if ('refused' in found && found.refused === 'outside')
    return { problem: `'${src}' is a symbolic link that leads outside the ${IMAGE_DIR} folder; put the picture itself in ${IMAGE_DIR}/` };
  if (!('path' in found) || !statSync(found.path).isFile())
    return { problem: `there is no picture '${src}' in ${relative(process.cwd(), folder) || IMAGE_DIR}/; add the file or fix the name` };
  try {
    const size = imageSize(readFileSync(found.path));
    const format = size.type === 'jpeg' ? 'jpg' : String(size.type);
    if (!FORMATS.has(format) || !size.width || !size.height)
      return { problem: `'${src}' is not a picture format the build can use (${format}); save it as JPEG, PNG, WebP, AVIF or GIF` };
    return { width: size.width, height: size.height, format };
  } catch {
    return { problem: `'${src}' is not a picture the build can read; save it as JPEG, PNG, WebP, AVIF or GIF` };
  }
}
