import type { Site } from '../../types/site.js';
import { escapeHtml } from '../escape-html.js';
import type { SitePage } from '../site-pages.js';
import { FEED_FILE } from './head-tags.js';
import { plainText } from './plain-text.js';
import { absoluteUrl } from './urls.js';
import { postById } from '../../ui/site-index.js';

const xml = (text: string) => escapeHtml(text);

/** When a page last changed: its post's date for an article, else the site's lastUpdated. */
function lastModified(site: Site, page: SitePage): string {
  const header = page.blocks.find((b) => b.type === 'article-header');
  const post = header && postById(site, header.post);
  return post?.date ?? site.settings.lastUpdated;
}

export function sitemap(site: Site, pages: SitePage[]): string {
  const urls = pages
    .filter((p) => !p.notFound)
    .map((p) => `  <url><loc>${xml(absoluteUrl(site.settings.baseUrl, p.path))}</loc><lastmod>${lastModified(site, p)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robots(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site.settings.baseUrl, '/sitemap.xml')}\n`;
}

/**
 * An Atom feed of every post, newest first. Each entry links to the post's
 * page under the post list's link base.
 */
export function atomFeed(site: Site): string | undefined {
  const { settings } = site;
  const list = site.routes.flatMap((r) => r.blocks).find((b) => b.type === 'post-list');
  const posts = [...(site.collections.posts ?? [])].sort((a, b) => b.date.localeCompare(a.date));
  if (!list || posts.length === 0) return undefined;
  const base = list.linkBase === '/' ? '' : list.linkBase;
  const feedUrl = absoluteUrl(settings.baseUrl, `/${FEED_FILE}`);
  const entries = posts.map((post) => {
    const url = absoluteUrl(settings.baseUrl, `${base}/${post.id}`);
    return [
      '  <entry>',
      `    <title>${xml(post.title)}</title>`,
      `    <link href="${xml(url)}"/>`,
      `    <id>${xml(url)}</id>`,
      `    <published>${post.date}T00:00:00Z</published>`,
      `    <updated>${post.date}T00:00:00Z</updated>`,
      `    <author><name>${xml(post.author)}</name></author>`,
      `    <category term="${xml(post.category)}"/>`,
      `    <summary>${xml(plainText(post.excerpt, settings))}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(settings.language)}">`,
    `  <title>${xml(settings.siteName)}</title>`,
    `  <link href="${xml(absoluteUrl(settings.baseUrl, base || '/'))}"/>`,
    `  <link rel="self" href="${xml(feedUrl)}"/>`,
    `  <id>${xml(feedUrl)}</id>`,
    `  <updated>${posts[0].date}T00:00:00Z</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The brand mark on a rounded square in the theme colour. */
export function favicon(site: Site): string {
  const { brandMark, themeColor } = site.settings;
  const size = brandMark.length > 2 ? 26 : 32;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${xml(themeColor)}"/><text x="32" y="42" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="${size}" font-weight="800" text-anchor="middle" fill="#ffffff">${xml(brandMark)}</text></svg>\n`;
}

export function webManifest(site: Site): string {
  const { siteName, brandMark, themeColor, language } = site.settings;
  const home = site.routes.find((r) => r.path === '/');
  return `${JSON.stringify(
    {
      name: siteName,
      short_name: siteName.length <= 12 ? siteName : brandMark,
      description: home?.description ?? siteName,
      lang: language,
      start_url: '/',
      scope: '/',
      display: 'browser',
      theme_color: themeColor,
      background_color: '#ffffff',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    null,
    2,
  )}\n`;
}
