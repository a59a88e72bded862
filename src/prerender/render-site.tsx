import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../files/safe-files.js';
import { FOOTER_ID } from '../shell/footer.js';
import { islandsOf } from '../shell/page.js';
import type { SiteData } from './site-data.js';
import { aroundStyle, inlineHash, styleText, type PageScript } from './html-document.js';
import { inlineCss, renderBody, sharedCss, siteCss, type Shape } from './render-page.js';
import { sheetDigitsAt, siteSheetFile } from './site-sheet.js';
import { headTags } from './seo/head-tags.js';
import { fileWriter, type WriteOptions } from './file-writer.js';
import { documentTitle, type SitePage } from '../validate/site-pages.js';
import { setSampling } from '../ui/static-mui.js';
import { pageBlocks } from '../model/item-values.js';
import { Memo } from '../memo.js';

export interface PageFailure {
  path: string;
  message: string;
}

export interface RenderedDocument {
  html: string;
  /** The same document in pieces, its shared stylesheet encoded once (StyleSheet.bytes). */
  pieces: Array<string | Uint8Array>;
  /** base64 SHA-256 of the inline stylesheet, for the Content-Security-Policy; empty when the page has none. */
  styleHash: string;
  /** The stylesheet every page shares, which the page links. */
  stylesheet: SharedStylesheet;
  /** The islands the page carries. */
  islands: string[];
  /** What the page read of the site (model/site-reader.ts), each read once, sorted. */
  reads: string[];
  /** The page's own rules (render-page.ts). */
  shape: Shape;
  /** Where in the file the linked site stylesheet's name starts, in bytes: -1 when its own rules are inline. */
  sheetAt: number;
}

/** One page written: what the CSP, the island files and the build cache need to know of it. */
export interface WrittenPage {
  file: string;
  /** base64 SHA-256 of its inline stylesheet; empty when it has none. */
  styleHash: string;
  islands: string[];
  /** What it read of the site, which the build records as what it is made from (incremental/page-record.ts). */
  reads: string[];
  /** The id of its own rules' list (render-page.ts Shape), and the list itself the first time this thread reports it. */
  shape: string;
  shapeRules?: Array<[string, string]>;
  /** Where in the file the site stylesheet's name starts, in bytes (SiteSheet), so the build can name another. */
  sheetAt: number;
}

/**
 * Where pages are written: a folder, and whether their files may be there
 * already (a claimed swap, output-folder.ts), to be written over.
 */
export interface Output {
  dir: string;
  inPlace: boolean;
  /** The site stylesheet the pages link (renderDocument); without, each page carries its own rules inline. */
  siteSheet?: string;
}

/** What rendering a set of pages produced, besides the files. */
export interface RenderedPages {
  failures: PageFailure[];
  written: WrittenPage[];
}

/** An inline stylesheet as it is written into pages: escaped, hashed for the CSP, and encoded. */
export interface StyleSheet {
  text: string;
  hash: string;
  bytes: Uint8Array;
}

/**
 * Pages of one shape share one stylesheet string (render-page.ts), so it is
 * escaped, hashed and encoded once: encoding the CSS into every page's
 * bytes took a large build's threads a long time.
 */
const styleSheets = new Memo<string, StyleSheet>('encoded stylesheets', 500);

/** The inline stylesheet of a built page that carries rules of its own (ShapeTable.split): its text and its hash for the CSP. */
export function ownStyleSheet(rules: string[]): StyleSheet {
  return styleSheet(inlineCss(rules));
}

function styleSheet(css: string): StyleSheet {
  let sheet = styleSheets.get(css);
  if (sheet === undefined) {
    const text = styleText(css);
    styleSheets.set(css, (sheet = { text, hash: css === '' ? '' : inlineHash(text), bytes: Buffer.from(text, 'utf8') }));
  }
  return sheet;
}

/**
 * The stylesheet every page of a site shares, as a file under assets/ named
 * by its content, so a host may let browsers keep it for a year (the
 * _headers file says so) and a visitor downloads it once for every page.
 */
export interface SharedStylesheet {
  /** Its path in the output folder, and from the site's root as pages link it. */
  file: string;
  href: string;
  css: string;
}

const sharedSheets = new Memo<string, SharedStylesheet>('shared stylesheets', 8);

function sharedStylesheet(css: string): SharedStylesheet {
  let sheet = sharedSheets.get(css);
  if (sheet === undefined) {
    const file = `assets/style-${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
    sharedSheets.set(css, (sheet = { file, href: `/${file}`, css }));
  }
  return sheet;
}

/** The shared stylesheet of a site's pages, as the pages rendered from this data link it. */
export function siteStylesheet(data: SiteData): SharedStylesheet {
  return sharedStylesheet(sharedCss(data));
}

/**
 * A built site's stylesheet (site-sheet.ts): the shell's rules and those of
 * the pages' own that more than one page uses, each once, in page order,
 * with the theme variables those and the rules pages carry inline use.
 */
export function siteSheet(data: SiteData, rules: Iterable<string>, inline: Iterable<string>): SharedStylesheet {
  const css = siteCss(data, rules, inline);
  const file = siteSheetFile(css);
  return { file, href: `/${file}`, css };
}

/** Writes a stylesheet into the output folder. */
export function writeStylesheet(sheet: SharedStylesheet, outDir: string): void {
  const file = join(outDir, sheet.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileAtomic(file, sheet.css, { within: [outDir], sync: false });
}

/**
 * Renders one page to a complete HTML document; the dev server adds its own client as an extra script.
 * With `siteSheet` (the site stylesheet's file in the output, site-sheet.ts) the page links it and carries no stylesheet of its own
 * (the build adds the rules only this page uses after, carryInline);
 * without, it links the shared stylesheet and carries its own rules inline, as a page served alone does.
 */
export function renderDocument(
  data: SiteData,
  page: SitePage,
  islands: Map<string, PageScript>,
  extraScripts: PageScript[] = [],
  siteSheet?: string,
): RenderedDocument {
  // Whatever the page reads of the site, its body, its head and its shell alike, goes through one reader and is recorded.
  const reads = new Set<string>();
  const read = data.reader(page.path, reads);
  const { body, shared, css: ownCss, shape } = renderBody(data, page, null, reads);
  const css = siteSheet === undefined ? ownCss : '';
  const title = documentTitle(read.settings, page);
  const names = islandsOf(read, pageBlocks(read, page));
  const sheet = styleSheet(css);
  const stylesheet = siteSheet === undefined ? sharedStylesheet(shared) : { file: siteSheet, href: `/${siteSheet}`, css: '' };
  const { before, after } = aroundStyle(
    {
      language: read.settings.language,
      title,
      description: page.description,
      headTags: headTags(read, page, title),
      stylesheet: stylesheet.href,
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
    },
    css !== '',
  );
  return {
    html: before + sheet.text + after,
    pieces: [before, sheet.bytes, after],
    styleHash: sheet.hash,
    stylesheet,
    islands: names,
    reads: [...reads].sort(),
    shape,
    sheetAt: siteSheet === undefined ? -1 : sheetDigitsAt(before, stylesheet.href),
  };
}

/**
 * Renders and writes the given pages into outDir. A page that throws, or
 * whose file cannot be written, is reported, not skipped silently: the
 * caller fails the build. `alone` when no other thread renders: this
 * one's new files are then written by libuv's threads while it renders the
 * next pages (file-writer.ts); else here, as each page is drawn.
 */
export async function writePages(
  data: SiteData,
  pages: SitePage[],
  islands: Map<string, PageScript>,
  out: Output | string,
  { alone }: { alone: boolean },
): Promise<RenderedPages> {
  const { dir, inPlace, siteSheet } = typeof out === 'string' ? { dir: out, inPlace: false, siteSheet: undefined } : out;
  // Component templates pay back over many pages; a long page samples for itself (render-page.ts warmUp).
  const sampling = setSampling(pages.length >= SAMPLING_FROM);
  try {
    // A thread that renders alone leaves the other cores to write its new files (file-writer.ts).
    return await renderAndWrite(data, pages, islands, dir, { inPlace, background: alone }, siteSheet);
  } finally {
    setSampling(sampling);
  }
}

/** Pages written in one go from which sampling component templates pays (static-mui.tsx setSampling). */
const SAMPLING_FROM = 8;

/** The shapes this thread has reported, whose rules it need not send again (WrittenPage.shapeRules). */
const reported = new WeakMap<SiteData, Set<string>>();

async function renderAndWrite(
  data: SiteData,
  pages: SitePage[],
  islands: Map<string, PageScript>,
  dir: string,
  how: WriteOptions,
  siteSheet: string | undefined,
): Promise<RenderedPages> {
  let shapes = reported.get(data);
  if (!shapes) reported.set(data, (shapes = new Set()));
  const writer = fileWriter();
  // Each page's outcome in its slot, so the lists keep page order whichever file is written first.
  const outcomes: Array<{ written: WrittenPage } | { failure: PageFailure }> = [];
  const failed = (page: SitePage, message: string) => ({ failure: { path: page.path, message } });
  const writes: Array<Promise<void>> = [];
  for (const [i, page] of pages.entries()) {
    try {
      // Only the page's record outlives this step: its markup, held until written, would be copied from
      // one young generation to the next by every collection meanwhile (the garbage collector's time doubled).
      const { pieces, styleHash, islands: names, reads, shape, sheetAt } = renderDocument(data, page, islands, [], siteSheet);
      // A shape's rules go to the build once from each thread.
      const shapeRules = shapes.has(shape.id) ? undefined : shape.rules;
      shapes.add(shape.id);
      let settle = () => {};
      writes.push(new Promise<void>((resolve) => (settle = resolve)));
      await writer.write(
        join(dir, page.file),
        pieces,
        (error) => {
          outcomes[i] =
            error === undefined
              ? { written: { file: page.file, styleHash, islands: names, reads, shape: shape.id, ...(shapeRules && { shapeRules }), sheetAt } }
              : failed(page, `could not be written: ${error}`);
          settle();
        },
        how,
      );
    } catch (error) {
      outcomes[i] = failed(page, error instanceof Error ? error.message : String(error));
    }
  }
  await Promise.all(writes);
  return {
    failures: outcomes.flatMap((o) => ('failure' in o ? [o.failure] : [])),
    written: outcomes.flatMap((o) => ('written' in o ? [o.written] : [])),
  };
}
