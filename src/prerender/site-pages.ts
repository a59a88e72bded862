import type { PageData } from '../shell/page.js';
import type { Block, Site } from '../types/site.js';

export interface SitePage extends PageData {
  /** Where the HTML goes, relative to the output folder. */
  file: string;
  title: string;
  description: string;
  blocks: Block[];
  notFound: boolean;
}

/** Where a route's HTML goes: '/' → index.html, '/reviews' → reviews/index.html. */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/** Every file the site consists of: each route as <path>/index.html, and 404.html. */
export function sitePages(site: Site): SitePage[] {
  const pages: SitePage[] = site.routes.map((route) => ({
    path: route.path,
    file: pageFile(route.path),
    title: route.title,
    description: route.description,
    blocks: route.blocks,
    notFound: false,
  }));
  pages.push({
    path: '/404',
    file: '404.html',
    title: site.notFound.title,
    description: site.notFound.description,
    blocks: site.notFound.blocks,
    notFound: true,
  });
  return pages;
}

/** '<page title> | <site name>', unless the title already names the site. */
export function documentTitle(site: Site, page: SitePage): string {
  return page.title.includes(site.settings.siteName) ? page.title : `${page.title} | ${site.settings.siteName}`;
}

/** A page that lists more collection items than this is a long page (see render-page.tsx). */
export const LONG_LIST = 100;

/** How many collection items a page's blocks list: a blog index lists every post. */
export function listedItems(site: Site, page: PageData): number {
  let sum = 0;
  for (const block of page.blocks) if ('collection' in block) sum += site.collections[block.collection as keyof Site['collections']]?.length ?? 0;
  return sum;
}
