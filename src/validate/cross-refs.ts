import type { DataPath } from '../load/locate.js';
import { inlineTargets, rejectedTargets } from '../markup/inline.js';
import { routeOf, targetKind } from '../markup/link-target.js';

export interface RefProblem {
  path: DataPath;
  mode: 'key' | 'value';
  message: string;
}

/** Blocks whose title is the page's h1. */
const H1_BLOCKS = new Set(['hero', 'article-header', 'not-found']);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const own = (o: unknown, key: string): boolean => isObj(o) && Object.hasOwn(o, key);

/**
 * The checks a schema cannot express: links resolve, paths and ids are
 * unique, named collections and posts exist, one platform is featured and
 * every page has exactly one h1. The data may have failed the schema, so
 * every access here is defensive: these checks run in the same pass and the
 * owner sees all problems at once.
 */
export function crossReferenceProblems(data: unknown, blockTypes: string[]): RefProblem[] {
  const problems: RefProblem[] = [];
  const add = (path: DataPath, message: string, mode: 'key' | 'value' = 'value') => problems.push({ path, mode, message });
  if (!isObj(data)) return problems;
  const settings = isObj(data.settings) ? data.settings : {};
  const collections = isObj(data.collections) ? data.collections : {};
  const routes = list(data.routes);

  const routePaths = new Map<string, number>();
  routes.forEach((route, i) => {
    const path = isObj(route) ? route.path : undefined;
    if (typeof path !== 'string') return;
    const first = routePaths.get(path);
    if (first !== undefined) add(['routes', i, 'path'], `route path '${path}' is already used by route ${first + 1}; give each route its own path`);
    else routePaths.set(path, i);
  });

  checkUniqueIds(collections, add);
  checkFeatured(collections, add);

  const pages: Array<[DataPath, unknown]> = routes.map((r, i) => [['routes', i], r]);
  if (isObj(data.notFound)) pages.push([['notFound'], data.notFound]);
  for (const [pagePath, page] of pages) {
    if (!isObj(page)) continue;
    const blocks = list(page.blocks);
    const h1Count = blocks.filter((b) => isObj(b) && H1_BLOCKS.has(String(b.type))).length;
    // A block of unknown type is already reported; it may be the misspelt title block.
    const allKnown = blocks.every((b) => isObj(b) && blockTypes.includes(String(b.type)));
    if (allKnown && blocks.length > 0 && h1Count !== 1) {
      add([...pagePath, 'blocks'], h1Count === 0
        ? 'this page has no title block; start it with a hero, article-header or not-found block, which gives the page its h1'
        : `this page has ${h1Count} title blocks (hero, article-header, not-found); keep one, since a page has one h1`);
    }
    blocks.forEach((block, b) => checkBlock(block, [...pagePath, 'blocks', b], collections, routePaths, add));
  }

  walkStrings(data, [], (value, path) => {
    const key = path[path.length - 1];
    const isTarget = key === 'to' || key === 'url';
    // Most prose has no link at all; skip the markup parser for it.
    if (!isTarget && !value.includes('](') && !value.includes('<')) return;
    const targets = isTarget ? [value] : inlineTargets(value);
    for (const bad of isTarget ? [] : rejectedTargets(value)) {
      add(path, `the link target '${bad}' in this text is not allowed; use a site path like /faq, an https:// or mailto: address, link:NAME or contact:NAME`);
    }
    for (const target of targets) {
      const problem = targetProblem(target, routePaths, settings);
      if (problem) add(path, problem);
    }
  });
  return problems;
}

function targetProblem(target: string, routes: Map<string, number>, settings: Obj): string | undefined {
  switch (targetKind(target)) {
    case 'route':
      return routes.has(routeOf(target)) ? undefined : `the link to '${target}' points to no route; add a route with path '${routeOf(target)}' or fix the link`;
    case 'named-link': {
      const name = target.slice('link:'.length);
      return own(settings.links, name) ? undefined : `'${target}' names no entry in settings.links; add '${name}' there or fix the name`;
    }
    case 'contact': {
      const name = target.slice('contact:'.length);
      return own(settings.contacts, name) ? undefined : `'${target}' names no entry in settings.contacts; add '${name}' there or fix the name`;
    }
    default:
      return undefined;
  }
}

function checkBlock(block: unknown, path: DataPath, collections: Obj, routes: Map<string, number>, add: (p: DataPath, m: string) => void) {
  if (!isObj(block)) return;
  const name = block.collection;
  if (typeof name === 'string' && list(collections[name]).length === 0) {
    add([...path, 'collection'], `this block shows the collection '${name}', but collections.${name} is missing or empty; add it under collections`);
  }
  if (block.type === 'article-header' && typeof block.post === 'string') {
    const found = list(collections.posts).some((p) => isObj(p) && p.id === block.post);
    if (!found) add([...path, 'post'], `no post has the id '${block.post}'; use the id of an entry in collections.posts`);
  }
  if (block.type === 'post-list' && typeof block.linkBase === 'string') {
    const base = block.linkBase === '/' ? '' : block.linkBase;
    list(collections.posts).forEach((post, i) => {
      if (!isObj(post) || typeof post.id !== 'string') return;
      if (!routes.has(`${base}/${post.id}`)) {
        add(['collections', 'posts', i, 'id'], `post '${post.id}' has no page: the post list links it to ${base}/${post.id}, which is not a route; add that route or remove the post`);
      }
    });
  }
  if (block.type === 'ranked-list' && block.actionFor === 'featured' && typeof name === 'string') {
    const entries = list(collections[name]);
    if (entries.length > 0 && !entries.some((e) => isObj(e) && e.featured === true)) {
      add([...path, 'actionFor'], `actionFor is 'featured', but no entry of collections.${name} has featured: true; flag the top entry`);
    }
  }
}

function checkUniqueIds(collections: Obj, add: (p: DataPath, m: string) => void) {
  for (const [name, entries] of Object.entries(collections)) {
    const seen = new Map<string, number>();
    list(entries).forEach((entry, i) => {
      const id = isObj(entry) ? entry.id : undefined;
      if (typeof id !== 'string') return;
      const first = seen.get(id);
      if (first !== undefined) add(['collections', name, i, 'id'], `id '${id}' is already used by entry ${first + 1} of ${name}; ids must be unique`);
      else seen.set(id, i);
    });
  }
}

function checkFeatured(collections: Obj, add: (p: DataPath, m: string) => void) {
  const platforms = list(collections.platforms);
  if (platforms.length === 0) return;
  const featured = platforms.map((p, i) => [p, i] as const).filter(([p]) => isObj(p) && p.featured === true);
  if (featured.length === 0) add(['collections', 'platforms'], 'no platform is featured; set featured: true on exactly one platform, the one shown as #1');
  for (const [, i] of featured.slice(1)) {
    add(['collections', 'platforms', i, 'featured'], `a second platform is featured (the first is entry ${featured[0][1] + 1}); exactly one platform may have featured: true`);
  }
}

/** Calls visit for every string in the data, with its path. Iterative, so depth cannot overflow the stack. */
function walkStrings(root: unknown, rootPath: DataPath, visit: (value: string, path: DataPath) => void) {
  const stack: Array<[unknown, DataPath]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') visit(value, path);
    else if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, [...path, i]]));
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) stack.push([v, [...path, k]]);
  }
}
