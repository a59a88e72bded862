import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FOOTER_ID } from '../shell/footer.js';
import { islandsOf } from '../shell/page.js';
import type { Site } from '../types/site.js';
import { htmlDocument, inlineHash, styleText, type PageScript } from './html-document.js';
import { renderBody } from './render-page.js';
import { headTags } from './seo/head-tags.js';
import { documentTitle, type SitePage } from '../model/pages.js';

export interface PageFailure {
  path: string;
  message: string;
}

export interface RenderedDocument {
  html: string;
  /** base64 SHA-256 of the inline stylesheet, for the Content-Security-Policy. */
  styleHash: string;
  /** The islands the page carries. */
  islands: string[];
}

/** One page written: what the CSP, the island files and the build cache need to know of it. */
export interface WrittenPage {
  file: string;
  styleHash: string;
  islands: string[];
}

/** What rendering a set of pages produced, besides the files. */
export interface RenderedPages {
  failures: PageFailure[];
  written: WrittenPage[];
}

/** Pages of one shape share one stylesheet string (render-page.ts), so its hash is worked out once. */
const styleHashes = new Map<string, string>();

function styleHash(css: string): string {
  let hash = styleHashes.get(css);
  if (hash === undefined) styleHashes.set(css, (hash = inlineHash(styleText(css))));
  return hash;
}

/** Renders one page to a complete HTML document; the dev server adds its own client as an extra script. */
export function renderDocument(site: Site, page: SitePage, islands: Map<string, PageScript>, extraScripts: PageScript[] = []): RenderedDocument {
  const { body, css } = renderBody(site, page);
  const title = documentTitle(site, page);
  const names = islandsOf(site, page.blocks);
  const html = htmlDocument({
    language: site.settings.language,
    title,
    description: page.description,
    headTags: headTags(site, page, title),
    css,
    body,
    paintAfter: FOOTER_ID,
    scripts: [
      ...extraScripts,
      ...names.map((name) => {
        const script = islands.get(name);
        if (!script) throw new Error(`island '${name}' was not built`);
        return script;
      }),
    ],
  });
  return { html, styleHash: styleHash(css), islands: names };
}

/**
 * Renders and writes the given pages into outDir. A page that throws is
 * reported, not skipped silently: the caller fails the build.
 */
export function writePages(site: Site, pages: SitePage[], islands: Map<string, PageScript>, outDir: string): RenderedPages {
  const failures: PageFailure[] = [];
  const written: WrittenPage[] = [];
  for (const page of pages) {
    try {
      const rendered = renderDocument(site, page, islands);
      const file = join(outDir, page.file);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, rendered.html);
      written.push({ file: page.file, styleHash: rendered.styleHash, islands: rendered.islands });
    } catch (error) {
      failures.push({ path: page.path, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return { failures, written };
}
