import type { SitePage } from '../../validate/site-pages.js';
import { themeColor } from '../../model/settings.js';
import { FEED_FILE } from '../../model/site-files.js';
import type { SiteReader } from '../../model/site-reader.js';
import { escapeHtml } from '../escape-html.js';
import { jsonForScript, structuredData } from './structured-data.js';
import { isArticle, showsFeedItems, subjectOf } from './subject.js';
import { absoluteUrl } from './urls.js';
import { socialImage, socialImageTags } from './social-image.js';

/**
 * The head tags a page needs for search engines and link previews:
 * canonical URL, OpenGraph and Twitter cards, icons, feed and JSON-LD.
 * Everything comes from site.yaml; the values are escaped here.
 */
export function headTags(read: SiteReader, page: SitePage, title: string): string[] {
  const { settings } = read;
  const attr = (value: string) => escapeHtml(value);
  const url = absoluteUrl(settings.baseUrl, page.path);
  const subject = subjectOf(read, page);
  const article = isArticle(subject);
  const tags = [
    `<meta name="theme-color" content="${attr(themeColor(settings))}">`,
    `<link rel="icon" href="/favicon.svg" type="image/svg+xml">`,
    `<link rel="manifest" href="/site.webmanifest">`,
  ];
  const font = read.font();
  // Preloaded, so the font arrives with the first paint's resources rather than after the CSS is read.
  if (font) tags.push(`<link rel="preload" href="${attr(font.url)}" as="font" type="font/${font.format}" crossorigin>`);
  if (page.notFound) {
    tags.push('<meta name="robots" content="noindex">');
  } else {
    const image = socialImage(read, page, subject, title);
    tags.push(
      `<link rel="canonical" href="${attr(url)}">`,
      `<meta property="og:type" content="${article ? 'article' : 'website'}">`,
      `<meta property="og:site_name" content="${attr(settings.siteName)}">`,
      `<meta property="og:title" content="${attr(title)}">`,
      `<meta property="og:description" content="${attr(page.description)}">`,
      `<meta property="og:url" content="${attr(url)}">`,
      `<meta property="og:locale" content="${attr(settings.language.replace('-', '_'))}">`,
      ...(image ? socialImageTags(image, attr) : []),
      // A page with a picture is previewed with it large; one without, as a line of text.
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
      `<meta name="twitter:title" content="${attr(title)}">`,
      `<meta name="twitter:description" content="${attr(page.description)}">`,
    );
    if (article && subject) {
      if (subject.date) tags.push(`<meta property="article:published_time" content="${attr(subject.date)}">`);
      if (subject.updated && subject.updated !== subject.date) tags.push(`<meta property="article:modified_time" content="${attr(subject.updated)}">`);
      if (subject.author) tags.push(`<meta property="article:author" content="${attr(subject.author)}">`);
      if (subject.category) tags.push(`<meta property="article:section" content="${attr(subject.category)}">`);
    }
  }
  if (showsFeedItems(page, read.feedCollections())) {
    tags.push(`<link rel="alternate" type="application/atom+xml" title="${attr(settings.siteName)}" href="/${FEED_FILE}">`);
  }
  tags.push(`<script type="application/ld+json">${jsonForScript(structuredData(read, page, subject))}</script>`);
  return tags;
}
