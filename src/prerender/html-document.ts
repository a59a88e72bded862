import { escapeHtml } from './escape-html.js';

export interface DocumentParts {
  language: string;
  title: string;
  description: string;
  /** Extra tags for the head, already escaped (canonical, social, JSON-LD). */
  headTags?: string[];
  css: string;
  body: string;
  /** URLs of the island scripts this page needs. */
  scripts: string[];
}

/**
 * The static HTML file. CSS is inline so the first paint needs no second
 * request; scripts are external modules (deferred by default), so the page
 * carries no inline executable script and a strict CSP can apply.
 */
export function htmlDocument(parts: DocumentParts): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(parts.title)}</title>`,
    `<meta name="description" content="${escapeHtml(parts.description)}">`,
    ...(parts.headTags ?? []),
    `<style>${parts.css.replace(/<\/style/gi, '<\\/style')}</style>`,
    ...parts.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ];
  return `<!doctype html>\n<html lang="${escapeHtml(parts.language)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${parts.body}\n</body>\n</html>\n`;
}
