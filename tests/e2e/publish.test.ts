import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, inject, it } from 'vitest';
import { pageFile } from '../../src/validate/site-pages.js';
import { jsonLdProblems, pageJsonLd } from './json-ld.js';
import { items, routePaths, site } from './routes.js';

const siteDir = inject('siteDir');
const read = (file: string) => readFileSync(join(siteDir, file), 'utf8');
const base = site.settings.baseUrl;

function head(path: string) {
  const html = read(pageFile(path));
  const meta = (attr: string, name: string) => html.match(new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`))?.[1];
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]) as {
    '@context': string;
    '@graph': Array<Record<string, any>>;
  };
  return { html, meta, jsonLd, types: jsonLd['@graph'].map((g) => g['@type']) };
}

describe('every route head', () => {
  it('has a unique title and description', () => {
    const titles = routePaths.map((p) => head(p).html.match(/<title>(.*?)<\/title>/)![1]);
    const descriptions = routePaths.map((p) => head(p).meta('name', 'description'));
    expect(new Set(titles).size).toBe(routePaths.length);
    expect(new Set(descriptions).size).toBe(routePaths.length);
  });

  it.each(routePaths)('%s has canonical, OpenGraph, Twitter, lang, icon, manifest and breadcrumbs', (path) => {
    const { html, meta, jsonLd, types } = head(path);
    const url = base + path;
    expect(html).toContain(`<html lang="${site.settings.language}">`);
    expect(html).toContain(`<link rel="canonical" href="${url}">`);
    expect(meta('property', 'og:url')).toBe(url);
    expect(meta('property', 'og:title')).toContain(site.routes.find((r) => r.path === path)!.title.replace(/&/g, '&amp;'));
    expect(meta('property', 'og:description')).toBeTruthy();
    expect(meta('name', 'twitter:card')).toBe('summary');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).toContain('<link rel="manifest" href="/site.webmanifest">');
    expect(jsonLd['@context']).toBe('https://schema.org');
    const crumbs = jsonLd['@graph'].find((g) => g['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.at(-1).item).toBe(url);
    expect(crumbs.itemListElement[0].item).toBe(base + '/');
    expect(types).toContain('BreadcrumbList');
  });
});

describe('JSON-LD says what the page shows', () => {
  it('is valid on every page: each type with the properties search engines need, and no aggregate rating', () => {
    for (const path of [...routePaths, '/404']) {
      const html = read(path === '/404' ? '404.html' : pageFile(path));
      expect(jsonLdProblems(pageJsonLd(html)), path).toEqual([]);
    }
  });

  it('describes the organization and website on the home page', () => {
    const { jsonLd } = head('/');
    const org = jsonLd['@graph'].find((g) => g['@type'] === 'Organization')!;
    expect(org.name).toBe(site.settings.siteName);
    expect(jsonLd['@graph'].find((g) => g['@type'] === 'WebSite')!.url).toBe(base + '/');
  });

  it('lists the FAQ questions and answers on /faq', () => {
    const { jsonLd, html } = head('/faq');
    const faq = jsonLd['@graph'].find((g) => g['@type'] === 'FAQPage')!;
    expect(faq.mainEntity.map((q: any) => q.name)).toEqual(items('faq').map((f) => f.question));
    for (const q of faq.mainEntity) {
      expect(html).toContain(q.name.replace(/'/g, '&#x27;'));
      expect(q.acceptedAnswer.text).not.toMatch(/\]\(|\*\*/); // plain text, no markup
    }
  });

  it('lists the reviewed platforms in order on /reviews', () => {
    const list = head('/reviews').jsonLd['@graph'].find((g) => g['@type'] === 'ItemList')!;
    expect(list.itemListElement.map((i: any) => [i.position, i.name])).toEqual(items('platforms').map((p, i) => [i + 1, p.name]));
  });

  it.each(site.routes.filter((r) => r.blocks.some((b) => b.type === 'item-header')).map((r) => r.path))('describes the article on %s', (path) => {
    const { jsonLd, meta, html } = head(path);
    const id = path.split('/').pop();
    const post = items('posts').find((p) => p.id === id)!;
    const article = jsonLd['@graph'].find((g) => g['@type'] === 'BlogPosting')!;
    expect(article).toMatchObject({ headline: post.title, datePublished: post.date, author: { '@type': 'Person', name: post.author } });
    expect(article.publisher['@id']).toBe(base + '/#organization');
    expect(meta('property', 'og:type')).toBe('article');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
  });
});

describe('site files', () => {
  it('has a sitemap listing every route with lastmod', () => {
    const xml = read('sitemap.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = new XMLParser().parse(xml).urlset.url as Array<{ loc: string; lastmod: string }>;
    expect(urls.map((u) => u.loc).sort()).toEqual(routePaths.map((p) => base + p).sort());
    expect(urls).toHaveLength(28);
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('has robots.txt pointing at the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('has a well-formed Atom feed of the 11 posts, newest first, linked from the blog', () => {
    const xml = read('feed.xml');
    expect(XMLValidator.validate(xml)).toBe(true);
    const entries = new XMLParser({ ignoreAttributes: false }).parse(xml).feed.entry as Array<{ title: string; link: { '@_href': string } }>;
    expect(entries).toHaveLength(11);
    const posts = [...items('posts')].sort((a, b) => b.date.localeCompare(a.date));
    expect(entries.map((e) => e.link['@_href'])).toEqual(posts.map((p) => `${base}/blog/${p.id}`));
    expect(read('blog/index.html')).toContain('href="/feed.xml"');
    expect(read('reviews/index.html')).not.toContain('href="/feed.xml"');
  });

  it('has a favicon, a web manifest and 404.html', () => {
    expect(read('favicon.svg')).toContain(site.settings.brandMark);
    const manifest = JSON.parse(read('site.webmanifest'));
    expect(manifest).toMatchObject({ name: site.settings.siteName, start_url: '/', theme_color: site.settings.themeColor });
    expect(existsSync(join(siteDir, '404.html'))).toBe(true);
    expect(read('404.html')).toContain('<meta name="robots" content="noindex">');
  });

  it('has a _headers file whose CSP allows by hash exactly the inline stylesheets and scripts, the shared stylesheet file, and no script files', () => {
    const headers = read('_headers');
    const files = [...routePaths.map(pageFile), '404.html'];
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inline = (open: string, close: string) =>
      new Set(files.flatMap((f) => [...read(f).matchAll(new RegExp(`${open}(.*?)${close}`, 'gs'))].map((m) => sha(m[1]))));
    const directive = (name: string) => new Set(headers.match(new RegExp(`${name} ([^;\\n]+)`))![1].split(' '));
    expect(directive('style-src')).toEqual(new Set(["'self'", ...inline('<style>', '</style>')]));
    expect(directive('script-src')).toEqual(inline('<script type="module">', '</script>'));
    expect(directive('script-src').size).toBe(2);
    for (const f of files) {
      const html = read(f);
      expect(html, f).not.toMatch(/\sstyle="/);
      expect(html, f).not.toMatch(/<script(?! type="module">| type="application\/ld\+json">)/);
      expect(html, f).not.toMatch(/\son[a-z]+="/);
    }
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    for (const h of [
      'Strict-Transport-Security',
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy',
      'Permissions-Policy',
      "frame-ancestors 'none'",
      "default-src 'none'",
    ])
      expect(headers).toContain(h);
    expect(headers).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});

describe('the local server (npm run serve) answers as the host does', () => {
  const siteUrl = inject('siteUrl');

  it('sends every page with the Content-Security-Policy the build wrote in _headers', async () => {
    const csp = read('_headers').match(/^ {2}Content-Security-Policy: (.+)$/m)![1];
    for (const path of ['/', '/reviews', '/missing-page']) {
      const response = await fetch(siteUrl + path);
      expect(response.headers.get('content-security-policy'), path).toBe(csp);
    }
  });

  it('answers the hosting files 404 with the not-found page, as nginx does', async () => {
    for (const path of ['/_headers', '/_nginx/headers.conf']) {
      const response = await fetch(siteUrl + path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });
});
