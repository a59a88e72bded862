import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, parse, relative, resolve } from 'node:path';

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
  const file = resolve(folder, src);
  if (relative(folder, file).startsWith('..')) return `'${src}' is outside the ${FONT_DIR} folder; give a file inside it`;
  if (!existsSync(file) || !statSync(file).isFile())
    return `there is no font file '${src}' in ${relative(process.cwd(), folder) || FONT_DIR}/; add it or fix the name`;
  const magic = readFileSync(file).subarray(0, 4).toString('latin1');
  if (magic !== 'wOF2' && magic !== 'wOFF') return `'${src}' is not a WOFF2 or WOFF font; convert it to WOFF2, the format every current browser reads`;
  return undefined;
}

/** The font, named by its content hash so it can be cached for a year; written into outDir/fonts when outDir is given. */
export function serveFont(siteDir: string, font: FontFile, outDir?: string): ServedFont {
  const bytes = readFileSync(resolve(siteDir, FONT_DIR, font.src));
  const format = bytes.subarray(0, 4).toString('latin1') === 'wOF2' ? 'woff2' : 'woff';
  const name = `${parse(font.src).name.replace(/[^A-Za-z0-9-]+/g, '-')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.${format}`;
  if (outDir) {
    mkdirSync(join(outDir, FONT_DIR), { recursive: true });
    writeFileSync(join(outDir, FONT_DIR, name), bytes);
  }
  // The dev server serves the file from the fonts folder under its own name.
  const url = outDir ? `/${FONT_DIR}/${name}` : `/${FONT_DIR}/${font.src}`;
  return { url, format, family: font.family, weight: font.weight ?? '400' };
}
