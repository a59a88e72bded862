import { roleField } from '../../model/collections.js';
import { valueText } from '../../model/format.js';
import type { Declaration, SiteReader } from '../../model/site-reader.js';
import type { PageData, SitePage } from '../../validate/site-pages.js';
import type { RouteFacts } from '../../model/route-facts.js';
import { pageBindings } from '../../renderers/registry.js';
import type { Item } from '../../types/site.js';

/** The item a page is about, with the facts search engines and feeds read from it. */
export interface Subject {
  name: string;
  collection: Declaration;
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

/** When an item was published and last changed: its date and updated fields, as its collection's roles name them. */
function datesOf(collection: Declaration, item: Item): { date?: string; updated?: string } {
  const dateOf = (role: 'date' | 'updated') => {
    const field = roleField(collection, role);
    return field === undefined ? undefined : (item[field] as string | undefined);
  };
  const date = dateOf('date');
  return { date, updated: dateOf('updated') ?? date };
}

/** The facts of an item that its collection's roles name. */
export function subjectFacts(read: SiteReader, name: string, item: Item): Subject {
  const collection = read.declaration(name);
  const text = (role: 'title' | 'author' | 'category' | 'summary') => {
    const field = roleField(collection, role);
    return field === undefined ? undefined : valueText(read, collection, field, item) || undefined;
  };
  return {
    name,
    collection,
    item,
    title: text('title') ?? item.id,
    ...datesOf(collection, item),
    author: text('author'),
    category: text('category'),
    summary: text('summary'),
  };
}

/** The item the page presents: the one its first subject block (an item header) names, if it exists. */
function subjectItem(read: SiteReader, page: PageData & { facts?: RouteFacts }): { name: string; item: Item } | undefined {
  for (const { subject: ref } of pageBindings(page)) {
    if (!ref) continue;
    const item = read.item(ref.collection, ref.item);
    if (item) return { name: ref.collection, item };
  }
  return undefined;
}

/** The page's subject: the item its first subject block (an item header) presents. */
export function subjectOf(read: SiteReader, page: PageData & { facts?: RouteFacts }): Subject | undefined {
  const found = subjectItem(read, page);
  return found && subjectFacts(read, found.name, found.item);
}

/** When the page's subject last changed, without the texts the rest of its facts take to work out: every page of a sitemap asks. */
export function subjectUpdated(read: SiteReader, page: PageData & { facts?: RouteFacts }): string | undefined {
  const found = subjectItem(read, page);
  return found && datesOf(read.declaration(found.name), found.item).updated;
}

/** Whether the subject is a piece of writing: its collection says so, or it is dated. */
export function isArticle(subject: Subject | undefined): boolean {
  if (!subject) return false;
  const declared = subject.collection.structuredData;
  return declared ? ARTICLE_TYPES.has(declared) : subject.date !== undefined;
}

/** Whether a page lists or presents items that are in the feed, and so links to it. */
export function showsFeedItems(page: SitePage, feed: string[]): boolean {
  if (feed.length === 0) return false;
  return pageBindings(page).some(
    ({ lists, subject }) => (lists !== undefined && feed.includes(lists)) || (subject !== undefined && feed.includes(subject.collection)),
  );
}
