import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.js';

/** A script a page loads: an external module, or a small one written into the page. */
export type PageScript = { src: string } | { inline: string };

export interface DocumentParts {
  language: string;
  title: string;
  description: string;
  /** Extra tags for the head, already escaped (canonical, social, JSON-LD). */
  headTags?: string[];
  /** The address of the stylesheet every page shares, linked from the head (render-site.tsx). */
  stylesheet?: string;
  /** The page's own CSS beyond that stylesheet, written inline; none when empty. */
  css: string;
  body: string;
  /** The island scripts this page needs. */
  scripts: PageScript[];
  /** The id of an element the first paint waits for (see htmlDocument). */
  paintAfter?: string;
}

/**
 * A module's code made safe to sit inside <script>: a '</script' or '<!--'
 * in a string or regular expression would end or confuse the element, and
 * '\x3C' reads as '<' in both.
 */
export function scriptText(code: string): string {
  return code.replace(/<(?=\/script|!--)/gi, '\\x3C');
}

/** A stylesheet made safe to sit inside <style>. */
export function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/** The base64 SHA-256 a Content-Security-Policy names an inline element's text by. */
export function inlineHash(text: string): string {
  return createHash('sha256').update(text).digest('base64');
}

/**
 * The static HTML file. Its styles are a stylesheet file, which a visitor's
 * browser fetches once and keeps (a built site's holds every page's rules),
 * and, for a page drawn alone (the dev server, the editor's preview), what
 * the page needs beyond it, inline.
 * Scripts are modules, which run after the document is parsed
 * and never hold back the first paint; an inline one is allowed by its hash
 * in the CSP, so no unhashed inline script can run.
 *
 * Chromium may paint a page before the parser has reached its end. A table
 * painted with nine of its ten rows then widens its rank column when row 10
 * arrives, a layout shift seen in most loads of a long table under a slowed
 * CPU. `<link rel=expect blocking=render>` holds the first paint until the
 * element named by paintAfter is parsed, and the shift is gone; browsers
 * without it paint as before.
 */
export function htmlDocument(parts: DocumentParts): string {
  const { before, after } = aroundStyle(parts, parts.css !== '');
  return before + styleText(parts.css) + after;
}

/**
 * The document but the text of its inline stylesheet (styleText(css)):
 * what comes before it and after it. Pages of one shape share that text,
 * so a build escapes and encodes it once for all of them (render-site.tsx).
 * Without an inline stylesheet the two join with nothing between them.
 */
export function aroundStyle(parts: Omit<DocumentParts, 'css'>, inlineStyle: boolean): { before: string; after: string } {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    ...(parts.paintAfter ? [`<link rel="expect" href="#${escapeHtml(parts.paintAfter)}" blocking="render">`] : []),
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    ...(parts.headTags ?? []),
    ...(parts.stylesheet ? [`<link rel="stylesheet" href="${escapeHtml(parts.stylesheet)}">`] : []),
    ...(inlineStyle ? ['<style>'] : []),
  ];
  const scripts = parts.scripts.map((s) =>
    'src' in s ? `<script type="module" src="${escapeHtml(s.src)}"></script>` : `<script type="module">${scriptText(s.inline)}</script>`,
  );
  return {
    before: `<!doctype html>\n<html lang="${escapeHtml(parts.language)}">\n<head>\n${head.join('\n')}`,
    after: [inlineStyle ? '</style>' : '', ...scripts].join('\n') + `\n</head>\n<body>\n${parts.body}\n</body>\n</html>\n`,
  };
}
