import type { Post, Site } from '../types/site.js';

/**
 * Lookups by id and path, built once per validated site. Every page of a
 * 10,000-route site looks up its post and its breadcrumb titles; scanning the
 * arrays each time made the build quadratic.
 */
interface SiteIndex {
  posts: Map<string, Post>;
  routeTitles: Map<string, string>;
}

const indexes = new WeakMap<Site, SiteIndex>();

function indexOf(site: Site): SiteIndex {
  let index = indexes.get(site);
  if (!index) {
    index = {
      posts: new Map((site.collections.posts ?? []).map((p) => [p.id, p])),
      routeTitles: new Map(site.routes.map((r) => [r.path, r.title])),
    };
    indexes.set(site, index);
  }
  return index;
}

export function postById(site: Site, id: string): Post | undefined {
  return indexOf(site).posts.get(id);
}

export function routeTitle(site: Site, path: string): string | undefined {
  return indexOf(site).routeTitles.get(path);
}
