import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
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
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return { problem: `'${src}' is outside the ${IMAGE_DIR} folder; give a path inside it, e.g. team/anna.jpg` };
  if (!existsSync(file) || !statSync(file).isFile())
    return { problem: `there is no picture '${src}' in ${relative(process.cwd(), folder) || IMAGE_DIR}/; add the file or fix the name` };
  try {
    const size = imageSize(readFileSync(file));
    const format = size.type === 'jpeg' ? 'jpg' : String(size.type);
    if (!FORMATS.has(format) || !size.width || !size.height)
      return { problem: `'${src}' is not a picture format the build can use (${format}); save it as JPEG, PNG, WebP, AVIF or GIF` };
    return { width: size.width, height: size.height, format };
  } catch {
    return { problem: `'${src}' is not a picture the build can read; save it as JPEG, PNG, WebP, AVIF or GIF` };
  }
}
