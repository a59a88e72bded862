import type { DataPath, Within } from '../load/locate.js';
import { inlineProblems, inlineTargets, rejectedTargets } from '../markup/inline.js';
import { routeOf, targetKind } from '../markup/link-target.js';
import { FEED_FILE, isFilePath, linkableFiles } from '../model/site-files.js';
import { IMAGE_DIR } from '../model/pictures.js';
import type { Bound, Report } from './bindings.js';
import { REST, type RouteChecks, type RouteScope } from './route-scope.js';
import type { SitePages } from './pages.js';
import { nearest, suggestion } from './suggest.js';
import { LinkTargetNotAllowed, LinkToNoAnchor, LinkToNoFile, LinkToNoPage, UnknownContact, UnknownNamedLink } from '../problem-catalogue.js';
import { withFix, type Said } from '../problem.js';
import { isObj, type Obj } from '../is-obj.js';

/** Three emphasis markers' worth of asterisks: text that may nest emphasis too deep. */
const DEEP_EMPHASIS = /(\*[^*]*){6}/;

interface LinkContext {
  data: Obj;
  collections: Map<string, Bound>;
  /** Every page the site will have, and its anchors. */
  pages: SitePages;
  report: Report;
  /** Whether no more problems are wanted: each broken link's suggestion is weighed against every page. */
  full?: () => boolean;
}

/**
 * Every link in the file leads somewhere: 'to' of links and buttons, link
 * fields of items, and [label](target) links in prose. A site path must be a
 * page, link:NAME and contact:NAME must name a settings entry.
 */
export function linkProblems(ctx: LinkContext, scope?: RouteScope): { external: boolean } {
  const settings = isObj(ctx.data.settings) ? ctx.data.settings : {};
  const files = linkableFiles(Object.fromEntries([...ctx.collections.values()].map((b) => [b.name, b.collection])));
  let external = false;
  const check = (target: string, path: DataPath, within?: Within) => {
    const kind = targetKind(target);
    if (kind === 'external' || kind === 'named-link') external = true;
    // What a route (or the rest of the file) links to, so a later run knows to check it again when that page changes.
    if (scope) {
      const facts = checksOf(scope, ownerOf(path));
      if (kind === 'route') facts.targets.add(routeOf(target));
      if (kind === 'external' || kind === 'named-link') facts.external = true;
    }
    if (ctx.full?.()) return;
    const problem = targetProblem(target, ctx.pages, files, settings);
    // A suggested target replaces the wrong one where it is written: the whole value, or the link inside a paragraph.
    if (problem) ctx.report(path, withFix(problem.said, problem.to === undefined ? undefined : { to: problem.to, from: target }), 'value', within);
  };
  const prose = (value: string, path: DataPath) => {
    // A code block in an article is shown as written, markup and all.
    if (path[path.length - 1] === 'code') return;
    // Most prose has no link, code or deep emphasis at all; skip the markup parser for it.
    if (!value.includes('](') && !value.includes('<') && !value.includes('`') && !DEEP_EMPHASIS.test(value)) return;
    for (const bad of rejectedTargets(value)) {
      ctx.report(path, LinkTargetNotAllowed(bad), 'value', { text: `](${bad}`, skip: 2 });
    }
    for (const problem of inlineProblems(value)) ctx.report(path, problem);
    for (const target of inlineTargets(value)) check(target, path, targetInText(value, target));
  };
  const visit = (text: string, path: DataPath) => (path[path.length - 1] === 'to' ? check(text, path) : prose(text, path));
  const checkRest = scope?.restClean !== true;
  for (const [key, value] of Object.entries(ctx.data)) {
    if (key === 'collections') continue;
    if (key === 'routes' && scope && Array.isArray(value)) {
      value.forEach((route, i) => {
        if (!scope.includes(i)) return;
        checksOf(scope, i);
        walkStrings(route, [key, i], visit);
      });
    } else if (checkRest) walkStrings(value, [key], visit);
  }
  const collections = isObj(ctx.data.collections) && checkRest ? ctx.data.collections : {};
  for (const [name, value] of Object.entries(collections)) {
    if (!isObj(value)) continue;
    // Field declarations hold no links: a reference field's 'to' names a collection, not an address.
    const { items, fields, ...declaration } = value;
    walkStrings(declaration, ['collections', name], (text, path) => (path[path.length - 1] === 'to' ? check(text, path) : prose(text, path)));
    const bound = ctx.collections.get(name);
    if (bound && Array.isArray(items)) checkItems(bound, items, check, prose);
  }
  return { external };
}

/** Where a link's target is written in its text: after '](' in [label](target), or inside <target>. */
function targetInText(text: string, target: string): Within {
  return text.includes(`](${target})`) ? { text: `](${target})`, skip: 2 } : { text: `<${target}>`, skip: 1 };
}

/** Whose checks a path belongs to: its route's, or the rest of the file's. */
export const ownerOf = (path: DataPath): number => (path[0] === 'routes' && typeof path[1] === 'number' ? path[1] : REST);

/** What one checked route was found to depend on. */
export function checksOf(scope: RouteScope, route: number): RouteChecks {
  let facts = scope.checks.get(route);
  if (!facts) scope.checks.set(route, (facts = { targets: new Set(), external: false, images: new Set() }));
  return facts;
}

/** Item fields by their declared kind: a link field is a target, prose may hold links, blocks hold both. */
function checkItems(bound: Bound, items: unknown[], check: (t: string, p: DataPath) => void, prose: (t: string, p: DataPath) => void): void {
  const fields = Object.entries(bound.collection.fields);
  items.forEach((item, i) => {
    if (!isObj(item)) return;
    for (const [field, decl] of fields) {
      const value = item[field];
      const at: DataPath = ['collections', bound.name, 'items', i, field];
      if (decl.type === 'link') {
        const target = decl.labelled && isObj(value) ? value.to : value;
        if (typeof target === 'string') check(target, decl.labelled ? [...at, 'to'] : at);
      } else if (decl.type === 'inline-text' && typeof value === 'string') prose(value, at);
      else if (decl.type === 'list' && Array.isArray(value)) value.forEach((entry, j) => typeof entry === 'string' && prose(entry, [...at, j]));
      else if (decl.type === 'blocks') walkStrings(value, at, (text, path) => (path[path.length - 1] === 'to' ? check(text, path) : prose(text, path)));
    }
  });
}

/** What is wrong with a link target, and the target it was probably meant to be. */
function targetProblem(target: string, pages: SitePages, files: Set<string>, settings: Obj): { said: Said; to?: string } | undefined {
  const named = (map: unknown, name: string) => isObj(map) && Object.hasOwn(map, name);
  switch (targetKind(target)) {
    case 'route': {
      const route = routeOf(target);
      if (isFilePath(route)) {
        const said = fileProblem(route, files);
        return said === undefined ? undefined : { said };
      }
      // A route without a path is reported as such; links to the page it was meant to be are not mistakes of their own.
      if (!pages.paths.has(route) && !pages.complete) return undefined;
      if (!pages.paths.has(route)) {
        const near = nearest(route, pages.paths);
        return {
          said: LinkToNoPage(target, near === undefined ? `; add a route with path '${route}' or fix the link` : `; did you mean '${near}'?`),
          to: near === undefined ? undefined : near + target.slice(route.length),
        };
      }
      const fragment = target.includes('#') ? target.slice(target.indexOf('#') + 1) : '';
      if (!fragment) return undefined;
      const anchors = pages.anchorsOf(route);
      if (anchors.has(fragment)) return undefined;
      const hint = suggestion(fragment, anchors);
      const fix = hint
        ? hint.replace(/'([^']+)'\?$/, "'#$1'?")
        : anchors.size > 0
          ? `; its anchors are the ids of its headings, sections and questions, such as #${[...anchors][0]}`
          : '; that page has no anchors: its blocks have no headings';
      const near = nearest(fragment, anchors);
      return { said: LinkToNoAnchor(target, route, fix), to: near === undefined ? undefined : `${route}#${near}` };
    }
    case 'named-link':
    case 'contact': {
      const [prefix, map, kind] = target.startsWith('link:')
        ? (['link:', 'links', UnknownNamedLink] as const)
        : (['contact:', 'contacts', UnknownContact] as const);
      const name = target.slice(prefix.length);
      if (named(settings[map], name)) return undefined;
      const names = Object.keys(isObj(settings[map]) ? settings[map] : {});
      const near = nearest(name, names);
      return { said: kind(target, suggestion(name, names) || `; add '${name}' there or fix the name`), to: near === undefined ? undefined : prefix + near };
    }
    default:
      return undefined;
  }
}

/**
 * A link to a file must name one the build writes beside the pages. Pictures
 * are published only as resized copies under new names, so a link to the
 * images folder would lead nowhere.
 */
function fileProblem(path: string, files: Set<string>): Said | undefined {
  if (files.has(path)) return undefined;
  if (path === `/${FEED_FILE}`) return LinkToNoFile(path, 'feed');
  if (path.startsWith(`/${IMAGE_DIR}/`)) return LinkToNoFile(path, 'image');
  return LinkToNoFile(path, { files: [...files] });
}

/** Calls visit for every string in the data, with its path. Iterative, so depth cannot overflow the stack. */
function walkStrings(root: unknown, rootPath: DataPath, visit: (value: string, path: DataPath) => void): void {
  const stack: Array<[unknown, DataPath]> = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') visit(value, path);
    else if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, [...path, i]]));
    else if (isObj(value)) for (const [k, v] of Object.entries(value)) stack.push([v, [...path, k]]);
  }
}
