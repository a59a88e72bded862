import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { FONT_DIR } from '../model/assets.js';
import type { Said } from '../problem.js';
import { FontFormat, FontMissing, FontOutsideFolder } from '../problem-catalogue.js';

/** What is wrong with a font file, if anything: it must be a WOFF2 or WOFF file inside the fonts folder. */
export function fontProblem(siteDir: string, src: string): Said | undefined {
  const folder = resolve(siteDir, FONT_DIR);
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return FontOutsideFolder(src, FONT_DIR);
  if (!existsSync(file) || !statSync(file).isFile()) return FontMissing(src, relative(process.cwd(), folder) || FONT_DIR);
  const magic = readFileSync(file).subarray(0, 4).toString('latin1');
  if (magic !== 'wOF2' && magic !== 'wOFF') return FontFormat(src);
  return undefined;
}
