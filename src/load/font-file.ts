import { readFileSync, statSync } from 'node:fs';
import { isWithin, resolveInside } from '../files/safe-files.js';
import { relative, resolve } from 'node:path';
import { FONT_DIR } from '../model/assets.js';

/** What is wrong with a font file, if anything: it must be a WOFF2 or WOFF file inside the fonts folder. */
export function fontProblem(siteDir: string, src: string): string | undefined {
  const folder = resolve(siteDir, FONT_DIR);
  if (!isWithin(folder, resolve(folder, src))) return `'${src}' is outside the ${FONT_DIR} folder; give a file inside it`;
  // The real path, every symbolic link followed: a link out of the folder would publish whatever it leads to.
  const found = resolveInside(folder, src);
  if ('refused' in found && found.refused === 'outside')
    return `'${src}' is a symbolic link that leads outside the ${FONT_DIR} folder; put the font file itself in ${FONT_DIR}/`;
  if (!('path' in found) || !statSync(found.path).isFile())
    return `there is no font file '${src}' in ${relative(process.cwd(), folder) || FONT_DIR}/; add it or fix the name`;
  const magic = readFileSync(found.path).subarray(0, 4).toString('latin1');
  if (magic !== 'wOF2' && magic !== 'wOFF') return `'${src}' is not a WOFF2 or WOFF font; convert it to WOFF2, the format every current browser reads`;
  return undefined;
}
