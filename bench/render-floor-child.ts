/**
 * What drawing a page costs against what React alone costs for the same
 * markup, printed as JSON (bench/render-floor.ts runs it in a process of its
 * own, so its first round is a build's cold start). Each round draws every
 * page of the site as a build does (renderDocument, one thread, a new
 * SiteData each round, so blocks drawn once are drawn again); then the last
 * round's pages, parsed back into plain elements (no component, no
 * provider, no style engine), are rendered by React's renderToString as
 * many rounds. Arguments: the site file, how many rounds, and `draw-only`
 * to draw and keep nothing (a build keeps no page once written): each page
 * is then drawn once per round, and nothing is rendered as plain elements.
 */
import { dirname, join } from 'node:path';
import { tmpdir } from 'node:os';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prepareAssets } from '../src/assets/assets.js';
import { islandScripts } from '../src/prerender/island-cache.js';
import { renderDocument } from '../src/prerender/render-site.js';
import { SiteData } from '../src/prerender/site-data.js';
import { UNKNOWN_SHEET } from '../src/prerender/site-sheet.js';
import { loadRenderers } from '../src/renderers/components.js';
import { ISLAND_TYPES } from '../src/renderers/registry.js';
import { validateFileIncrementally } from '../src/validate/incremental/persist.js';
import { pagesOf } from '../src/validate/site-index.js';

/** A page's markup as plain elements, and how many: the contents of scripts, styles and pictures kept as they are. */
function plainElements(html: string): { element: ReactElement; count: number } {
  const top: Node = { tag: 'div', props: {}, children: [] };
  const stack = [top];
  let count = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [, closing, tag, attrs, selfClosing, text] = match;
    const parent = stack[stack.length - 1];
    if (text !== undefined) parent.children.push(unescapeHtml(text));
    else if (!tag) continue;
    else if (closing) stack.pop();
    else {
      count++;
      const props: Record<string, unknown> = {};
      for (const [, name, value = ''] of (attrs ?? '').matchAll(ATTRIBUTE))
        props[PROPS[name] ?? name] = name === 'style' ? styleObject(unescapeHtml(value)) : unescapeHtml(value);
      const node: Node = { tag, props, children: [] };
      parent.children.push(node);
      if (RAW.has(tag)) {
        const end = html.indexOf(`</${tag}>`, TOKEN.lastIndex);
        props.dangerouslySetInnerHTML = { __html: html.slice(TOKEN.lastIndex, end) };
        TOKEN.lastIndex = end + tag.length + 3;
      } else if (!VOID.has(tag) && !selfClosing) stack.push(node);
    }
  }
  return { element: toElement(top), count };
}

interface Node {
  tag: string;
  props: Record<string, unknown>;
  children: Array<Node | string>;
}

const toElement = (node: Node): ReactElement =>
  createElement(node.tag, node.props, ...node.children.map((child): ReactNode => (typeof child === 'string' ? child : toElement(child))));
const unescapeHtml = (text: string) =>
  text.replace(/&quot;|&#x27;|&lt;|&gt;|&amp;/g, (e) => ({ '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e]!);
const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*(?:="[^"]*")?)*)\s*(\/?)>|<!--.*?-->|([^<]+)/gsy;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9:-]*)(?:="([^"]*)")?/g;
const VOID = new Set(['input', 'br', 'hr', 'img', 'meta', 'link', 'source', 'wbr']);
/** Elements whose contents React would not read as markup: kept whole. */
const RAW = new Set(['script', 'style', 'svg']);
const PROPS: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
/** An inline style as React takes it. */
const styleObject = (style: string) =>
  Object.fromEntries(
    style
      .split(';')
      .filter((rule) => rule.includes(':'))
      .map((rule) => {
        const [name, ...value] = rule.split(':');
        const key = name.trim().startsWith('--') ? name.trim() : name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        return [key, value.join(':').trim()];
      }),
  );

const [siteFile, roundsArg, mode] = process.argv.slice(2);
const rounds = Number(roundsArg);
const drawOnly = mode === 'draw-only';
const { site, facts, problems } = validateFileIncrementally(siteFile);
if (!site) throw new Error(`the site did not validate: ${JSON.stringify(problems.slice(0, 2))}`);
await loadRenderers();
const pages = pagesOf(site, facts);
const assets = await prepareAssets(site, dirname(siteFile), {
  outDir: join(tmpdir(), 'render-floor-out'),
  cacheDir: join(tmpdir(), 'render-floor-images'),
  facts,
});
const islands = await islandScripts(ISLAND_TYPES);

const perPage = (started: number) => (performance.now() - started) / pages.length;
const drawn: number[] = [];
let bodies: string[] = [];
for (let round = 0; round < rounds; round++) {
  const data = new SiteData(site, assets);
  const started = performance.now();
  if (drawOnly) {
    for (const page of pages) renderDocument(data, page, islands, [], UNKNOWN_SHEET);
    drawn.push(perPage(started));
    continue;
  }
  const html = pages.map((page) => renderDocument(data, page, islands, [], UNKNOWN_SHEET).html);
  drawn.push(perPage(started));
  bodies = html.map((page) => page.slice(page.indexOf('<body'), page.indexOf('</body>') + '</body>'.length));
}
if (drawOnly) {
  process.stdout.write(`${JSON.stringify({ pages: pages.length, drawn })}\n`);
  process.exit(0);
}

const trees = bodies.map(plainElements);
const react: number[] = [];
for (let round = 0; round < rounds; round++) {
  const started = performance.now();
  for (const tree of trees) renderToString(tree.element);
  react.push(perPage(started));
}
const elements = trees.reduce((sum, tree) => sum + tree.count, 0) / trees.length;
const bytes = bodies.reduce((sum, body) => sum + body.length, 0) / bodies.length;
process.stdout.write(`${JSON.stringify({ pages: pages.length, elements, bytes, drawn, react })}\n`);
process.exit(0);
