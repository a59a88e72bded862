import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/markup/plain-text.js';
import type { ArticleSections, Block, ItemHeader, Section } from '../../src/types/site.js';
import { items, site } from '../e2e/routes.js';

/**
 * Issue 13, point 8: a stated read time must be honest at 200-250 words per minute.
 * W counts the words a reader reads in the article's body: every article-sections block's headings,
 * paragraphs, sub-headings and list and step items, leaving out the closing "Sources" section
 * (a reference list is looked up, not read). A time of M minutes is honest when
 * round(W / 250) <= M <= round(W / 200).
 */
const SLOW = 200;
const FAST = 250;
const SOURCES = 'Sources';

const linkSettings = { links: site.settings.links, contacts: site.settings.contacts };

/** Words as a reader sees them: inline markup resolved, and only tokens with a letter or digit. */
function countWords(text: string, markup = true): number {
  const shown = markup ? plainText(text, linkSettings) : text;
  return shown.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function sectionWords(section: Section): number {
  let words = countWords(section.heading, false);
  for (const part of section.body) {
    if (typeof part === 'string') words += countWords(part);
    else if (part.subheading !== undefined) words += countWords(part.subheading, false);
    else for (const entry of part.list ?? part.steps ?? []) words += countWords(entry);
  }
  return words;
}

function bodySections(blocks: Block[]): Section[] {
  return blocks.filter((b): b is Block & ArticleSections => b.type === 'article-sections').flatMap((b) => b.sections);
}

/** The routes whose first block is the item-header of a post: the articles. */
const articles = site.routes.flatMap((route) => {
  const first = route.blocks[0] as Block & Partial<ItemHeader>;
  if (first?.type !== 'item-header' || first.collection !== 'posts' || !first.item) return [];
  const post = items('posts').find((p) => p.id === first.item);
  return post ? [{ path: route.path, post, sections: bodySections(route.blocks) }] : [];
});

describe('article read times', () => {
  it('finds an article page for every post', () => {
    expect(articles.map((a) => a.post.id).sort()).toEqual(
      items('posts')
        .map((p) => p.id)
        .sort(),
    );
  });

  it.each(articles.map((a) => [a.path, a] as const))('%s states a read time its word count supports', (path, { post, sections }) => {
    const words = sections.filter((s) => s.heading !== SOURCES).reduce((sum, s) => sum + sectionWords(s), 0);
    const stated = /^(\d+) min read$/.exec(String(post.readTime));
    expect(stated, `${path}: readTime "${post.readTime}" is not of the form "N min read"`).not.toBeNull();
    const minutes = Number(stated![1]);
    const least = Math.round(words / FAST);
    const most = Math.round(words / SLOW);
    expect(
      least <= minutes && minutes <= most,
      `${path}: "${post.readTime}" for ${words} words; at ${SLOW}-${FAST} words a minute it should be ${least}-${most} min`,
    ).toBe(true);
  });
});

describe('article sources', () => {
  it.each(articles.map((a) => [a.path, a] as const))('%s ends with a Sources section of 3 to 8 works', (path, { sections }) => {
    const last = sections[sections.length - 1];
    expect(last?.heading, `${path}: the last section should be headed "${SOURCES}"`).toBe(SOURCES);
    const works = last.body.flatMap((part) => (typeof part === 'string' ? [] : (part.list ?? [])));
    expect(works.length, `${path}: ${works.length} works listed under "${SOURCES}"`).toBeGreaterThanOrEqual(3);
    expect(works.length, `${path}: ${works.length} works listed under "${SOURCES}"`).toBeLessThanOrEqual(8);
    for (const work of works) expect(work, `${path}: a source should read "Author, A. A. (Year). Title."`).toMatch(/\(\d{4}[a-z]?\)\./);
  });
});
