import { readableOn } from '../../model/color.js';
import { itemPath } from '../../model/collections.js';
import { brandMark, themeColor } from '../../model/settings.js';
import { HALF_CAP, markFontSize } from '../../ui/brand-mark.js';
import type { SitePage } from '../../validate/site-pages.js';
import { pageBindings } from '../../renderers/registry.js';

import { escapeHtml } from '../escape-html.js';
import { FEED_FILE } from '../../model/site-files.js';
import { subjectFacts, subjectUpdated } from './subject.js';
import type { SiteReader } from '../../model/site-reader.js';
import { absoluteUrl } from './urls.js';

const xml = (text: string) => escapeHtml(text);

/** When a page last changed: when the item it presents was updated or dated, else the site's lastUpdated, if it has one. */
function lastModified(read: SiteReader, page: SitePage): string | undefined {
  return subjectUpdated(read, page) ?? read.settings.lastUpdated;
}

export function sitemap(read: SiteReader, pages: SitePage[]): string {
  const urls = pages
    .filter((p) => !p.notFound)
    .map((p) => {
      const modified = lastModified(read, p);
      return `  <url><loc>${xml(absoluteUrl(read.settings.baseUrl, p.path))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(read: SiteReader): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(read.settings.baseUrl, '/sitemap.xml')}\n`;
}

/**
 * An Atom feed of every dated item that has a page, newest first, from
 * every collection in the feed (see feedCollections). The feed's own link
 * is the first page that lists them.
 */
export function atomFeed(read: SiteReader, pages: SitePage[]): string | undefined {
  const { settings } = read;
  const names = read.feedCollections();
  const listing = feedListing(read, pages);
  const entries = names
    .flatMap((name) => read.query(name).map((item) => subjectFacts(read, name, item)))
    .filter((entry) => entry.date !== undefined)
    .sort((a, b) => b.date!.localeCompare(a.date!));
  if (entries.length === 0) return undefined;
  const feedUrl = absoluteUrl(settings.baseUrl, `/${FEED_FILE}`);
  const lines = entries.map((entry) => {
    const url = absoluteUrl(settings.baseUrl, itemPath(entry.collection, entry.item.id)!);
    return [
      '  <entry>',
      `    <title>${xml(entry.title)}</title>`,
      `    <link href="${xml(url)}"/>`,
      `    <id>${xml(url)}</id>`,
      `    <published>${entry.date}T00:00:00Z</published>`,
      `    <updated>${entry.updated}T00:00:00Z</updated>`,
      ...(entry.author ? [`    <author><name>${xml(entry.author)}</name></author>`] : []),
      ...(entry.category ? [`    <category term="${xml(entry.category)}"/>`] : []),
      ...(entry.summary ? [`    <summary>${xml(entry.summary)}</summary>`] : []),
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(settings.language)}">`,
    `  <title>${xml(settings.siteName)}</title>`,
    `  <link href="${xml(absoluteUrl(settings.baseUrl, listing))}"/>`,
    `  <link rel="self" href="${xml(feedUrl)}"/>`,
    `  <id>${xml(feedUrl)}</id>`,
    // The feed changed when its latest entry did, which a revised older post can be.
    `  <updated>${entries
      .map((entry) => entry.updated!)
      .sort()
      .at(-1)}T00:00:00Z</updated>`,
    // Atom needs an author for every entry: the site stands in where an entry names none.
    ...(entries.some((entry) => !entry.author) ? [`  <author><name>${xml(settings.siteName)}</name></author>`] : []),
    ...lines,
    '</feed>',
    '',
  ].join('\n');
}

/** The feed's own link: the first page that lists its items, else the home page. */
export function feedListing(read: SiteReader, pages: SitePage[]): string {
  const names = read.feedCollections();
  return pages.find((page) => !page.notFound && pageBindings(page).some((b) => names.includes(b.lists ?? '')))?.path ?? '/';
}

/** The brand mark on a rounded square in the theme colour. */
export function favicon(read: SiteReader): string {
  const mark = brandMark(read.settings);
  const color = themeColor(read.settings);
  // Within the circle the square's corners round towards, centred on the capitals' middle.
  const size = markFontSize(mark, 64, 5, 32);
  const baseline = Math.round((32 + HALF_CAP * size) * 10) / 10;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${xml(color)}"/><text x="32" y="${baseline}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" fill="${readableOn(color)}">${xml(mark)}</text></svg>\n`;
}

export function webManifest(read: SiteReader, pages: SitePage[]): string {
  const { settings } = read;
  const { siteName, language } = settings;
  const home = pages.find((p) => !p.notFound && p.path === '/');
  return `${JSON.stringify(
    {
      name: siteName,
      short_name: siteName.length <= 12 ? siteName : brandMark(settings),
      description: home?.description ?? siteName,
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: themeColor(settings),
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  )}\n`;
}
