import { resolveTarget } from '../../markup/link-target.js';
import type { Block, Site } from '../../types/site.js';
import type { SitePage } from '../site-pages.js';
import { plainText } from './plain-text.js';
import { absoluteUrl } from './urls.js';
import { postById, routeTitle } from '../../ui/site-index.js';

type Json = Record<string, unknown>;

function organization(site: Site): Json {
  const email = Object.values(site.settings.contacts)[0];
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(site.settings.baseUrl, '/#organization'),
    name: site.settings.siteName,
    url: absoluteUrl(site.settings.baseUrl, '/'),
    logo: absoluteUrl(site.settings.baseUrl, '/favicon.svg'),
    ...(email ? { email } : {}),
  };
}

/** JSON-LD for one block, describing exactly what the block shows; most blocks add none. */
function blockData(block: Block, site: Site, page: SitePage): Json | undefined {
  const { settings, collections } = site;
  const url = absoluteUrl(settings.baseUrl, page.path);
  switch (block.type) {
    case 'accordion':
      return {
        '@type': 'FAQPage',
        url,
        mainEntity: (collections.faq ?? []).map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer, settings) },
        })),
      };
    case 'comparison-table': {
      const platforms = (collections.platforms ?? []).slice(0, block.limit ?? undefined);
      return {
        '@type': 'ItemList',
        name: block.caption,
        numberOfItems: platforms.length,
        itemListElement: platforms.map((p, i) => ({ '@type': 'ListItem', position: i + 1, name: p.name, url: resolveTarget(p.url, settings).href })),
      };
    }
    case 'article-header': {
      const post = postById(site, block.post)!;
      return {
        '@type': 'BlogPosting',
        headline: post.title,
        description: plainText(post.excerpt, settings),
        author: { '@type': 'Person', name: post.author },
        datePublished: post.date,
        dateModified: post.date,
        articleSection: post.category,
        inLanguage: settings.language,
        url,
        mainEntityOfPage: url,
        publisher: { '@id': absoluteUrl(settings.baseUrl, '/#organization') },
      };
    }
    default:
      return undefined;
  }
}

/** Home > parent pages that are routes > this page, from the path's segments. */
function breadcrumbs(site: Site, page: SitePage): Json {
  const trail: Array<[string, string]> = [];
  const home = routeTitle(site, '/');
  if (home) trail.push(['/', home]);
  const segments = page.path.split('/').filter(Boolean);
  segments.forEach((_, i) => {
    const path = '/' + segments.slice(0, i + 1).join('/');
    const title = routeTitle(site, path);
    if (title) trail.push([path, title]);
  });
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([path, name], i) => ({ '@type': 'ListItem', position: i + 1, name, item: absoluteUrl(site.settings.baseUrl, path) })),
  };
}

/** The page's JSON-LD graph: site identity on the home page, block data, and breadcrumbs. */
export function structuredData(site: Site, page: SitePage): Json {
  const graph: Json[] = [];
  if (page.path === '/' && !page.notFound) {
    graph.push(organization(site), {
      '@type': 'WebSite',
      name: site.settings.siteName,
      url: absoluteUrl(site.settings.baseUrl, '/'),
      inLanguage: site.settings.language,
      publisher: { '@id': absoluteUrl(site.settings.baseUrl, '/#organization') },
    });
  } else if (page.blocks.some((b) => b.type === 'article-header')) {
    graph.push(organization(site));
  }
  for (const block of page.blocks) {
    const data = blockData(block, site, page);
    if (data) graph.push(data);
  }
  if (!page.notFound) graph.push(breadcrumbs(site, page));
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** JSON inside <script> must not be able to close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
