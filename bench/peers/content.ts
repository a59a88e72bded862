/**
 * Turns the synthetic blocksite site into input for peer generators: one
 * Markdown page per route carrying the route's text, and one plain HTML
 * layout. The comparison is only fair if every generator renders the same
 * words, so the text is read out of the very Site the scale benchmark builds,
 * not written again.
 *
 * The walk is generic: it knows which keys hold headings, prose, links,
 * tables and cards, and looks up the items a block names from a collection.
 * It does not imitate how blocksite formats each block (ratings, badges,
 * icons); the words-per-page check in index.ts says how close it comes.
 */
import type { Block, Collection, Item, Site } from '../../src/types/site.js';
import { isObj } from '../../src/is-obj.js';

export interface PeerPage {
  /** The route's path, '/' or '/a/b'. */
  path: string;
  title: string;
  description: string;
  /** The body as Markdown (GFM tables, raw HTML for the cards). */
  markdown: string;
}

type Piece =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'table'; caption?: string; head: string[]; rows: string[][] }
  | { kind: 'cards'; cards: Array<{ title: string; text: string; link?: { label: string; to: string } }> };

/** Keys that configure a block (fields, icons, badges, schema.org) rather than hold words a reader sees as prose. */
const CONFIG_KEYS = new Set([
  'type',
  'collection',
  'item',
  'field',
  'fields',
  'icon',
  'size',
  'id',
  'to',
  'structuredData',
  'rank',
  'show',
  'highlight',
  'topBadges',
  'facts',
  'action',
  'itemLink',
  'buttons',
  'limit',
  'language',
  'image',
  'columns',
]);
/** Keys whose string is a heading; every other string key is prose. */
const HEADING_KEYS = new Set(['heading', 'title', 'subheading']);

const shown = (v: unknown) => (v === undefined || v === null || typeof v === 'boolean' ? '' : String(v));

/** Where a link goes on a plain site: link:NAME and contact:NAME resolved from the settings. */
function href(site: Site, to: string): string {
  const settings = site.settings as Site['settings'] & { links?: Record<string, string>; contacts?: Record<string, string> };
  if (to.startsWith('link:')) return settings.links?.[to.slice(5)] ?? '/';
  if (to.startsWith('contact:')) return `mailto:${settings.contacts?.[to.slice(8)] ?? ''}`;
  return to;
}

/** The field holding an item's title: the block's choice, the collection's, or the usual names. */
function titleField(c: Collection, choice?: string): string {
  return choice ?? c.titleField ?? ['title', 'name', 'question'].find((f) => f in c.fields) ?? 'id';
}

/** The field holding an item's prose: the block's choice, the collection's summary, or the usual names. */
function summaryField(c: Collection, choices: Array<string | undefined>): string | undefined {
  return choices.find(Boolean) ?? c.summaryField ?? ['description', 'answer', 'excerpt'].find((f) => f in c.fields);
}

/** The words a block draws from its collection: one item's header, a table of fields, or a list of items. */
function collectionPieces(site: Site, block: Record<string, unknown>, c: Collection): Piece[] {
  const show = (isObj(block.show) ? block.show : {}) as Record<string, unknown>;
  // A meta line shows bare values (author, date); facts show each value after its field's name (Price: $9.99).
  const meta = Array.isArray(show.meta) ? (show.meta as string[]) : [];
  const named = Array.isArray(block.facts) ? (block.facts as Array<{ field: string }>).map((f) => f.field) : [];
  const title = titleField(c, show.title as string | undefined);
  const facts = (item: Item) => [...meta.map((f) => shown(item[f])), ...named.map((f) => `${f[0].toUpperCase()}${f.slice(1)}: ${shown(item[f])}`)].join(' · ');
  if (typeof block.item === 'string') {
    // An item page's header: category, title as the page's h1, then the meta line.
    const item = c.items.find((i) => i.id === block.item);
    if (!item) return [];
    return [
      ...(c.categoryField || 'category' in item ? [{ kind: 'text' as const, text: shown(item[c.categoryField ?? 'category']) }] : []),
      { kind: 'heading', level: 1, text: shown(item[title]) },
      { kind: 'text', text: facts(item) },
    ];
  }
  const columns = Array.isArray(block.columns)
    ? (block.columns as Array<{ field?: string }>).map((col) => col.field).filter((f): f is string => Boolean(f))
    : [];
  if (columns.length > 0) {
    // A rank column and a column of links, when the block asks for them, are part of the table a reader sees.
    const rank = typeof block.rank === 'string' ? block.rank : undefined;
    const link = isObj(block.itemLink) ? (block.itemLink as { heading?: string; label: string; field?: string }) : undefined;
    const head = [...(rank ? [rank] : []), ...columns, ...(link ? [link.heading ?? ''] : [])];
    const rows = c.items.map((item, i) => [
      ...(rank ? [String(i + 1)] : []),
      ...columns.map((f) => shown(item[f])),
      ...(link ? [link.field && item[link.field] ? `[${link.label}](${href(site, shown(item[link.field]))})` : ''] : []),
    ]);
    return [{ kind: 'table', caption: shown(block.caption), head, rows }];
  }
  const summary = summaryField(c, [show.teaser, show.summary, show.answer] as Array<string | undefined>);
  return c.items.flatMap((item): Piece[] => [
    { kind: 'heading', level: 3, text: shown(item[title]) },
    ...(summary && item[summary] ? [{ kind: 'text' as const, text: shown(item[summary]) }] : []),
    ...(meta.length + named.length ? [{ kind: 'text' as const, text: facts(item) }] : []),
  ]);
}

/** Headings, prose, lists, links, tables and cards found anywhere in a value, in order. */
function walk(site: Site, value: unknown, key: string, depth: number, pieces: Piece[]): void {
  if (CONFIG_KEYS.has(key)) return;
  if (typeof value === 'string') {
    if (value === '') return;
    pieces.push(HEADING_KEYS.has(key) ? { kind: 'heading', level: depth, text: value } : { kind: 'text', text: value });
  } else if (Array.isArray(value)) {
    if ((key === 'list' || key === 'steps' || key === 'points' || key === 'paragraphs' || key === 'body') && value.every((v) => typeof v === 'string')) {
      if (key === 'paragraphs' || key === 'body') value.forEach((v) => pieces.push({ kind: 'text', text: v }));
      else pieces.push({ kind: 'list', items: value });
    } else if (key === 'cards') {
      pieces.push({
        kind: 'cards',
        cards: value.map((card) => ({
          title: card.title,
          text: card.text,
          ...(card.link && { link: { label: card.link.label, to: href(site, card.link.to) } }),
        })),
      });
    } else if (key === 'rows') {
      // Handled with its columns, below.
    } else value.forEach((v) => walk(site, v, key, depth, pieces));
  } else if (isObj(value)) {
    if (typeof value.label === 'string' && typeof value.to === 'string') {
      pieces.push({ kind: 'link', label: value.label, to: href(site, value.to) });
      return;
    }
    if (Array.isArray(value.rows) && Array.isArray(value.columns) && value.columns.every((c) => typeof c === 'string')) {
      pieces.push({
        kind: 'table',
        caption: shown(value.caption),
        head: value.columns as string[],
        rows: (value.rows as unknown[][]).map((r) => r.map(shown)),
      });
      return;
    }
    const c = typeof value.collection === 'string' ? site.collections[value.collection] : undefined;
    for (const [k, v] of Object.entries(value)) {
      // A data table's caption goes with the table collectionPieces draws.
      if (k === 'caption' && Array.isArray(value.columns)) continue;
      // A hero's title is the page's h1; headings inside sections and cards sit a level lower.
      walk(site, v, k, value.type === 'hero' ? 1 : k === 'sections' ? 2 : k === 'subheading' ? 3 : depth, pieces);
    }
    if (c) pieces.push(...collectionPieces(site, value, c));
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function markdown(pieces: Piece[]): string {
  return pieces
    .map((p) => {
      switch (p.kind) {
        case 'heading':
          return `${'#'.repeat(Math.min(6, Math.max(1, p.level)))} ${p.text}`;
        case 'text':
          return p.text;
        case 'list':
          return p.items.map((i) => `- ${i}`).join('\n');
        case 'link':
          return `[${p.label}](${p.to})`;
        case 'table':
          return [
            p.caption ? `**${p.caption}**\n` : '',
            `| ${p.head.map(cell).join(' | ')} |`,
            `|${p.head.map(() => '---').join('|')}|`,
            ...p.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
          ].join('\n');
        case 'cards':
          // Raw HTML on one line, so Markdown passes it through as one block.
          return `<div class="cards">${p.cards.map((c) => `<article class="card"><h3>${escapeHtml(c.title)}</h3><p>${escapeHtml(c.text)}</p>${c.link ? `<p><a href="${escapeHtml(c.link.to)}">${escapeHtml(c.link.label)}</a></p>` : ''}</article>`).join('')}</div>`;
        default:
          // Every kind is handled above: tsc fails here when one is added.
          return p satisfies never;
      }
    })
    .join('\n\n');
}

export function peerPages(site: Site): PeerPage[] {
  return site.routes.map((route) => {
    const pieces: Piece[] = [];
    route.blocks.forEach((block: Block) => walk(site, block, 'block', 2, pieces));
    return { path: route.path, title: route.title, description: route.description, markdown: markdown(pieces) + '\n' };
  });
}

/** Front matter both peers read: YAML with JSON-quoted strings, so no title can break it. */
export function frontMatter(fields: Record<string, string>): string {
  return `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
    .join('\n')}\n---\n`;
}

/**
 * The page around the body, as plain HTML comparable to blocksite's shell:
 * a header with the site name and the navigation, a main, a footer with the
 * same link columns and copyright line, and a small inline stylesheet. The
 * three slots are the peer's template expressions.
 */
export function layoutHtml(site: Site, slots: { title: string; description: string; content: string }): string {
  const { settings } = site;
  const a = (l: { label: string; to?: string }) => `<a href="${escapeHtml(href(site, l.to ?? '/'))}">${escapeHtml(l.label)}</a>`;
  const nav = [...(site.navigation?.links ?? []), ...(site.navigation?.cta ? [site.navigation.cta] : [])];
  const columns = site.footer?.columns ?? [];
  const copyright = site.footer?.copyright?.replace('{year}', String(settings.copyrightYear ?? '')).replace('{siteName}', settings.siteName);
  const css =
    'body{margin:0;font:16px/1.6 system-ui,sans-serif;color:#1b1b1f}header,main,footer{max-width:72rem;margin:0 auto;padding:1rem}' +
    'header{display:flex;justify-content:space-between;align-items:center;flex-wrap:wrap}nav ul{display:flex;gap:1rem;list-style:none;margin:0;padding:0;flex-wrap:wrap}' +
    'a{color:#3b3fc7}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}' +
    '.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));gap:1rem}.card{border:1px solid #ddd;border-radius:12px;padding:1rem}' +
    'footer{border-top:1px solid #ddd;display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:1rem}footer ul{list-style:none;padding:0}';
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(settings.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${slots.title} | ${escapeHtml(settings.siteName)}</title>`,
    `<meta name="description" content="${slots.description}">`,
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    `<header><a href="/">${escapeHtml(settings.siteName)}</a><nav><ul>${nav.map((l) => `<li>${a(l)}</li>`).join('')}</ul></nav></header>`,
    `<main>\n${slots.content}\n</main>`,
    `<footer>${columns.map((c) => `<section><h2>${a(c.heading)}</h2><ul>${c.links.map((l) => `<li>${a(l)}</li>`).join('')}</ul></section>`).join('')}${copyright ? `<p>${escapeHtml(copyright)}</p>` : ''}</footer>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
