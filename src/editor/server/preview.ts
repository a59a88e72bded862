import { runQuery } from '../../model/query.js';
import { groupItems, groupLabel, listingQuery, type Listing } from '../../model/shape.js';
import { dataSource, itemPageBlocks } from '../../model/item-values.js';
import { itemTitle } from '../../model/collections.js';
import { createHash } from 'node:crypto';
import { prepareAssets } from '../../assets/assets.js';
import { SiteData } from '../../prerender/site-data.js';
import { MAX_BYTES } from '../../load/load-site.js';
import { overLimit } from '../../load/size-limit.js';
import { documentTitle, type SitePage } from '../../validate/site-pages.js';
import { pagesOf } from '../../validate/site-index.js';
import { renderBody } from '../../prerender/render-page.js';
import type { Problem } from '../../problem.js';
import type { Block, Site } from '../../types/site.js';
import { AnchorScope } from '../../model/anchors.js';
import { blocksOf } from '../../model/lazy-site.js';
import { pageAnchorNames } from '../../validate/anchor-names.js';
import type { AnchorLookup } from '../../renderers/define-block.js';
import { siteSchema } from '../../validate/site-schema.js';
import { validateSource, validData } from '../../validate/validate-site.js';

/** A page of the site as the editor lists it: for previews, and for link pickers. */
export interface PageSummary {
  path: string;
  title: string;
  /** Where its blocks are written in the site file. */
  blocksAt: Array<string | number>;
  item?: { collection: string; id: string };
  notFound: boolean;
  /** The parts of the page a link can name after '#', in page order. */
  anchors: string[];
}

/** One page drawn for the preview frame: the markup and CSS the build would write, with each block marked. */
export interface PreviewPage {
  path: string;
  title: string;
  language: string;
  css: string;
  body: string;
  /** True when the data has problems and this is the last version without any. */
  stale: boolean;
}

export interface CheckResult {
  problems: Problem[];
  /** The pages of the text, when it has no problems. */
  pages?: PageSummary[];
  /** The site's own schema (collections, items, ids), sent only when it differs from the one the editor has. */
  siteSchema?: { key: string; schema: unknown };
}

/**
 * The editor's two questions, answered by the build's own code:
 * - preview: draw this page from the data as it is now (parsed in the
 *   browser, so nothing is parsed twice while the owner types);
 * - check: every problem in the text, at its line and column.
 * The last valid site is kept, so data with problems still previews the
 * page as it was.
 */
export class PreviewService {
  private lastGood?: SiteData;
  private schemaCache?: { key: string; schema: unknown };

  constructor(
    private readonly siteDir: string,
    private readonly schemaDir: string,
    /** Where the preview loads the site's pictures and font from (server.ts). */
    private readonly filesUrl: string,
  ) {}

  async preview(data: unknown, path: string): Promise<PreviewPage | undefined> {
    const site = validData(data, this.siteDir);
    if (site) await this.accept(site);
    if (!this.lastGood) return undefined;
    return { ...this.render(this.lastGood, path), stale: !site };
  }

  async check(text: string, knownSchemaKey: string | undefined): Promise<CheckResult> {
    // Fewer characters than the limit's bytes may still be more bytes than it: the validator checks those.
    if (text.length > MAX_BYTES) return { problems: [{ line: 1, col: 1, ...overLimit('the text', Buffer.byteLength(text), MAX_BYTES) }] };
    const { site, problems, data: read } = validateSource(text, this.siteDir);
    if (site) await this.accept(site);
    const result: CheckResult = { problems, ...(site && { pages: summaries(site) }) };
    // The data validation read, not the file read again whole: of a large file, that took gigabytes.
    const data = site ?? read;
    if (data !== undefined) {
      const schema = this.schemaFor(data);
      if (schema.key !== knownSchemaKey) result.siteSchema = schema;
    }
    return result;
  }

  private async accept(site: Site): Promise<void> {
    // Pictures are served as they are and code is highlighted: a page needs both before it renders.
    this.lastGood = new SiteData(site, await prepareAssets(site, this.siteDir, { urlBase: this.filesUrl }));
  }

  private render(data: SiteData, path: string): Omit<PreviewPage, 'stale'> {
    const { site } = data;
    const pages = pagesOf(site);
    const page = pages.find((p) => p.path === path) ?? pages.find((p) => p.path === '/') ?? pages[0];
    // The preview frame takes its styles inline: the shared stylesheet, then the page's own.
    const { body, shared, css } = renderBody(data, page, page.blocksAt);
    return { path: page.path, title: documentTitle(site.settings, page), language: site.settings.language, css: shared + css, body };
  }

  /** The site schema depends only on declarations and ids; it is made again only when they change. */
  private schemaFor(data: unknown): { key: string; schema: unknown } {
    const root = (data ?? {}) as {
      collections?: Record<string, { fields?: unknown; items?: Array<{ id?: unknown }> }>;
      settings?: { ratingScales?: unknown; siteName?: unknown };
    };
    const shape = Object.entries(root.collections ?? {}).map(([name, c]) => [name, c?.fields, Array.isArray(c?.items) ? c.items.map((i) => i?.id) : null]);
    const key = createHash('sha256')
      .update(JSON.stringify([shape, root.settings?.ratingScales, root.settings?.siteName]))
      .digest('hex')
      .slice(0, 16);
    if (this.schemaCache?.key !== key) {
      const name = typeof root.settings?.siteName === 'string' ? root.settings.siteName : 'Site';
      this.schemaCache = { key, schema: siteSchema(data, this.schemaDir, name) };
    }
    return this.schemaCache;
  }
}

function summaries(site: Site): PageSummary[] {
  const lookup: Omit<AnchorLookup, 'anchorsOf'> = {
    // The items a block lists, in its groups, as the page draws them (ui/listing.tsx).
    listed: (block) => {
      const collection = site.collections[block.collection];
      if (!collection) return [];
      const items = runQuery(collection.items, listingQuery(block), collection.fields);
      if (block.groupBy === undefined) return [{ ids: items.map((item) => item.id) }];
      const decl = collection.fields[block.groupBy];
      const title = (name: string, id: string) => {
        const found = site.collections[name];
        return found ? itemTitle(found, found.items.find((item) => item.id === id) ?? { id }) : id;
      };
      return groupItems(items, block.groupBy, decl, (value) => groupLabel(decl, value, site.settings, title)).map((group) => ({
        label: group.label,
        ids: group.items.map((item) => item.id),
      }));
    },
    itemBlocks: (name, id, field) => ((site.collections[name]?.items ?? []).find((item) => item.id === id)?.[field] as Block[] | undefined) ?? [],
  };
  const shown = (p: SitePage) => {
    const collection = p.item && site.collections[p.item.collection];
    if (!p.item || !collection) return blocksOf(p.blocks);
    const item = collection.items.find((i) => i.id === p.item!.id) ?? { id: p.item.id };
    const count = (block: Listing) => lookup.listed(block).reduce((sum, group) => sum + group.ids.length, 0);
    return itemPageBlocks(blocksOf(p.blocks), dataSource(collection.fields, item, site.settings, count));
  };
  return pagesOf(site).map((p) => {
    const scope = new AnchorScope();
    const anchors = p.notFound ? [] : pageAnchorNames(shown(p), lookup).map((name) => scope.take(name));
    return { path: p.path, title: p.title, blocksAt: p.blocksAt, item: p.item, notFound: p.notFound, anchors };
  });
}
