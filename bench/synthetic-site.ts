/**
 * Generates a valid synthetic site of N routes for the scale benchmark. It
 * reuses the real site's settings, navigation and collections and mixes every
 * block type: most routes are articles of about 900 words, the rest landing,
 * list, FAQ and table pages, with one blog index and one not-found page.
 * The output is block-style YAML, as a content owner writes it.
 */
import { readFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { parseSource } from '../src/load/load-site.js';
import type { Block, Item, Site } from '../src/types/site.js';
import { IQ_SITE_FILE } from '../tests/iq-site.js';

const WORDS = `test score reasoning memory pattern result average scale norm group measure ability verbal spatial working
speed accuracy validity reliability review platform report question answer practice research trait personality
career attachment culture language school adult child percentile range error interval sample design method criteria`.split(/\s+/);

/** A small deterministic generator, so every run builds the same site. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function syntheticSite(routeCount: number, base: Site): Site {
  const next = random(routeCount);
  const word = () => WORDS[Math.floor(next() * WORDS.length)];
  const sentence = (n = 14) => {
    const words = Array.from({ length: n }, word);
    return words[0][0].toUpperCase() + words.join(' ').slice(1) + '.';
  };
  const paragraph = () => Array.from({ length: 5 }, () => sentence(10 + Math.floor(next() * 10))).join(' ');

  const posts: Item[] = [];
  const routes: Site['routes'] = [];
  const hero = (title: string): Block => ({ type: 'hero', size: 'compact', title, lead: sentence(20) });
  const cta: Block = { type: 'cta', heading: 'Compare the platforms', text: sentence(), actions: [{ label: 'View reviews', to: '/' }] };
  const articles = Math.floor(routeCount * 0.7);

  const comparison: Block = {
    type: 'data-table',
    collection: 'platforms',
    caption: 'Platforms',
    rank: '#',
    columns: ['name', 'rating', 'price', 'accuracy', 'trustpilot'].map((field) => ({ field })),
    highlight: { field: 'featured', badge: '#1' },
    topBadges: { count: 5, label: 'Top {n}' },
    itemLink: { heading: 'Visit', label: 'Visit', field: 'url' },
    structuredData: 'ItemList',
  };
  const cards: Block = {
    type: 'card-grid',
    heading: 'Three kinds of test',
    cards: ['IQ', 'Personality', 'Love style'].map((title) => ({
      icon: 'brain' as const,
      title,
      text: sentence(18),
      link: { label: 'Read more', to: '/blog' },
    })),
  };
  const landing: Block[] = [{ type: 'rich-text', heading: 'Why compare', paragraphs: [paragraph(), paragraph()] }, comparison, cards];
  const faq = Array.from({ length: 10 }, (_, i) => ({ id: `item-${i}`, question: sentence(8).slice(0, -1) + '?', answer: paragraph() }));
  routes.push({ path: '/', title: 'Synthetic home page', description: sentence(12), blocks: [hero('Synthetic site'), ...landing, cta] });
  routes.push({
    path: '/blog',
    title: 'Synthetic blog',
    description: sentence(12),
    blocks: [
      hero('Blog'),
      {
        type: 'post-list',
        collection: 'posts',
        show: { teaser: 'content', meta: ['author', 'readTime'] },
        highlight: { field: 'featured', badge: 'Featured' },
        buttons: { highlighted: 'Read', others: 'More' },
      },
      { type: 'newsletter', heading: 'Newsletter', inputLabel: 'Email', placeholder: 'you@example.com', buttonLabel: 'Subscribe' },
    ],
  });
  for (let i = 0; routes.length < routeCount; i++) {
    const kind = i < articles ? 'article' : ['landing', 'list', 'faq', 'table'][i % 4];
    if (kind === 'article') {
      const id = `post-${i}`;
      posts.push({
        id,
        title: `${sentence(6).slice(0, -1)} ${i}`,
        excerpt: sentence(20),
        content: sentence(30),
        author: 'Synthetic Author',
        reviewedBy: 'Reviewed by Synthetic Reviewer',
        date: `2025-01-${String((i % 28) + 1).padStart(2, '0')}`,
        readTime: '5 min read',
        category: ['IQ Testing', 'Personality', 'Psychology'][i % 3],
        ...(i === 0 && { featured: true }),
      });
      const sections = Array.from({ length: 5 }, (_, s) => ({
        heading: sentence(5).slice(0, -1),
        body: s === 2 ? [paragraph(), { list: [sentence(), sentence(), sentence()] }, paragraph()] : [paragraph(), paragraph()],
      }));
      const blocks: Block[] = [
        {
          type: 'item-header',
          collection: 'posts',
          item: id,
          backLink: { label: 'Back to Blog', to: '/blog' },
          show: { meta: ['author', 'date', 'readTime'] },
        },
        { type: 'article-sections', sections },
      ];
      if (i % 5 === 0)
        blocks.push({
          type: 'table',
          caption: 'Synthetic table',
          columns: ['Type', 'Questions', 'Duration'],
          rows: [
            ['Quick', '10-25', '10-20 minutes'],
            ['Standard', '30-60', '30-60 minutes'],
          ],
        });
      blocks.push(cta);
      routes.push({ path: `/blog/${id}`, title: posts[posts.length - 1].title as string, description: sentence(14), blocks });
    } else {
      const bodies: Record<string, Block[]> = {
        landing,
        list: [
          {
            type: 'ranked-list',
            collection: 'personalityTests',
            facts: [{ field: 'price' }, { field: 'accuracy' }],
            highlight: { field: 'featured', badge: 'Top Pick' },
            action: { label: 'Take Test', field: 'url', only: 'highlighted' },
          },
          { type: 'ranked-list', collection: 'loveStyleTests', action: { label: 'Take Test', field: 'url' } },
        ],
        faq: [
          { type: 'accordion', collection: 'faq', structuredData: 'FAQPage' },
          { type: 'rich-text', paragraphs: [paragraph(), paragraph()] },
        ],
        table: [
          comparison,
          {
            type: 'table',
            caption: 'Durations',
            columns: ['Type', 'Duration'],
            rows: [
              ['Quick', '10-20 minutes'],
              ['Professional', '2-4 hours'],
            ],
          },
        ],
      };
      routes.push({
        path: `/page-${i}`,
        title: `Synthetic ${kind} page ${i}`,
        description: sentence(14),
        blocks: [hero(`Synthetic ${kind} page ${i}`), ...bodies[kind], cta],
      });
    }
  }
  // The real navigation and footer point at the real site's routes; point them home instead.
  const home = <L extends { to?: string }>(links: L[] = []) => links.map((l) => ({ ...l, ...(l.to && { to: l.to.startsWith('/') ? '/' : l.to }) }));
  return {
    ...base,
    navigation: { ...base.navigation, links: home(base.navigation?.links) },
    // The footer note links to pages of the real site, which the synthetic one does not have.
    footer: {
      copyright: base.footer?.copyright,
      columns: (base.footer?.columns ?? []).map((c) => ({ heading: { ...c.heading, to: '/' }, links: home(c.links) })),
    },
    collections: { ...base.collections, faq: { ...base.collections.faq, items: faq }, posts: { ...base.collections.posts, items: posts } },
    routes,
  };
}

/** The real site, whose settings, navigation and collections the synthetic one reuses. */
export function baseSite(baseFile = IQ_SITE_FILE): Site {
  return parseSource(readFileSync(baseFile, 'utf8')).data as Site;
}

/** A site as the YAML a content owner writes, for `npm run build`. */
export function siteText(site: Site): string {
  return `# yaml-language-server: $schema=../schemas/site.schema.json\n${stringify(site, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

export function syntheticSiteText(routeCount: number, baseFile = IQ_SITE_FILE): string {
  return siteText(syntheticSite(routeCount, baseSite(baseFile)));
}
