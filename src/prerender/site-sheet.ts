import { closeSync, constants, openSync, readFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';

/**
 * A built site's one stylesheet: the shell's rules and every rule more
 * than one page uses, in a file under assets/ named by its content, which
 * every page links and none repeats inline (render-site.tsx); a rule only
 * one page uses is in that page (carryInline). A visitor downloads it once
 * for the whole site. What goes in it is known only once every page is drawn, so
 * pages are written linking the name the build expects (the last build's),
 * and the build names the right one in them after (build-site.ts).
 */
const SITE_SHEET_PREFIX = 'assets/style-';

/** How many hex digits of the content's SHA-256 name a sheet: every name is as long, so one can be written over another. */
const DIGITS = 16;

/** The file a site stylesheet of this content is written to. */
export function siteSheetFile(css: string): string {
  return `${SITE_SHEET_PREFIX}${createHash('sha256').update(css).digest('hex').slice(0, DIGITS)}.css`;
}

/** A name no content gives, for pages written before any is known. */
export const UNKNOWN_SHEET = `${SITE_SHEET_PREFIX}${'0'.repeat(DIGITS)}.css`;

/** Where, in a page's markup before `at`, the digits of the sheet it links start, in bytes (WrittenPage.sheetAt). */
export function sheetDigitsAt(markup: string, href: string): number {
  const tag = `<link rel="stylesheet" href="${href}">`;
  const at = markup.indexOf(tag);
  if (at < 0 || !href.startsWith(`/${SITE_SHEET_PREFIX}`)) throw new Error('the page lost its stylesheet link');
  return Buffer.byteLength(markup.slice(0, at)) + tag.length - `.css">`.length - DIGITS;
}

/**
 * Names another sheet in a page this build wrote, in place: the digits
 * alone change. Only a file of the build's own (one link, written by
 * file-writer.ts) is given, never one shared with the live output.
 */
export function renameSheet(file: string, at: number, sheet: string): void {
  const digits = Buffer.from(sheet.slice(SITE_SHEET_PREFIX.length, SITE_SHEET_PREFIX.length + DIGITS));
  const fd = openSync(file, constants.O_WRONLY | constants.O_NOFOLLOW);
  try {
    if (writeSync(fd, digits, 0, DIGITS, at) !== DIGITS) throw new Error(`could not name the stylesheet in ${file}`);
  } finally {
    closeSync(fd);
  }
}

/** The bytes from where the sheet's digits start to the end of the link tag. */
const AFTER_DIGITS = DIGITS + Buffer.byteLength('.css">');

/**
 * Writes an inline stylesheet into a page this build wrote, right after
 * its link to the site stylesheet, as a page served alone carries its own
 * rules (html-document.ts): the rules only this page uses (ShapeTable.split).
 * `text` is the stylesheet's text, escaped for <style> (styleText).
 */
export function carryInline(file: string, at: number, text: string): void {
  const page = readFileSync(file);
  const end = at + AFTER_DIGITS;
  if (page.subarray(end - 2, end).toString() !== '">') throw new Error(`the stylesheet link of ${file} is not where it was written`);
  const style = Buffer.from(`\n<style>${text}</style>`);
  const fd = openSync(file, constants.O_WRONLY | constants.O_NOFOLLOW);
  try {
    // Only what follows the link moves: write it from there on, longer by the stylesheet.
    const rest = Buffer.concat([style, page.subarray(end)]);
    if (writeSync(fd, rest, 0, rest.length, end) !== rest.length) throw new Error(`could not write the stylesheet into ${file}`);
  } finally {
    closeSync(fd);
  }
}
