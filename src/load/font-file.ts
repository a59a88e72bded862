import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { FONT_DIR } from '../model/assets.js';

/** What is wrong with a font file, if anything: it must be a WOFF2 or WOFF file inside the fonts folder. */
export function fontProblem(siteDir: string, src: string): string | undefined {
  const folder = resolve(siteDir, FONT_DIR);
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return `'${src}' is outside the ${FONT_DIR} folder; give a file inside it`;
  if (!existsSync(file) || !statSync(file).isFile())
    return `there is no font file '${src}' in ${relative(process.cwd(), folder) || FONT_DIR}/; add it or fix the name`;
  const magic = readFileSync(file).subarray(0, 4).toString('latin1');
  if (magic !== 'wOF2' && magic !== 'wOFF') return `'${src}' is not a WOFF2 or WOFF font; convert it to WOFF2, the format every current browser reads`;
  return undefined;
}
