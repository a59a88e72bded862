/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

/**
 * One typed block of a page. The 'type' field picks which of the block schemas applies.
 */
export type Block = (
  | Accordion
  | ArticleHeader
  | ArticleSections
  | CardGrid
  | ComparisonTable
  | CallToAction
  | Hero
  | NewsletterBox
  | NotFound
  | PostList
  | RankedList
  | RichText
  | Table
) & {
  /**
   * Which kind of block this is, e.g. hero or card-grid. See the block reference in the README.
   */
  type: string;
};
/**
 * The page's blocks, top to bottom.
 *
 * @minItems 1
 * @maxItems 100
 */
export type Blocks = Block[];

/**
 * A whole website: its settings, navigation, footer, data collections and pages.
 */
export interface Site {
  /**
   * Site-wide facts: name, address, brand, links and contact addresses.
   */
  settings: {
    /**
     * A single line of text shown as written. No markup.
     */
    siteName: string;
    /**
     * An absolute https:// address.
     */
    baseUrl: string;
    /**
     * The pages' language tag, e.g. en.
     */
    language: string;
    /**
     * One to three characters drawn in the header's logo badge, e.g. 'IQ'.
     */
    brandMark: string;
    /**
     * The year in the footer's copyright line.
     */
    copyrightYear: number;
    /**
     * A calendar date written YYYY-MM-DD, in quotes, e.g. '2025-01-15'.
     */
    lastUpdated: string;
    /**
     * The brand colour for the favicon and the browser's toolbar, as #rrggbb.
     */
    themeColor: string;
    /**
     * External addresses used in many places, such as the test provider's pages. Refer to one as link:NAME.
     */
    links: {
      /**
       * An absolute https:// address.
       */
      [k: string]: string;
    };
    /**
     * Email addresses. Refer to one as contact:NAME; <contact:NAME> in text shows the address as a mailto link.
     */
    contacts: {
      /**
       * An email address such as support@example.com.
       */
      [k: string]: string;
    };
    /**
     * Words the page shell needs that belong to no block.
     */
    messages: {
      /**
       * A single line of text shown as written. No markup.
       */
      skipLink: string;
      /**
       * A single line of text shown as written. No markup.
       */
      menu: string;
      /**
       * A single line of text shown as written. No markup.
       */
      newTab: string;
      /**
       * A single line of text shown as written. No markup.
       */
      appError: string;
    };
    /**
     * Words shown beside ratings out of 10: 9 or more is excellent, 8 or more veryGood, 7 or more good, anything lower fair.
     */
    ratingLabels: {
      /**
       * A single line of text shown as written. No markup.
       */
      excellent: string;
      /**
       * A single line of text shown as written. No markup.
       */
      veryGood: string;
      /**
       * A single line of text shown as written. No markup.
       */
      good: string;
      /**
       * A single line of text shown as written. No markup.
       */
      fair: string;
    };
  };
  /**
   * The sticky header: its links and its call-to-action button.
   */
  navigation: {
    /**
     * Links to pages of this site. The current page's link is highlighted.
     *
     * @minItems 1
     * @maxItems 8
     */
    links: Link[];
    cta: Link;
  };
  /**
   * Columns of links and a copyright line.
   */
  footer: {
    /**
     * Each column has a heading link and a list of links.
     *
     * @minItems 1
     * @maxItems 4
     */
    columns: Column[];
    /**
     * A single line of text shown as written. No markup.
     */
    copyright: string;
  };
  collections: Collections;
  /**
   * Every page of the site.
   *
   * @minItems 1
   * @maxItems 20000
   */
  routes: Route[];
  notFound: NotFoundPage;
}
/**
 * A labelled link. External targets open in a new tab without opener or referrer access.
 */
export interface Link {
  /**
   * A single line of text shown as written. No markup.
   */
  label: string;
  /**
   * Where a link goes: a site path (/reviews, /faq#item-3), an https:// address, a mailto: address, link:NAME for a URL in settings.links, or contact:NAME for an address in settings.contacts.
   */
  to: string;
}
/**
 * One footer column.
 */
export interface Column {
  heading: Link;
  /**
   * The column's links.
   *
   * @minItems 1
   * @maxItems 12
   */
  links: Link[];
}
/**
 * Lists of structured entries. Blocks name a collection, so one list feeds every page that shows it. A collection may be left out when no block names it.
 */
export interface Collections {
  /**
   * Reviewed test platforms, sorted by rating from highest to lowest. Exactly one is featured.
   *
   * @minItems 1
   * @maxItems 100
   */
  platforms?: Platform[];
  /**
   * Reviewed personality tests, best first.
   *
   * @minItems 1
   * @maxItems 100
   */
  personalityTests?: PersonalityTest[];
  /**
   * Reviewed love-style tests, best first.
   *
   * @minItems 1
   * @maxItems 100
   */
  loveStyleTests?: LoveStyleTest[];
  /**
   * Every post on the blog. Each has a page at the post list's link base plus its id.
   *
   * @minItems 1
   * @maxItems 20000
   */
  posts?: Post[];
  /**
   * Questions and answers for the accordion.
   *
   * @minItems 1
   * @maxItems 200
   */
  faq?: FAQItem[];
}
/**
 * One reviewed platform.
 */
export interface Platform {
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  id: string;
  /**
   * A single line of text shown as written. No markup.
   */
  name: string;
  /**
   * A score from 0 to 10, one decimal place at most, e.g. 9.4.
   */
  rating: number;
  /**
   * A single line of text shown as written. No markup.
   */
  price: string;
  /**
   * A percentage written with its sign, e.g. '94%'.
   */
  accuracy: string;
  /**
   * A single line of text shown as written. No markup.
   */
  trustpilot: string;
  /**
   * true for the one platform shown as '#1 Choice'.
   */
  featured?: boolean;
  /**
   * Where a link goes: a site path (/reviews, /faq#item-3), an https:// address, a mailto: address, link:NAME for a URL in settings.links, or contact:NAME for an address in settings.contacts.
   */
  url: string;
}
/**
 * One reviewed personality test.
 */
export interface PersonalityTest {
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  id: string;
  /**
   * A single line of text shown as written. No markup.
   */
  name: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  description: string;
  /**
   * A score from 0 to 10, one decimal place at most, e.g. 9.4.
   */
  rating: number;
  /**
   * A single line of text shown as written. No markup.
   */
  price: string;
  /**
   * A percentage written with its sign, e.g. '92%'.
   */
  accuracy: string;
  /**
   * Where a link goes: a site path (/reviews, /faq#item-3), an https:// address, a mailto: address, link:NAME for a URL in settings.links, or contact:NAME for an address in settings.contacts.
   */
  url: string;
  /**
   * true for the top pick, the only entry with a 'Take Test' button.
   */
  featured?: boolean;
}
/**
 * One reviewed love-style test.
 */
export interface LoveStyleTest {
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  id: string;
  /**
   * A single line of text shown as written. No markup.
   */
  name: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  description: string;
  /**
   * A score from 0 to 10, one decimal place at most, e.g. 9.4.
   */
  rating: number;
  /**
   * Where a link goes: a site path (/reviews, /faq#item-3), an https:// address, a mailto: address, link:NAME for a URL in settings.links, or contact:NAME for an address in settings.contacts.
   */
  url?: string;
}
/**
 * One blog post.
 */
export interface Post {
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  id: string;
  /**
   * A single line of text shown as written. No markup.
   */
  title: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  excerpt: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  content: string;
  /**
   * A single line of text shown as written. No markup.
   */
  author: string;
  /**
   * A calendar date written YYYY-MM-DD, in quotes, e.g. '2025-01-15'.
   */
  date: string;
  /**
   * A single line of text shown as written. No markup.
   */
  readTime: string;
  /**
   * A single line of text shown as written. No markup.
   */
  category: string;
  /**
   * true to show the post as the large card on the blog list.
   */
  featured?: boolean;
}
/**
 * One question and its answer.
 */
export interface FAQItem {
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  id: string;
  /**
   * A single line of text shown as written. No markup.
   */
  question: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  answer: string;
  link?: Link;
}
/**
 * One page: its address, its title and description for search engines, and its blocks.
 */
export interface Route {
  /**
   * The page's address on the site: '/' or slash-separated lowercase slugs with no trailing slash, e.g. /blog/test-preparation.
   */
  path: string;
  /**
   * A single line of text shown as written. No markup.
   */
  title: string;
  /**
   * One or two sentences for search results and link previews (50 to 300 characters).
   */
  description: string;
  blocks: Blocks;
}
/**
 * Questions from the faq collection that open one at a time. It works with JavaScript off; with JavaScript, Home, End and the arrow keys move between questions.
 */
export interface Accordion {
  /**
   * Always 'accordion'.
   */
  type: 'accordion';
  /**
   * The collection the questions come from: faq.
   */
  collection: 'faq';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
}
/**
 * The top of an article: a back link, a badge, the title (h1), author, date, read time and summary, all taken from a post in the posts collection.
 */
export interface ArticleHeader {
  /**
   * Always 'article-header'.
   */
  type: 'article-header';
  /**
   * A short slug: lowercase letters, digits and hyphens, e.g. understanding-iq-scores.
   */
  post: string;
  backLink: Link;
  /**
   * A single line of text shown as written. No markup.
   */
  badge?: string;
}
/**
 * The body of an article or page: sections, each with an h2 heading and paragraphs, lists and steps.
 */
export interface ArticleSections {
  /**
   * Always 'article-sections'.
   */
  type: 'article-sections';
  /**
   * The sections, in reading order.
   *
   * @minItems 1
   * @maxItems 40
   */
  sections: Section[];
}
/**
 * One section: a heading and its body.
 */
export interface Section {
  /**
   * A single line of text shown as written. No markup.
   */
  heading: string;
  /**
   * Paragraphs (plain strings), bulleted lists ({ list: [...] }), numbered steps ({ steps: [...] }) and sub-headings ({ subheading: ... }), in order.
   *
   * @minItems 1
   * @maxItems 60
   *
   * Items: A paragraph string, or an object with exactly one of list, steps or subheading.
   */
  body: (
    | string
    | {
        /**
         * Items of a bulleted list.
         *
         * @minItems 1
         * @maxItems 40
         *
         * Items: Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
         */
        list?: string[];
        /**
         * Items of a numbered list.
         *
         * @minItems 1
         * @maxItems 40
         *
         * Items: Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
         */
        steps?: string[];
        /**
         * A single line of text shown as written. No markup.
         */
        subheading?: string;
      }
  )[];
}
/**
 * A responsive grid of cards: one column on a phone, up to 'columns' on a wide screen.
 */
export interface CardGrid {
  /**
   * Always 'card-grid'.
   */
  type: 'card-grid';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  intro?: string;
  /**
   * How many columns on a wide screen. Defaults to the number of cards, at most 3.
   */
  columns?: 1 | 2 | 3 | 4;
  /**
   * The cards, in order.
   *
   * @minItems 1
   * @maxItems 24
   */
  cards: Card[];
}
/**
 * One card: a title, text, and optional points and link.
 */
export interface Card {
  /**
   * A decorative icon drawn beside a card title.
   */
  icon?:
    | 'brain'
    | 'personality'
    | 'heart'
    | 'chart'
    | 'shield'
    | 'check'
    | 'lock'
    | 'clock'
    | 'book'
    | 'people'
    | 'mail'
    | 'star'
    | 'search'
    | 'globe'
    | 'warning'
    | 'lightbulb';
  /**
   * A single line of text shown as written. No markup.
   */
  title: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  text: string;
  /**
   * An optional bulleted list under the text.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  points?: string[];
  link?: Link;
}
/**
 * The ranked table of platforms from a collection, with '#1 Choice' and 'Top N' badges and rating labels (Excellent, Very Good, Good, Fair).
 */
export interface ComparisonTable {
  /**
   * Always 'comparison-table'.
   */
  type: 'comparison-table';
  /**
   * The collection the rows come from: platforms.
   */
  collection: 'platforms';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  intro?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  caption: string;
  /**
   * Show only the first N platforms. Leave out to show all.
   */
  limit?: number;
  /**
   * The heading text of each column.
   */
  columns: {
    /**
     * A single line of text shown as written. No markup.
     */
    rank: string;
    /**
     * A single line of text shown as written. No markup.
     */
    platform: string;
    /**
     * A single line of text shown as written. No markup.
     */
    rating: string;
    /**
     * A single line of text shown as written. No markup.
     */
    price: string;
    /**
     * A single line of text shown as written. No markup.
     */
    accuracy: string;
    /**
     * A single line of text shown as written. No markup.
     */
    trustpilot: string;
    /**
     * A single line of text shown as written. No markup.
     */
    action: string;
  };
  /**
   * Text of the badges shown beside the first five rows.
   */
  badges: {
    /**
     * A single line of text shown as written. No markup.
     */
    featured: string;
    /**
     * A single line of text shown as written. No markup.
     */
    top: string;
  };
  /**
   * A single line of text shown as written. No markup.
   */
  ratingScale?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  visitLabel: string;
  action?: ButtonLink;
}
/**
 * A link drawn as a button.
 */
export interface ButtonLink {
  /**
   * A single line of text shown as written. No markup.
   */
  label: string;
  /**
   * Where a link goes: a site path (/reviews, /faq#item-3), an https:// address, a mailto: address, link:NAME for a URL in settings.links, or contact:NAME for an address in settings.contacts.
   */
  to: string;
  /**
   * primary is a filled button, secondary an outlined one. Defaults to primary.
   */
  variant?: 'primary' | 'secondary';
}
/**
 * A highlighted closing card with a heading, text and buttons.
 */
export interface CallToAction {
  /**
   * Always 'cta'.
   */
  type: 'cta';
  /**
   * A single line of text shown as written. No markup.
   */
  heading: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  text?: string;
  /**
   * One to three buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: ButtonLink[];
}
/**
 * The page's opening banner. Its title is the page's only h1, so use one hero (or one article-header, or one not-found) per page.
 */
export interface Hero {
  /**
   * Always 'hero'.
   */
  type: 'hero';
  /**
   * A single line of text shown as written. No markup.
   */
  eyebrow?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  title: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  lead?: string;
  /**
   * Up to three buttons under the lead.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions?: ButtonLink[];
  /**
   * large for a landing page, compact for an inner page. Defaults to large.
   */
  size?: 'large' | 'compact';
}
/**
 * An email field and a button. It is not wired to anything: it never submits a form or leaves the page.
 */
export interface NewsletterBox {
  /**
   * Always 'newsletter'.
   */
  type: 'newsletter';
  /**
   * A single line of text shown as written. No markup.
   */
  heading: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  text?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  inputLabel: string;
  /**
   * A single line of text shown as written. No markup.
   */
  placeholder: string;
  /**
   * A single line of text shown as written. No markup.
   */
  buttonLabel: string;
}
/**
 * The body of the not-found page: a large code, a message and a link home. With JavaScript on, the path the visitor tried is written to the console.
 */
export interface NotFound {
  /**
   * Always 'not-found'.
   */
  type: 'not-found';
  /**
   * A single line of text shown as written. No markup.
   */
  code: string;
  /**
   * A single line of text shown as written. No markup.
   */
  message: string;
  link: Link;
  /**
   * A single line of text shown as written. No markup.
   */
  logMessage: string;
}
/**
 * The blog index: the first featured post as a large card, then every other post in a grid of 1, 2 or 3 columns. Each post links to linkBase/ID.
 */
export interface PostList {
  /**
   * Always 'post-list'.
   */
  type: 'post-list';
  /**
   * The collection the posts come from: posts.
   */
  collection: 'posts';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * The page's address on the site: '/' or slash-separated lowercase slugs with no trailing slash, e.g. /blog/test-preparation.
   */
  linkBase: string;
  /**
   * Text of the badges and buttons.
   */
  labels: {
    /**
     * A single line of text shown as written. No markup.
     */
    featured: string;
    /**
     * A single line of text shown as written. No markup.
     */
    readFull: string;
    /**
     * A single line of text shown as written. No markup.
     */
    readMore: string;
  };
}
/**
 * Numbered entries from a test collection, each with its rating out of 10 and its label band.
 */
export interface RankedList {
  /**
   * Always 'ranked-list'.
   */
  type: 'ranked-list';
  /**
   * The collection the entries come from.
   */
  collection: 'personalityTests' | 'loveStyleTests';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  intro?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  actionLabel: string;
  /**
   * featured: only the top entry flagged featured. linked: every entry that has a url.
   */
  actionFor: 'featured' | 'linked';
  /**
   * A single line of text shown as written. No markup.
   */
  ratingScale?: string;
  /**
   * Labels shown before the price and accuracy of each entry.
   */
  labels?: {
    /**
     * A single line of text shown as written. No markup.
     */
    price?: string;
    /**
     * A single line of text shown as written. No markup.
     */
    accuracy?: string;
    /**
     * A single line of text shown as written. No markup.
     */
    featured?: string;
  };
}
/**
 * A few paragraphs of prose under an optional heading.
 */
export interface RichText {
  /**
   * Always 'rich-text'.
   */
  type: 'rich-text';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * Each entry is one paragraph.
   *
   * @minItems 1
   * @maxItems 50
   *
   * Items: Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  paragraphs: string[];
}
/**
 * A table of facts written out in full. On a phone it scrolls inside its own box.
 */
export interface Table {
  /**
   * Always 'table'.
   */
  type: 'table';
  /**
   * An optional heading shown above the block, as an h2.
   */
  heading?: string;
  /**
   * A single line of text shown as written. No markup.
   */
  caption: string;
  /**
   * One heading per column.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: A single line of text shown as written. No markup.
   */
  columns: string[];
  /**
   * Each row lists one cell per column, in column order. The first cell is the row's heading.
   *
   * @minItems 1
   * @maxItems 200
   */
  rows: string[][];
  /**
   * Prose. Supports *emphasis*, **strong**, [label](target) links and <target> autolinks, where a target is a site path such as /faq, an https:// or mailto: address, link:NAME from settings.links, or contact:NAME from settings.contacts. Raw HTML is shown as text.
   */
  note?: string;
}
/**
 * The page shown for any unknown path, written to 404.html. It has no path.
 */
export interface NotFoundPage {
  /**
   * A single line of text shown as written. No markup.
   */
  title: string;
  /**
   * One or two sentences for search results and link previews (50 to 300 characters).
   */
  description: string;
  blocks: Blocks;
}
