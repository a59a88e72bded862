import { pageBlocks } from '../model/item-values.js';
import type { LazySite } from '../model/lazy-site.js';
import createCache, { type EmotionCache } from '@emotion/cache';
import { createHash } from 'node:crypto';
import { CacheProvider } from '@emotion/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { PageData } from '../validate/site-pages.js';
import { isLongPage } from '../validate/site-pages.js';
import { Blocks, BlockView, PreviewBlock } from '../shell/blocks.js';
import { navigationKey } from '../model/settings.js';
import { isReadingPage, PageProviders, Shell } from '../shell/page.js';
import { SequenceNav } from '../shell/sequence-nav.js';
import { AnchorScope } from '../model/anchors.js';
import { Anchors } from '../ui/anchors.js';
import { InnerBlocks } from '../ui/inner-blocks.js';
import { SiteContext } from '../ui/site-context.js';
import { Memo } from '../memo.js';
import { SEQUENCE_READ, titleRead } from '../model/site-reader.js';
import type { Shown } from '../model/item-values.js';
import type { Block } from '../types/site.js';
import { dropLegacyPrefixes } from './legacy-prefixes.js';
import { minifyCss } from './minify-css.js';
import { declaredVariables, pruneThemeVariables } from './prune-theme-variables.js';
import { flushStaticSamples, setSampling } from '../ui/static-mui.js';
import { muiNamesIn, UnstyledClasses } from './unstyled-classes.js';

import type { SiteData } from './site-data.js';

export interface RenderedBody {
  /** The page's markup, without the document shell. */
  body: string;
  /**
   * The stylesheet every page of the site shares: the rules of the page
   * shell (global styles, header, footer) and the theme variables they use.
   * The same string for every page of one SiteData.
   */
  shared: string;
  /**
   * The CSS the markup uses beyond the shared stylesheet, extracted from
   * Emotion: the rules of its blocks and the theme variables those use that
   * the shared stylesheet does not declare. Empty when there are none.
   */
  css: string;
  /** The page's own rules as the build's site stylesheet gathers them (render-site.tsx). */
  shape: Shape;
}

/**
 * The rules a page uses beyond the shared stylesheet, by class name in the
 * order the page first used them. Pages of one shape (the same blocks with
 * the same styling) have the same rules; the id names the list.
 */
export interface Shape {
  id: string;
  /** Each rule's class name and its CSS, as Emotion made it. */
  rules: Array<[string, string]>;
}

interface Piece {
  html: string;
  /** Emotion's rules by class name, in the order they were first used. */
  styles: Map<string, string>;
}

/**
 * Renders a tree with a fresh Emotion cache in compat mode, which collects
 * every rule it uses in `inserted` instead of writing <style> tags into the
 * markup. A fresh cache holds exactly the rules of this tree.
 */
function renderPiece(node: ReactNode): Piece {
  const cache = collectingCache();
  const html = renderToString(<CacheProvider value={cache}>{node}</CacheProvider>);
  flushStaticSamples();
  return { html, styles: stylesOf(cache, html) };
}

/** A fresh Emotion cache in compat mode, which collects the rules it is given in `inserted` rather than writing them out. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/** The rules a cache collected that the markup drawn with it uses, by class name, in the order they were first used. */
function stylesOf(cache: EmotionCache, html: string): Map<string, string> {
  const named = classNamesIn(html);
  const styles = new Map<string, string>();
  for (const [name, rules] of Object.entries(cache.inserted)) if (typeof rules === 'string' && !unused(name, rules, named)) styles.set(name, rules);
  return styles;
}

/** Every `css-…` name the markup holds, in a class or not: a name only mentioned keeps its rule, which costs bytes, never looks. */
function classNamesIn(html: string): Set<string> {
  return new Set(html.match(CLASS_NAME));
}

// Whole names: outside production Emotion labels them (`css-1x7585h-MuiTypography-root`).
const CLASS_NAME = /css-[\w-]+/g;

/**
 * Whether a rule Emotion inserted styles a class no element of the markup
 * has. A styled component that wraps another (MUI's Button is a styled
 * ButtonBase) inserts its own rule, then hands its class to the one inside,
 * which merges the two into a new class: the element carries only the
 * merged one, and the outer rule matches nothing. On the first site such
 * rules were an eighth of the site stylesheet. A rule of no class (global
 * styles, keyframes) is always kept.
 */
function unused(name: string, rules: string, named: ReadonlySet<string>): boolean {
  return !named.has(`css-${name}`) && rules.includes(`.css-${name}`);
}

const SLOT = '<div data-blocks-slot=""></div>';

/** A rendered shell, and what it read of the site: every page drawn into it read that too. */
interface ShellPiece extends Piece {
  reads: string[];
  /** Its markup before and after the content slot, as each page shape's UnstyledClasses leaves it (dropOnce). */
  dropped: WeakMap<UnstyledClasses, string[]>;
}

/**
 * Markup kept for many pages (a shell, a block drawn once) as the classes of
 * a page shape leave it, worked out once per shape: dropping a page's
 * unstyled classes piece by piece gives what dropping them from the whole
 * gives, since each piece holds whole elements.
 */
function dropOnce<T extends string | string[]>(kept: WeakMap<UnstyledClasses, T>, classes: UnstyledClasses, drop: () => T): T {
  let markup = kept.get(classes);
  if (markup === undefined) kept.set(classes, (markup = drop()));
  return markup;
}

/**
 * The shell (header, footer, theme and global styles) is the same on every
 * page except for which header link is current and whether the page is an
 * article, so it is rendered once per such variant and reused: most of a page's components and all of its theme
 * CSS variables are in the shell.
 */
const shells = new WeakMap<SiteData, Map<string, ShellPiece>>();

function shellFor(data: SiteData, path: string, reading: boolean): ShellPiece {
  const current = navigationKey(data.site, path);
  const key = `${current}|${reading}`;
  let perSite = shells.get(data);
  if (!perSite) shells.set(data, (perSite = new Map()));
  let shell = perSite.get(key);
  if (!shell) {
    const reads = new Set<string>();
    // Read for no page: the same shell is every page's.
    const read = data.reader('', reads);
    const piece = renderPiece(
      <PageProviders read={read} path={current ? path : '/__no-current-link__'}>
        <Shell read={read} reading={reading}>
          <div data-blocks-slot="" />
        </Shell>
      </PageProviders>,
    );
    if (!piece.html.includes(SLOT)) throw new Error('the page shell lost its content slot');
    perSite.set(key, (shell = { ...piece, reads: [...reads], dropped: new WeakMap() }));
  }
  return shell;
}

/**
 * The shared stylesheet: the rules of the shell as a page outside the
 * navigation draws it, not an article, which every page's shell has too,
 * and the theme variables they use. The rules a page's own shell adds (its
 * current navigation link, an article's reading width) are the page's own.
 */
interface SharedStyles {
  css: string;
  /** The class names of its rules. */
  names: ReadonlySet<string>;
  /** The theme variables it declares, which a page's own rules may use without declaring them. */
  variables: ReadonlySet<string>;
  /** The rules that declare the theme's variables, from which a page's own stylesheet takes those it needs besides. */
  themeRules: string[];
  /** What drawing it read of the site: every page's stylesheet is made from it. */
  reads: string[];
  /**
   * Pages of the same shape use the same rules, so their own stylesheet is
   * put together and pruned once: the class names, in order, identify it.
   */
  own: Map<string, { css: string; shape: Shape; classes: UnstyledClasses }>;
  /** The shell's rules, each as Emotion made it, from which the site stylesheet is made (siteCss). */
  rules: string[];
  /** The MUI class names the shared stylesheet mentions. */
  sharedMentions: string[];
}

const sharedStyles = new WeakMap<SiteData, SharedStyles>();

function sharedFor(data: SiteData): SharedStyles {
  let shared = sharedStyles.get(data);
  if (!shared) {
    const shell = shellFor(data, '', false);
    const css = dropLegacyPrefixes(pruneThemeVariables([...shell.styles.values()].join('')));
    const themeRules = [...shell.styles.values()].filter((rules) => VARIABLE_DECLARATION.test(rules));
    shared = {
      css,
      names: new Set(shell.styles.keys()),
      variables: declaredVariables(css),
      themeRules,
      reads: shell.reads,
      own: new Map(),
      rules: [...shell.styles.values()],
      sharedMentions: muiNamesIn(css),
    };
    sharedStyles.set(data, shared);
  }
  return shared;
}

/** The stylesheet every page of the site shares (RenderedBody.shared). */
export function sharedCss(data: SiteData): string {
  return sharedFor(data).css;
}

/**
 * The site stylesheet a build links from every page (render-site.tsx): the
 * shell's rules, then the given ones (those more than one page uses, each
 * once, in page order), with the theme variables they use and those the
 * rules pages carry inline (`inline`) use, which are declared only here.
 */
export function siteCss(data: SiteData, rules: Iterable<string>, inline: Iterable<string>): string {
  const css = pruneThemeVariables([...sharedFor(data).rules, ...rules, SEPARATOR, ...inline].join(''));
  return minifyCss(dropLegacyPrefixes(css.slice(0, css.indexOf(SEPARATOR))));
}

/** Rules a built page carries inline (ShapeTable.split), as the page writes them. */
export function inlineCss(rules: string[]): string {
  return minifyCss(dropLegacyPrefixes(rules.join('')));
}

/**
 * What a page has beyond the shared stylesheet, made once per shape: its
 * own stylesheet, its rules, and the MUI class names its markup keeps (those
 * some rule of the page, shared or its own, mentions).
 */
function ownStylesheet(shared: SharedStyles, styles: Map<string, string>): { css: string; shape: Shape; classes: UnstyledClasses } {
  const own = [...styles].filter(([name]) => !shared.names.has(name));
  const key = own.map(([name]) => name).join(' ');
  let sheet = shared.own.get(key);
  if (sheet === undefined) {
    const rules = own.map(([, rules]) => rules).join('');
    // Only the variables its rules use that the shared stylesheet lacks; a theme rule left with none is dropped whole.
    const pruned = pruneThemeVariables([...shared.themeRules, rules].join(SEPARATOR), shared.variables).split(SEPARATOR);
    const themeRules = pruned.slice(0, -1).filter((theme) => VARIABLE_DECLARATION.test(theme));
    const shape = { id: own.length === 0 ? '' : createHash('sha256').update(key).digest('base64url').slice(0, 16), rules: own };
    const classes = new UnstyledClasses(new Set([...shared.sharedMentions, ...muiNamesIn(rules)]));
    const css = own.length === 0 ? '' : dropLegacyPrefixes(themeRules.join('') + rules);
    shared.own.set(key, (sheet = { css, shape, classes }));
  }
  return sheet;
}

/** Parts the theme's rules and a page's rules while they are pruned together: a comment, which no rule holds. */
const SEPARATOR = '/*part*/';

/** A theme variable declared, not only used (`var(--mui-…)`). */
const VARIABLE_DECLARATION = /--mui-[\w-]+:/;

/**
 * The site with every collection cut to its first ten items, so a warm-up
 * render costs a short page's time: one that cut nothing would render a
 * long page twice over.
 */
export function cutShort(site: LazySite): LazySite {
  const collections = Object.fromEntries(
    Object.entries(site.collections).map(([name, collection]) => [name, { ...collection, items: collection.items.slice(0, 10) }]),
  );
  return { ...site, collections };
}

/**
 * Component templates (static-mui.tsx) are made after the render that first
 * meets a styling, so a long page whose stylings appear on no page before it
 * renders every instance through MUI, several times slower than with
 * templates. Such a page is first rendered with every
 * collection cut short, which makes the templates, and then in full.
 */
function warmUp(data: SiteData, page: PageData): void {
  const sampling = setSampling(true);
  try {
    // Straight to the render: the cut-short page can still count as long (many blocks each listing ten).
    renderPage(data.withSite(cutShort(data.site)), page);
  } catch {
    // A short list can lack an item the page names; the full render reports any real problem.
  } finally {
    setSampling(sampling);
  }
}

/**
 * Renders one page to static markup and the CSS it needs. `blocksAt`, for
 * the editor's preview only, marks each block with where it is written.
 * What the page reads of the site, its shell's reads included, is added to
 * `reads` when given.
 */
export function renderBody(data: SiteData, page: PageData, blocksAt: Array<string | number> | null = null, reads?: Set<string>): RenderedBody {
  if (isLongPage(data.site, page)) warmUp(data, page);
  return renderPage(data, page, blocksAt, reads);
}

function renderPage(data: SiteData, page: PageData, blocksAt: Array<string | number> | null = null, reads?: Set<string>): RenderedBody {
  const read = data.reader(page.path, reads);
  const blocks = pageBlocks(read, page);
  const shell = shellFor(data, page.path, isReadingPage(blocks));
  if (reads) for (const name of shell.reads) reads.add(name);
  const anchors = new AnchorScope();
  const drawing = blocks.map((block, index) => blockToDraw(data, page.path, block, index, blocks.length, anchors, blocksAt));
  const piece = renderPiece(
    <PageProviders read={read} themeVariables={false}>
      {drawing.map((block) => block.element)}
      <SequenceNav />
    </PageProviders>,
  );
  // The blocks' own markup and rules, each block's from its own cache, then the rest of the page's (its sequence links).
  const styles = new Map(shell.styles);
  const addStyles = (more: Iterable<[string, string]>) => {
    for (const [name, rules] of more) if (!styles.has(name)) styles.set(name, rules);
  };
  // Each block's markup, and the page's own between them, in order.
  const parts: Array<{ html: string; drawn?: DrawnBlock }> = [];
  let from = 0;
  for (const block of drawing) {
    const drawn = block.finish(piece.html, from);
    parts.push({ html: piece.html.slice(from, drawn.start) }, { html: drawn.piece.html, drawn });
    from = drawn.end;
    addStyles(drawn.piece.styles);
    addReads(reads, drawn.reads, page.path);
  }
  parts.push({ html: piece.html.slice(from) });
  addStyles(piece.styles);
  const shared = sharedFor(data);
  if (reads) for (const name of shared.reads) reads.add(name);
  const { css, shape, classes } = ownStylesheet(shared, styles);
  const [head, tail] = dropOnce(shell.dropped, classes, () => shell.html.split(SLOT).map((half) => classes.drop(half)));
  let body = head;
  for (const part of parts) body += part.drawn ? dropOnce(part.drawn.dropped, classes, () => classes.drop(part.html)) : classes.drop(part.html);
  return { body: body + tail, shared: shared.css, css, shape };
}

/**
 * A block as drawn once, shown again on every page with the same block
 * where it takes the same anchors: a table of a collection or a call to
 * action on many pages is drawn once, not on each. What a block shows
 * comes from the block and what it reads of the site, which is the same
 * for every page but for a page's own place in a sequence; from the
 * anchors the blocks above it took; and from its place among the page's
 * blocks, where React makes ids (useId) from it.
 */
interface DrawnBlock {
  /** Its markup, and Emotion's rules for it by class name (each block is drawn with a cache of its own). */
  piece: Piece;
  /** What drawing it read of the site, its page's own title too. */
  reads: string[];
  /** The anchors it took, each name with the id it got, in order. */
  anchors: Array<[string, string]>;
  /** Its markup as each page shape's UnstyledClasses leaves it (dropOnce). */
  dropped: WeakMap<UnstyledClasses, string>;
  /**
   * Its place among its page's blocks, and how many there are (`2/5`), when its markup holds ids React made from
   * them (useId); none when it shows the same anywhere.
   */
  at: string | undefined;
}

/**
 * Blocks drawn, for each version of the site (SiteData) by their JSON: each
 * as drawn with up to VARIANTS different sets of anchors, the latest first
 * (a block after a heading that took its anchor takes the next). A new
 * version draws its blocks anew, and the last version's memo goes with it:
 * one memo for all versions, keyed by a version number, kept the blocks of
 * every save in the dev server until a thousand had piled up.
 */
const drawnBlocksOf = new WeakMap<SiteData, Memo<string, DrawnBlock[]>>();
const VARIANTS = 3;

function drawnBlocks(data: SiteData): Memo<string, DrawnBlock[]> {
  let memo = drawnBlocksOf.get(data);
  if (!memo) drawnBlocksOf.set(data, (memo = new Memo<string, DrawnBlock[]>('drawn blocks', 1000)));
  return memo;
}

/** How many blocks were drawn and how many shown again as drawn before, since the process started: what the tests look at. */
const counts = { drawn: 0, shown: 0 };

export function drawnBlockStats(): { drawn: number; shown: number } {
  return { ...counts };
}

/**
 * Where a block stands in the page's render: its markup as drawn before,
 * between marks, or the block itself between marks. The marks are elements
 * of a name no renderer writes and no text can hold (React escapes `<` in
 * text and attributes), cut out of the markup after.
 */
interface BlockToDraw {
  element: ReactElement;
  /** The block as drawn, and where its marks are in the page's markup, which has them from `from` on. */
  finish: (html: string, from: number) => DrawnBlock & { start: number; end: number };
}

const MARK = 'blocksite-block';
const OPEN = `<${MARK}>`;
const CLOSE = `</${MARK}>`;

/**
 * Shows a block as drawn before when its anchors come out the same, else
 * draws it. Which, is settled as the page renders, block after block, so
 * anchors are taken in the page's order whichever blocks are drawn.
 */
function ShownOrDrawn({
  before,
  anchors,
  draw,
  shown,
}: {
  before: DrawnBlock[];
  anchors: AnchorScope;
  draw: () => ReactNode;
  shown: (drawn: DrawnBlock) => void;
}) {
  const same = before.find((drawn) => anchors.retake(drawn.anchors));
  if (!same) return createElement(MARK, null, draw());
  shown(same);
  return createElement(MARK);
}

function blockToDraw(
  data: SiteData,
  path: string,
  block: Shown<Block>,
  index: number,
  count: number,
  anchors: AnchorScope,
  blocksAt: Array<string | number> | null,
): BlockToDraw {
  const key = blocksAt || !smallerThan(block, MAX_KEPT) ? undefined : JSON.stringify(block);
  const memo = drawnBlocks(data);
  // A block whose markup holds ids React made from its place is kept for that place (DrawnBlock.at).
  const at = `${index}/${count}`;
  const before = key === undefined ? undefined : (memo.get(key) ?? memo.get(`${at}|${key}`));
  const own = new Set<string>();
  const taken: Array<[string, string]> = [];
  // Made only when the block is drawn: one shown again needs no cache.
  let cache: EmotionCache | undefined;
  const draw = () => (
    <CacheProvider value={(cache = collectingCache())}>
      <SiteContext.Provider value={data.reader(path, own, true)}>
        <Anchors.Provider value={anchors.logged(taken)}>
          <InnerBlocks.Provider value={Blocks}>
            {blocksAt ? <PreviewBlock block={block} at={[...blocksAt, index]} /> : <BlockView block={block} />}
          </InnerBlocks.Provider>
        </Anchors.Provider>
      </SiteContext.Provider>
    </CacheProvider>
  );
  let shown: DrawnBlock | undefined;
  const element = before
    ? createElement(ShownOrDrawn, { key: index, before, anchors, draw, shown: (drawn: DrawnBlock) => (shown = drawn) })
    : createElement(MARK, { key: index }, draw());
  return {
    element,
    finish: (html, from) => {
      const start = html.indexOf(OPEN, from);
      if (shown) {
        counts.shown++;
        return { ...shown, start, end: start + OPEN.length + CLOSE.length };
      }
      counts.drawn++;
      const end = html.indexOf(CLOSE, start) + CLOSE.length;
      const markup = html.slice(start + OPEN.length, end - CLOSE.length);
      const drawn: DrawnBlock = {
        piece: { html: markup, styles: stylesOf(cache!, markup) },
        reads: [...own],
        anchors: taken,
        dropped: new WeakMap(),
        at: USE_ID.test(markup) ? at : undefined,
      };
      if (key !== undefined && !own.has(SEQUENCE_READ)) {
        const kept = drawn.at === undefined ? key : `${at}|${key}`;
        memo.set(kept, [drawn, ...(memo.get(kept) ?? []).slice(0, VARIANTS - 1)]);
      }
      return { ...drawn, start, end };
    },
  };
}

/**
 * The most text a block drawn is kept for, in characters of its strings.
 * What repeats from page to page is a block of settings (a table of a
 * collection, a call to action, a form); a block with more text than this
 * is a page's own content, and making and looking up a key as long as its
 * text took more time than drawing the blocks it found saved.
 */
const MAX_KEPT = 2000;

/** Whether the strings and keys in a value come to fewer than `budget` characters, stopping as soon as they do not. */
function smallerThan(value: unknown, budget: number): boolean {
  let left = budget;
  const walk = (v: unknown): boolean => {
    if (typeof v === 'string') return (left -= v.length) > 0;
    if (v === null || typeof v !== 'object') return --left > 0;
    if (Array.isArray(v)) return v.every(walk);
    for (const k in v) if ((left -= k.length) <= 0 || !walk((v as Record<string, unknown>)[k])) return false;
    return true;
  };
  return walk(value);
}

/** An id React's useId makes (`_R_3d_`), from an element's place in the tree. */
const USE_ID = /_R_[0-9a-zA-Z]*_/;

/** Adds what a block read to its page's record, but the page's own title, which the record leaves out (SiteReader.title). */
function addReads(reads: Set<string> | undefined, block: Iterable<string>, path: string): void {
  if (!reads) return;
  const ownTitle = titleRead(path);
  for (const name of block) if (name !== ownTitle) reads.add(name);
}
