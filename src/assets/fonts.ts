import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, parse } from 'node:path';
import { readInside, writeFileAtomic } from '../files/safe-files.js';
import { FONT_DIR, type FontFile, type ServedFont } from '../model/assets.js';

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
