import { roleField } from '../../model/collections.js';
import { valueText } from '../../model/format.js';
import type { SitePage } from '../../model/pages.js';
import { collectionOf, itemOf } from '../../model/site-index.js';
import { feedCollectionNames } from '../../model/site-files.js';
import { definitionOf } from '../../renderers/registry.js';
import type { Block, Collection, Item, Site } from '../../types/site.js';

/** The item a page is about, with the facts search engines and feeds read from it. */
export interface Subject {
  name: string;
  collection: Collection;
  item: Item;
  title: string;
  /** When the item was published. */
  date?: string;
  /** When it last changed: its updated field, else its date. */
  updated?: string;
  author?: string;
  category?: string;
  summary?: string;
}

const ARTICLE_TYPES = new Set(['BlogPosting', 'Article', 'NewsArticle']);

/** The facts of an item that its collection's roles name. */
export function subjectFacts(site: Site, name: string, item: Item): Subject {
  const collection = collectionOf(site, name);
  const text = (role: 'title' | 'author' | 'category' | 'summary') => {
    const field = roleField(collection, role);
    return field === undefined ? undefined : valueText(site, collection, field, item) || undefined;
  };
  const dateOf = (role: 'date' | 'updated') => {
    const field = roleField(collection, role);
    return field === undefined ? undefined : (item[field] as string | undefined);
  };
  const date = dateOf('date');
  return {
    name,
    collection,
    item,
    title: text('title') ?? item.id,
    date,
    updated: dateOf('updated') ?? date,
    author: text('author'),
    category: text('category'),
    summary: text('summary'),
  };
}

/** The page's subject: the item its first subject block (an item header) presents. */
export function subjectOf(site: Site, page: { blocks: Block[] }): Subject | undefined {
  for (const block of page.blocks) {
    const ref = definitionOf(block.type)?.subject?.(block as never);
    if (!ref) continue;
    const item = itemOf(site, ref.collection, ref.item);
    if (item) return subjectFacts(site, ref.collection, item);
  }
  return undefined;
}

/** Whether the subject is a piece of writing: its collection says so, or it is dated. */
export function isArticle(subject: Subject | undefined): boolean {
  if (!subject) return false;
  const declared = subject.collection.structuredData;
  return declared ? ARTICLE_TYPES.has(declared) : subject.date !== undefined;
}

/** Collections whose dated items with pages go into the feed. */
export function feedCollections(site: Site): string[] {
  return feedCollectionNames(site.collections);
}

/** Whether a page lists or presents items that are in the feed, and so links to it. */
export function showsFeedItems(page: SitePage, feed: string[]): boolean {
  if (feed.length === 0) return false;
  return page.blocks.some((block) => {
    const definition = definitionOf(block.type);
    const listed = definition?.lists?.(block as never);
    const subject = definition?.subject?.(block as never);
    return (listed !== undefined && feed.includes(listed)) || (subject !== undefined && feed.includes(subject.collection));
  });
}
