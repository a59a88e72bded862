import type { DataPath } from '../load/locate.js';
import { plainText } from '../markup/plain-text.js';
import { itemPath, roleField } from '../model/collections.js';
import { AnchorScope } from '../model/anchors.js';
import { pageAnchorNames } from './anchor-names.js';
import type { AnchorLookup } from '../renderers/define-block.js';
import { definitionOf, H1_TYPES } from '../renderers/registry.js';
import { bindToItem } from './site-pages.js';
import type { Block, Item } from '../types/site.js';
import { runQuery } from '../model/query.js';
import { groupItems, groupLabel, listingQuery, type Listing } from '../model/shape.js';
import { UnreadBlocks } from '../model/lazy-site.js';
import { BindingContext, type Bound, type Shared } from './bindings.js';
import type { Place } from './items.js';
import type { RouteScope } from './route-scope.js';
import { checkItemValues } from './item-values.js';
import { dataSource, itemPageBlocks } from '../model/item-values.js';
import {
  ItemContentInItem,
  ItemDescriptionLength,
  ItemPageWithoutDescription,
  ItemPageWithoutTitle,
  ItemWithoutPage,
  NoTitleBlock,
  PathTaken,
  TwoTitleBlocks,
} from '../problem-catalogue.js';
import { isObj, type Obj } from '../is-obj.js';

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** Route descriptions, and so the descriptions of collection pages, are 50 to 300 characters (schemas/site.schema.json). */
const DESCRIPTION = { min: 50, max: 300 };

interface PageContext extends Shared {
  data: Obj;
  place: Place;
}

/**
 * Checks each page as it will be built: routes, the not-found page and
 * every page a collection's template makes. Returns the path of every page,
 * for the link checks.
 */
export function pageProblems(ctx: PageContext, scope?: RouteScope): SitePages {
  const paths = new Map<string, DataPath>();
  // Each page's blocks, for the anchors its links may name: read only for the pages a link names a part of.
  const blocksAt = new Map<string, () => unknown[]>();
  const claim = (url: string, at: DataPath, what: string) => {
    const first = paths.get(url);
    if (first) ctx.report(at, PathTaken(what, url, ctx.place(first)));
    else paths.set(url, at);
  };
  const routes = list(ctx.data.routes);
  routes.forEach((route, i) => {
    if (isObj(route) && typeof route.path === 'string') {
      claim(route.path, ['routes', i, 'path'], 'route path');
      // A route out of scope may hold its blocks unread (model/lazy-site.ts).
      if (!blocksAt.has(route.path)) blocksAt.set(route.path, () => list(route.blocks instanceof UnreadBlocks ? route.blocks.read() : route.blocks));
    }
  });
  routes.forEach((route, i) => isObj(route) && (!scope || scope.includes(i)) && checkBlocks(ctx, route.blocks, ['routes', i, 'blocks']));
  // The rest of the file found clean before (RouteScope): its pages are still claimed, for the links, but not checked again.
  const checkRest = scope?.restClean !== true;
  if (checkRest && isObj(ctx.data.notFound)) checkBlocks(ctx, ctx.data.notFound.blocks, ['notFound', 'blocks']);
  for (const bound of ctx.collections.values()) {
    if (checkRest) checkItemBlocks(ctx, bound);
    const pattern = bound.collection.path;
    if (typeof pattern !== 'string') continue;
    const template = isObj(bound.collection.page) ? bound.collection.page : undefined;
    if (template) {
      if (checkRest) checkTemplate(ctx, bound, template, claim);
      else claimItemPages(bound, claim);
      for (const id of bound.ids) {
        const url = pattern.replace('{id}', id);
        if (!blocksAt.has(url)) blocksAt.set(url, () => itemPage(ctx, bound, list(template.blocks), id));
      }
    } else if (checkRest) checkItemRoutes(ctx, bound, paths);
  }
  const lookup: Omit<AnchorLookup, 'anchorsOf'> = {
    listed: (block) => listedIds(ctx, block),
    itemBlocks: (name, id, field) => {
      const item = (ctx.collections.get(name)?.collection.items as unknown[] | undefined)?.find((i) => isObj(i) && i.id === id);
      return (isObj(item) ? list(item[field]) : []) as Block[];
    },
  };
  const anchors = new Map<string, Set<string>>();
  return {
    paths: new Set(paths.keys()),
    complete: routes.every((route) => !isObj(route) || typeof route.path === 'string'),
    anchorsOf(path) {
      let found = anchors.get(path);
      if (!found) {
        const scope = new AnchorScope();
        anchors.set(path, (found = new Set(pageAnchorNames(blocksAt.get(path)?.() ?? [], lookup).map((name) => scope.take(name)))));
      }
      return found;
    },
  };
}

/** An item's page's blocks as it will show them (model/item-values.ts), from the file's data: for the anchors it will have. */
function itemPage(ctx: PageContext, bound: Bound, blocks: unknown[], id: string): unknown[] {
  const item = list(bound.collection.items).find((i) => isObj(i) && i.id === id);
  const settings = isObj(ctx.data.settings) ? ctx.data.settings : {};
  const source = dataSource(bound.collection.fields, isObj(item) ? item : {}, { ...settings, language: String(settings.language ?? 'en') }, (block) =>
    listedIds(ctx, block).reduce((sum, group) => sum + group.ids.length, 0),
  );
  return itemPageBlocks(blocks.map((b) => bindToItem(b, bound.name, id)) as Block[], source);
}

/** The pages the site will have, and the anchors each will render. */
export interface SitePages {
  paths: Set<string>;
  /** False when a route has no path: a link to a page not in `paths` may be a link to it, and is not reported. */
  complete: boolean;
  anchorsOf(path: string): Set<string>;
}

/** Each block's own checks, and exactly one h1 per page. */
function checkBlocks(ctx: PageContext, blocks: unknown, at: DataPath, template?: Bound, countH1 = true): void {
  const entries = list(blocks);
  entries.forEach((block, b) => {
    if (!isObj(block)) return;
    const binding = new BindingContext(ctx, [...at, b], template);
    definitionOf(String(block.type))?.check?.(block as never, binding);
    checkItemValues(binding, block);
  });
  // A block of unknown type is reported already; it may be the misspelt title block.
  const known = entries.every((b) => isObj(b) && definitionOf(String(b.type)) !== undefined);
  const h1 = entries.flatMap((b, i) => (isObj(b) && H1_TYPES.includes(String(b.type)) ? [i] : []));
  if (!countH1 || !known || entries.length === 0) return;
  if (h1.length === 0) ctx.report(at, NoTitleBlock({ types: H1_TYPES }));
  // Each title block after the first, at its place, naming where the first is.
  for (const i of h1.slice(1)) {
    const first = entries[h1[0]] as Obj;
    ctx.report([...at, i], TwoTitleBlocks({ first: String(first.type), at: ctx.place([...at, h1[0]]), types: H1_TYPES }));
  }
}

/** Blocks an item carries in its fields of type blocks: checked like a page's, but they never bring an h1 of their own twice. */
function checkItemBlocks(ctx: PageContext, bound: Bound): void {
  const blockFields = Object.entries(bound.collection.fields)
    .filter(([, decl]) => decl.type === 'blocks')
    .map(([field]) => field);
  if (blockFields.length === 0) return;
  list(bound.collection.items).forEach((item, i) => {
    if (!isObj(item)) return;
    for (const field of blockFields) {
      const at: DataPath = ['collections', bound.name, 'items', i, field];
      list(item[field]).forEach((block, b) => {
        if (!isObj(block)) return;
        if (block.type === 'item-content') ctx.report([...at, b, 'type'], ItemContentInItem());
        const binding = new BindingContext(ctx, [...at, b]);
        definitionOf(String(block.type))?.check?.(block as never, binding);
        checkItemValues(binding, block);
      });
    }
  });
}

/**
 * A collection's page template: its blocks, checked once, with item blocks
 * bound to the collection; then, for every item, its address, its title
 * and description, and one h1 once the item's own blocks are in.
 */
function checkTemplate(ctx: PageContext, bound: Bound, template: Obj, claim: (url: string, at: DataPath, what: string) => void): void {
  const blocksAt: DataPath = ['collections', bound.name, 'page', 'blocks'];
  const blocks = list(template.blocks);
  const h1InTemplate = blocks.filter((b) => isObj(b) && H1_TYPES.includes(String(b.type))).length;
  const contentFields = blocks.flatMap((b) =>
    isObj(b) && b.type === 'item-content' && b.collection === undefined && typeof b.field === 'string' ? [b.field] : [],
  );
  const h1InItem = (item: Obj) =>
    contentFields.reduce((n, field) => n + list(item[field]).filter((b) => isObj(b) && H1_TYPES.includes(String(b.type))).length, 0);
  const itemH1s = list(bound.collection.items).map((item) => (isObj(item) ? h1InItem(item) : 0));
  // Checked as a page of its own when no item adds a title block; otherwise per item below.
  checkBlocks(ctx, blocks, blocksAt, bound, !itemH1s.some((n) => n > 0));
  const settings = isObj(ctx.data.settings) ? ctx.data.settings : {};
  const titleField = typeof template.title === 'string' ? template.title : roleField(bound.collection, 'title');
  const descriptionField = typeof template.description === 'string' ? template.description : roleField(bound.collection, 'summary');
  if (titleField === undefined) ctx.report(['collections', bound.name, 'page'], ItemPageWithoutTitle(bound.name), 'key');
  if (descriptionField === undefined) ctx.report(['collections', bound.name, 'page'], ItemPageWithoutDescription(bound.name), 'key');
  list(bound.collection.items).forEach((item, i) => {
    if (!isObj(item) || typeof item.id !== 'string') return;
    const at: DataPath = ['collections', bound.name, 'items', i];
    claim(itemPath(bound.collection, item.id)!, [...at, 'id'], `the page of item '${item.id}' at`);
    if (descriptionField !== undefined && typeof item[descriptionField] === 'string') {
      const length = plainText(item[descriptionField] as string, settings).length;
      if (length < DESCRIPTION.min || length > DESCRIPTION.max) {
        ctx.report([...at, descriptionField], ItemDescriptionLength(DESCRIPTION.min, DESCRIPTION.max, length));
      }
    }
    const total = h1InTemplate + itemH1s[i];
    if (itemH1s.some((n) => n > 0) && total !== 1) {
      // Where each title block is, the template's and the item's own, so the owner can pick one.
      const isH1 = (b: unknown) => isObj(b) && H1_TYPES.includes(String(b.type));
      const fromTemplate = blocks.flatMap((b, j) => (isH1(b) ? [`${ctx.place([...blocksAt, j])} (the page template)`] : []));
      const own = contentFields.flatMap((field) => list(item[field]).flatMap((b, j) => (isH1(b) ? [`${ctx.place([...at, field, j])} (its own blocks)`] : [])));
      ctx.report(
        at,
        total === 0 ? NoTitleBlock({ item: item.id }) : TwoTitleBlocks({ item: item.id, count: total, places: [...fromTemplate, ...own] }),
        'value',
      );
    }
  });
}

/** The address of every item's page, claimed as checkTemplate claims it. */
function claimItemPages(bound: Bound, claim: (url: string, at: DataPath, what: string) => void): void {
  list(bound.collection.items).forEach((item, i) => {
    if (isObj(item) && typeof item.id === 'string')
      claim(itemPath(bound.collection, item.id)!, ['collections', bound.name, 'items', i, 'id'], `the page of item '${item.id}' at`);
  });
}

/** Without a template, every item's address must be a route written by hand. */
function checkItemRoutes(ctx: PageContext, bound: Bound, paths: Map<string, DataPath>): void {
  list(bound.collection.items).forEach((item, i) => {
    if (!isObj(item) || typeof item.id !== 'string') return;
    const url = itemPath(bound.collection, item.id)!;
    if (!paths.has(url)) {
      ctx.report(['collections', bound.name, 'items', i, 'id'], ItemWithoutPage(item.id, bound.name, url));
    }
  });
}

/**
 * The ids a block lists, in its groups, as the renderer gathers them
 * (ui/listing.tsx) from the same query and the same headings, read from the
 * file's data, which may not have passed the schema.
 */
function listedIds(ctx: PageContext, block: Listing): Array<{ label?: string; ids: string[] }> {
  const bound = typeof block.collection === 'string' ? ctx.collections.get(block.collection) : undefined;
  if (!bound) return [];
  const shaped = {
    collection: bound.name,
    where: isObj(block.where) ? block.where : undefined,
    sortBy: isObj(block.sortBy) && typeof block.sortBy.field === 'string' ? block.sortBy : undefined,
    limit: typeof block.limit === 'number' ? block.limit : undefined,
  };
  const { fields } = bound.collection;
  const items = runQuery(list(bound.collection.items).filter(isObj) as Item[], listingQuery(shaped), fields);
  const field = block.groupBy;
  if (typeof field !== 'string' || !Object.hasOwn(fields, field)) return [{ ids: items.map((item) => item.id) }];
  const settings = (isObj(ctx.data.settings) ? ctx.data.settings : {}) as unknown as Parameters<typeof groupLabel>[2];
  const title = (collection: string, id: string) => {
    const target = ctx.collections.get(collection)?.collection;
    const named = target && roleField(target, 'title');
    const item = target && list(target.items).find((i) => isObj(i) && i.id === id);
    return named && isObj(item) && typeof item[named] === 'string' ? (item[named] as string) : id;
  };
  const decl = fields[field];
  return groupItems(items, field, decl, (value) => groupLabel(decl, value, { ...settings, language: String(settings.language ?? 'en') }, title)).map(
    (group) => ({
      label: group.label,
      ids: group.items.map((item) => item.id),
    }),
  );
}
