import type { Assets } from '../model/assets.js';
import type { LazySite } from '../model/lazy-site.js';
import { ReadSource, SiteReader } from '../model/site-reader.js';
import { pagesOf } from '../validate/site-index.js';

/** A site rendered with no pictures, font or code prepared: a test of one block. */
const NO_ASSETS: Assets = { images: {}, languages: [] };

/** Each page's title by its path, the not-found page's left out: what other pages show of it. */
function pageTitles(site: LazySite): Map<string, string> {
  return new Map(pagesOf(site).flatMap((page) => (page.notFound ? [] : [[page.path, page.title] as const])));
}

/**
 * What pages are rendered from: the validated site and the assets prepared
 * for it (assets/assets.ts). Renderers never see it: each page reads it
 * through a SiteReader of its own, which records what the page read.
 * Memos of what every page shares (the shell) are kept per SiteData.
 */
export class SiteData {
  readonly source: ReadSource;

  constructor(
    readonly site: LazySite,
    readonly assets: Assets = NO_ASSETS,
    titles: () => ReadonlyMap<string, string> = () => pageTitles(site),
  ) {
    this.source = new ReadSource(site, assets, titles);
  }

  /**
   * A reader of the site for the page at `path`, adding each read to
   * `record` when given. Without a path, for what is no page's own: the
   * shell every page shares, the feed and sitemap. With `ownTitle`, a read
   * of the page's own title is recorded too.
   */
  reader(path = '', record?: Set<string>, ownTitle = false): SiteReader {
    return new SiteReader(this.source, path, record, ownTitle);
  }

  /** Another version of the site with the same assets and page titles: the warm-up's, its collections cut short (render-page.tsx). */
  withSite(site: LazySite): SiteData {
    return new SiteData(site, this.assets, () => this.source.titles());
  }
}
