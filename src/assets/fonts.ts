import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, parse, relative, resolve } from 'node:path';
import { isWithin, readInside, resolveInside, writeFileAtomic } from '../files/safe-files.js';

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

/** The font, named by its content hash so it can be cached for a year; written into outDir/fonts when outDir is given. */
export function serveFont(siteDir: string, font: FontFile, outDir?: string, urlBase = ''): ServedFont {
  const bytes = readInside(join(siteDir, FONT_DIR), font.src);
  const format = bytes.subarray(0, 4).toString('latin1') === 'wOF2' ? 'woff2' : 'woff';
  const name = `${parse(font.src).name.replace(/[^A-Za-z0-9-]+/g, '-')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${format}`;
  if (outDir) {
    mkdirSync(join(outDir, FONT_DIR), { recursive: true });
    writeFileAtomic(join(outDir, FONT_DIR, name), bytes, { within: [outDir], sync: false });
  }
  // The dev server and the editor serve the file from the fonts folder under its own name.
  const url = outDir ? `/${FONT_DIR}/${name}` : `${urlBase}/${FONT_DIR}/${font.src.split('/').map(encodeURIComponent).join('/')}`;
  return { url, format, family: font.family, weight: font.weight ?? '400' };
}
