import { readFileSync, statSync } from 'node:fs';
import { isWithin, resolveInside } from '../files/safe-files.js';
import { relative, resolve } from 'node:path';
import { FONT_DIR } from '../model/assets.js';
import type { Said } from '../problem.js';
import { FontFormat, FontMissing, FontOutsideFolder } from '../problem-catalogue.js';

/** What is wrong with a font file, if anything: it must be a WOFF2 or WOFF file inside the fonts folder. */
export function fontProblem(siteDir: string, src: string): Said | undefined {
  const folder = resolve(siteDir, FONT_DIR);
  if (!isWithin(folder, resolve(folder, src))) return FontOutsideFolder(src, FONT_DIR);
  // The real path, every symbolic link followed: a link out of the folder would publish whatever it leads to.
  const found = resolveInside(folder, src);
  if ('refused' in found && found.refused === 'outside') return FontOutsideFolder(src, FONT_DIR, true);
  if (!('path' in found) || !statSync(found.path).isFile()) return FontMissing(src, relative(process.cwd(), folder) || FONT_DIR);
  const magic = readFileSync(found.path).subarray(0, 4).toString('latin1');
  if (magic !== 'wOF2' && magic !== 'wOFF') return FontFormat(src);
  return undefined;
}
