/* Generated from schemas/ by `npm run gen:types`. Do not edit by hand. */

/**
 * One #rrggbb used in the light scheme and lightened for the dark one, or a colour for each.
 */
export type SchemeColor =
  | string
  | {
      /**
       * A colour written #rrggbb, e.g. #1f6f43.
       */
      light: string;
      /**
       * A colour written #rrggbb, e.g. #1f6f43.
       */
      dark: string;
    };
/**
 * One typed block of a page. The 'type' field picks which of the block schemas applies.
 */
export type Block = (
  | Accordion
  | ArticleSections
  | CardGrid
  | CallToAction
  | DataTable
  | Hero
  | ItemContent
  | ItemFacts
  | ItemHeader
  | NewsletterBox
  | NotFound
  | OpeningHours
  | PostList
  | RankedList
  | RatingScaleTable
  | RichText
  | Table
) & {
  /**
   * What the block is, e.g. hero or card-grid. See the block reference.
   */
  type: string;
};
/**
 * What one field must hold: a value, one of several values, a value its list contains, or a range.
 */
export type Condition =
  | string
  | boolean
  | {
      /**
       * The values, e.g. [gold, silver].
       *
       * @minItems 1
       * @maxItems 50
       */
      in: string[];
    }
  | {
      /**
       * The value the list holds, or the short name of the entry it refers to, e.g. vegetarian.
       */
      contains: string;
    }
  | {
      /**
       * The lowest value shown: a number, a date (2025-06-12), a time (09:30), a date-time or a duration (PT30M).
       */
      min?: number | string;
      /**
       * The highest value shown, in the same form as min.
       */
      max?: number | string;
    };
/**
 * One field's declaration: its type and options.
 */
export type Field = (
  | TextField
  | FormattedTextField
  | NumberField
  | RatingField
  | PercentField
  | MoneyField
  | DateField
  | TimeField
  | DateTimeField
  | DurationField
  | YesOrNoField
  | ChoiceField
  | LinkField
  | EmailField
  | PhoneField
  | ListField
  | ReferenceField
  | BlocksField
  | ImageField
) & {
  /**
   * What the field holds: text, inline-text (formatted text), number, rating, percent, money, date, time, datetime, duration, boolean (yes or no), choice, link, email, phone, list, reference, blocks, image.
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
   * Site-wide facts: name, address, brand, named links, contact addresses and rating scales.
   */
  settings: {
    /**
     * A line of text, shown as written.
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
     * One to four characters drawn in the header's round logo badge and the favicon, e.g. 'HD' or 'T26'; the longer the mark, the smaller its letters, so it always fits. Defaults to the initials of the site name.
     */
    brandMark?: string;
    /**
     * The year in the footer's copyright line; needed when the line says {year}.
     */
    copyrightYear?: number;
    /**
     * A calendar date, written YYYY-MM-DD, e.g. 2025-01-15.
     */
    lastUpdated?: string;
    /**
     * The colour of the favicon and the browser's toolbar, as #rrggbb. Defaults to the theme's primary colour.
     */
    themeColor?: string;
    socialImage?: Image;
    /**
     * The site's own look: its colours, corner radius and font. Leave it out for the default look. Every text colour the theme produces is checked against its background for WCAG AA contrast.
     */
    theme?: {
      primary?: SchemeColor;
      secondary?: SchemeColor;
      background?: SchemeColor;
      surface?: SchemeColor;
      /**
       * How rounded cards, boxes and fields are, in pixels. Defaults to 12.
       */
      radius?: number;
      /**
       * The font stack for all text, e.g. "Inter, 'Helvetica Neue', Arial, sans-serif". Defaults to the system font.
       */
      font?: string;
      /**
       * A font the site serves itself, from the fonts folder beside the site file. Pages preload it and show text in the fallback font until it arrives (font-display: swap). Name its family first in font.
       */
      fontFile?: {
        /**
         * The file in the fonts folder, a .woff2 or .woff, e.g. Inter-Variable.woff2.
         */
        src: string;
        /**
         * The name the font stack calls it by, e.g. Inter.
         */
        family: string;
        /**
         * The weights the file holds: one, e.g. '400', or a range for a variable font, e.g. '100 900'. Defaults to 400.
         */
        weight?: string;
      };
    };
    /**
     * External addresses used in many places, such as a booking or shop page. Refer to one as link:NAME.
     */
    links?: {
      /**
       * An absolute https:// address.
       */
      [k: string]: string;
    };
    /**
     * Email addresses and phone numbers. Refer to one as contact:NAME; <contact:NAME> in text shows it as a mailto: or tel: link.
     */
    contacts?: {
      /**
       * An email address such as hello@example.com, or a phone number such as '+44 20 7946 0958'.
       */
      [k: string]: string;
    };
    /**
     * Words the page shell needs that belong to no block.
     */
    messages: {
      /**
       * A line of text, shown as written.
       */
      skipLink: string;
      /**
       * A line of text, shown as written.
       */
      menu?: string;
      /**
       * A line of text, shown as written.
       */
      newTab?: string;
      /**
       * A line of text, shown as written.
       */
      appError: string;
    };
    /**
     * The scales that rating fields use, by name: their range, how a rating is shown, and the bands that give it a label. Needed only when a collection has a rating field.
     */
    ratingScales?: {
      [k: string]: RatingScale;
    };
    /**
     * What the site is, for search engines: the home page publishes it as structured data of its type, with its address, telephone and opening hours. The opening-hours block shows the same hours.
     */
    organization?: {
      /**
       * What the organisation is, for search engines: Organization; LocalBusiness or a particular business (Dentist, MedicalClinic, Physician, Restaurant, CafeOrCoffeeShop, Store, LegalService, ProfessionalService, HealthAndBeautyBusiness); EducationalOrganization; or SoftwareApplication for a program and its documentation.
       */
      type:
        | 'Organization'
        | 'LocalBusiness'
        | 'Dentist'
        | 'MedicalClinic'
        | 'Physician'
        | 'Restaurant'
        | 'CafeOrCoffeeShop'
        | 'Store'
        | 'LegalService'
        | 'ProfessionalService'
        | 'HealthAndBeautyBusiness'
        | 'EducationalOrganization'
        | 'SoftwareApplication';
      /**
       * A line of text, shown as written.
       */
      name?: string;
      /**
       * A line of text, shown as written.
       */
      description?: string;
      logo?: Image;
      /**
       * A phone number, best in international form with its country code, e.g. '+44 20 7946 0958'. Digits, spaces, dots, hyphens and brackets.
       */
      telephone?: string;
      /**
       * An email address such as hello@example.com.
       */
      email?: string;
      /**
       * Where it is. A local business needs one.
       */
      address?: {
        /**
         * A line of text, shown as written.
         */
        street: string;
        /**
         * A line of text, shown as written.
         */
        locality: string;
        /**
         * A line of text, shown as written.
         */
        region?: string;
        /**
         * A line of text, shown as written.
         */
        postalCode: string;
        /**
         * The two-letter country code, e.g. GB or US.
         */
        country: string;
      };
      /**
       * Latitude and longitude, for maps.
       */
      geo?: {
        /**
         * From -90 to 90.
         */
        latitude: number;
        /**
         * From -180 to 180.
         */
        longitude: number;
      };
      /**
       * When it is open: each entry gives days and the hours they share. A day with two entries (a lunch break) has two ranges. Days not listed are closed.
       *
       * @minItems 1
       * @maxItems 21
       */
      openingHours?: OpeningHoursEntry[];
      /**
       * A line of text, shown as written.
       */
      priceRange?: string;
      /**
       * For a Restaurant or CafeOrCoffeeShop: what it cooks, e.g. [Italian, Pizza].
       *
       * @minItems 1
       * @maxItems 10
       *
       * Items: A line of text, shown as written.
       */
      servesCuisine?: string[];
      /**
       * For a Restaurant or CafeOrCoffeeShop: true or false, or the https address where tables are booked.
       */
      acceptsReservations?: boolean | string;
      /**
       * For a Restaurant or CafeOrCoffeeShop: the collection that holds its dishes, published with the organization for search engines as a menu of sections and dishes, each with its price and the diets it suits.
       */
      hasMenu?: {
        /**
         * The name of a collection under collections.
         */
        collection: string;
        /**
         * The name of a field the collection declares.
         */
        sectionField?: string;
        /**
         * The name of a field the collection declares.
         */
        dietField?: string;
      };
      /**
       * Its pages on other sites, e.g. a professional register's listing.
       *
       * @minItems 1
       * @maxItems 10
       *
       * Items: An absolute https:// address.
       */
      sameAs?: string[];
      /**
       * A line of text, shown as written.
       */
      applicationCategory?: string;
      /**
       * A line of text, shown as written.
       */
      operatingSystem?: string;
      /**
       * For SoftwareApplication: what it costs; 0 for free.
       */
      offers?: {
        /**
         * The amount, e.g. 0.
         */
        price: number;
        /**
         * ISO 4217 code, e.g. USD.
         */
        currency: string;
      };
    };
  };
  /**
   * The sticky header: its links, its button, and the sequences of pages that get previous and next links.
   */
  navigation?: {
    /**
     * Links to pages of this site, or groups of links that open as a menu. The current page's link is highlighted.
     *
     * @minItems 1
     * @maxItems 8
     */
    links?: HeaderLink[];
    /**
     * The button at the end of the header, e.g. 'Book an appointment', with an optional note beside it.
     */
    cta?: {
      /**
       * A line of text, shown as written.
       */
      label: string;
      /**
       * Where a link goes: a page of this site (/about, /faq#opening-hours), a file the build writes beside the pages (/feed.xml when a collection is in the feed, /sitemap.xml, /robots.txt), a web address starting https://, an email address as mailto:name@example.com, a telephone number as tel:+44 20 7946 0958, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. Pictures in the images folder cannot be linked: the site publishes them only as resized copies under other names.
       */
      to: string;
      /**
       * Prose. Supports *emphasis*, **strong**, `code`, [label](target) links and <target> autolinks, where a target is a site path such as /faq or /feed.xml, an https:// or mailto: address, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. A link's label may hold `code` and emphasis; emphasis nests two levels deep at most, and a link cannot go inside another link. Markup that cannot be drawn is an error rather than shown as written. A backslash shows the next character as written, e.g. \*. Raw HTML is shown as text.
       */
      note?: string;
    };
    /**
     * Ordered runs of pages, such as the chapters of a guide: each page in one gets links to the page before and after it.
     *
     * @minItems 1
     * @maxItems 20
     */
    sequences?: Sequence[];
  };
  /**
   * Columns of links, a note and a copyright line, each drawn only when declared.
   */
  footer?: {
    /**
     * Each column has a heading link and a list of links.
     *
     * @minItems 1
     * @maxItems 4
     */
    columns?: Column[];
    /**
     * Prose. Supports *emphasis*, **strong**, `code`, [label](target) links and <target> autolinks, where a target is a site path such as /faq or /feed.xml, an https:// or mailto: address, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. A link's label may hold `code` and emphasis; emphasis nests two levels deep at most, and a link cannot go inside another link. Markup that cannot be drawn is an error rather than shown as written. A backslash shows the next character as written, e.g. \*. Raw HTML is shown as text.
     */
    note?: string;
    /**
     * A line of text, shown as written.
     */
    copyright?: string;
  };
  collections: Collections;
  /**
   * Every page of the site.
   *
   * @minItems 1
   * @maxItems 20000
   */
  routes: Page[];
  notFound: PageNotFound;
}
/**
 * A picture from the images folder beside the site file, and its text alternative. The build makes sizes and formats of it for every screen.
 */
export interface Image {
  /**
   * The picture's file in the images folder, e.g. team/anna.jpg: JPEG, PNG, WebP, AVIF or GIF.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it, e.g. "Anna Kowalska at a chessboard". Required unless the picture is decorative.
   */
  alt?: string;
  /**
   * true when the picture adds nothing the text does not say; it then has an empty text alternative.
   */
  decorative?: boolean;
}
/**
 * A range ratings are given on, how they are shown and which label each band of it gets.
 */
export interface RatingScale {
  /**
   * The lowest rating possible. Defaults to 0.
   */
  min?: number;
  /**
   * The highest rating possible, e.g. 10 or 5.
   */
  max: number;
  /**
   * How many decimal places ratings are given and shown with. Defaults to 1.
   */
  decimals?: number;
  /**
   * A line of text, shown as written.
   */
  suffix?: string;
  /**
   * number shows 8.5/10; stars shows five stars filled in proportion, with the number for screen readers. Defaults to number.
   */
  style?: 'number' | 'stars';
  /**
   * Whether the band's label appears beside each rating. Defaults to true when the scale has bands.
   */
  showLabel?: boolean;
  /**
   * Labels for ranges of the scale, highest first. Each band runs from its own start up to the start of the band above it, so the bands never leave a gap; the last must start at the lowest rating.
   *
   * @minItems 1
   * @maxItems 10
   */
  bands?: Band[];
}
/**
 * One range of the scale and its label.
 */
export interface Band {
  /**
   * The lowest rating in this band.
   */
  from: number;
  /**
   * A line of text, shown as written.
   */
  label: string;
  /**
   * How the label is coloured: excellent, good, average or poor. Defaults by position.
   */
  tone?: 'excellent' | 'good' | 'average' | 'poor';
  /**
   * A line of text, shown as written.
   */
  description?: string;
}
/**
 * Some days, opening and closing at the same times.
 */
export interface OpeningHoursEntry {
  /**
   * e.g. [Monday, Tuesday, Wednesday].
   *
   * @minItems 1
   * @maxItems 7
   *
   * Items: A day of the week in English, e.g. Monday.
   */
  days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
  /**
   * 24-hour time, e.g. '08:30'.
   */
  opens: string;
  /**
   * 24-hour time, e.g. '17:30'.
   */
  closes: string;
}
/**
 * A link to a page, or a group: a label that opens a menu of links.
 */
export interface HeaderLink {
  /**
   * A line of text, shown as written.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/about, /faq#opening-hours), a file the build writes beside the pages (/feed.xml when a collection is in the feed, /sitemap.xml, /robots.txt), a web address starting https://, an email address as mailto:name@example.com, a telephone number as tel:+44 20 7946 0958, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. Pictures in the images folder cannot be linked: the site publishes them only as resized copies under other names.
   */
  to?: string;
  /**
   * true to keep the link highlighted on every page under its path, e.g. /docs on /docs/setup. The exact page is marked as current; pages under it as part of its section.
   */
  section?: boolean;
  /**
   * Makes this a group: its label opens a menu of these links, with the keyboard or a tap and without JavaScript.
   *
   * @minItems 1
   * @maxItems 12
   */
  links?: Link[];
}
/**
 * A labelled link. External targets open in a new tab without opener or referrer access.
 */
export interface Link {
  /**
   * A line of text, shown as written.
   */
  label: string;
  /**
   * Where a link goes: a page of this site (/about, /faq#opening-hours), a file the build writes beside the pages (/feed.xml when a collection is in the feed, /sitemap.xml, /robots.txt), a web address starting https://, an email address as mailto:name@example.com, a telephone number as tel:+44 20 7946 0958, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. Pictures in the images folder cannot be linked: the site publishes them only as resized copies under other names.
   */
  to: string;
}
/**
 * An ordered run of pages. Each page in it ends with links to the one before and the one after.
 */
export interface Sequence {
  /**
   * A line of text, shown as written.
   */
  label: string;
  /**
   * A line of text, shown as written.
   */
  previous: string;
  /**
   * A line of text, shown as written.
   */
  next: string;
  /**
   * The paths of the pages, in order.
   *
   * @minItems 2
   * @maxItems 1000
   *
   * Items: Where the page is on the site: / for the home page, else a slash and lowercase words joined by hyphens, e.g. /about-us or /blog/first-steps.
   */
  pages?: string[];
  /**
   * The name of a collection under collections.
   */
  collection?: string;
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
 * The site's own data. Each collection declares its fields, then lists its items; blocks name a collection and its fields.
 */
export interface Collections {
  [k: string]: Collection;
}
/**
 * Entries that share the same fields, such as products or questions, and optionally a page for each entry.
 */
export interface Collection {
  /**
   * A line of text, shown as written.
   */
  title?: string;
  /**
   * A line of text, shown as written.
   */
  itemName?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * The name of a field the collection declares.
   */
  titleField?: string;
  /**
   * The name of a field the collection declares.
   */
  dateField?: string;
  /**
   * The name of a field the collection declares.
   */
  updatedField?: string;
  /**
   * The name of a field the collection declares.
   */
  summaryField?: string;
  /**
   * The name of a field the collection declares.
   */
  authorField?: string;
  /**
   * The name of a field the collection declares.
   */
  categoryField?: string;
  /**
   * The order the items must be listed in. Validation names the first item out of order; nothing is re-sorted, so what you see in the file is the order on the page.
   */
  sortedBy?: {
    /**
     * The name of a field the collection declares.
     */
    field: string;
    /**
     * ascending lists the lowest value first: the smallest number, the earliest date, text from A to Z, and a choice field in the order of its values; descending the reverse.
     */
    order: 'descending' | 'ascending';
  };
  /**
   * Rules the order of the items must keep beyond sortedBy, e.g. that weak evidence is never listed above strong evidence whatever the overall score. Each says: an item whose field is below one value is never listed above an item whose field is at or above another. Validation names the first item that breaks a rule and the item it is listed above; nothing is re-sorted.
   *
   * @minItems 1
   * @maxItems 10
   */
  rankingRules?: RankingRule[];
  /**
   * An address on the site ending in {id}, which stands for each entry's short name, e.g. /blog/{id}.
   */
  path?: string;
  /**
   * The page each item gets at its address: its blocks, which show the item's fields.
   */
  page?: {
    /**
     * The name of a field the collection declares.
     */
    title?: string;
    /**
     * The name of a field the collection declares.
     */
    description?: string;
    /**
     * The page's blocks, top to bottom. Item blocks (item-header, item-facts, item-content) show the page's own item.
     *
     * @minItems 1
     * @maxItems 100
     */
    blocks: Block[];
  };
  /**
   * Whether items with a page and a date go into feed.xml. Defaults to true.
   */
  feed?: boolean;
  /**
   * What each entry is, for search engines, when a page presents it: BlogPosting or Article for dated writing, NewsArticle, Product, Service, Person, Event (a talk, a concert, a class on a date), Recipe or Course. Validation checks that the collection has the fields the type needs (a Recipe its ingredients and method), at this line.
   */
  structuredData?:
    'BlogPosting' | 'Article' | 'NewsArticle' | 'Product' | 'Service' | 'Person' | 'Event' | 'Recipe' | 'Course';
  /**
   * Which field gives each property search engines read for the type, when the field is not called like the property, e.g. { recipeIngredient: ingredients, prepTime: prep, startDate: starts, location: venue, performer: speakers }. Without it a field called like the property gives it (recipeIngredient), else the collection's role (the summary gives the description, the image field the image, the date field an event's start, the first money field the price). An event's place, when no field names one, is the organization's address, and its organiser the organization.
   */
  structuredFields?: {
    /**
     * The name of a field the collection declares.
     */
    [k: string]: string;
  };
  /**
   * The name of a field the collection declares.
   */
  reviewRating?: string;
  /**
   * The name of a field the collection declares.
   */
  imageField?: string;
  /**
   * What every entry holds, by name. Each field has a type and must be filled in unless marked optional. Every entry also has a short name.
   */
  fields: {
    [k: string]: Field;
  };
  /**
   * The collection's entries. Each has a short name and the declared fields.
   *
   * @maxItems 20000
   */
  items: Item[];
}
/**
 * An item whose field is below 'below' is never listed above an item whose field is 'neverAbove' or more.
 */
export interface RankingRule {
  /**
   * The name of a field the collection declares.
   */
  field: string;
  /**
   * Items whose field is below this value are the ones held down, e.g. 3.5.
   */
  below: number;
  /**
   * They are never listed above an item whose field is this value or more, e.g. 4. At least 'below'.
   */
  neverAbove: number;
}
/**
 * Questions and answers from a collection that open one at a time. It works with JavaScript off; with JavaScript, Home, End and the arrow keys move between questions.
 */
export interface Accordion {
  /**
   * Always 'accordion'.
   */
  type: 'accordion';
  /**
   * The name of a collection under collections.
   */
  collection: string;
  where?: Where;
  /**
   * The name of a field the collection declares.
   */
  referencing?: string;
  /**
   * The name of a field the collection declares.
   */
  groupBy?: string;
  sortBy?: SortBy;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Which field fills each part. A part left out uses the field of the same name, or the collection's title, date or summary field.
   */
  show?: {
    /**
     * The name of a field the collection declares.
     */
    question?: string;
    /**
     * The name of a field the collection declares.
     */
    answer?: string;
    /**
     * The name of a field the collection declares.
     */
    link?: string;
  };
  /**
   * FAQPage describes the questions and answers to search engines, which may show them in their results. Leave it out to describe nothing.
   */
  structuredData?: 'FAQPage';
}
/**
 * Conditions on the items' fields, each of which must hold: field: value for a choice, text, yes-or-no or reference field (price band: budget); field: { in: [a, b] } for any of several; field: { contains: value } for a list or a reference to several; field: { min: ..., max: ... } for a number, date, time, date-time or duration field, both ends included.
 */
export interface Where {
  [k: string]: Condition;
}
/**
 * The order this block shows the items in, instead of the collection's own: by a field, a choice field in the order of its values.
 */
export interface SortBy {
  /**
   * The name of a field the collection declares.
   */
  field: string;
  /**
   * ascending (the default) lists the lowest value first: the smallest number, the earliest date or time, text from A to Z; descending the reverse.
   */
  order?: 'ascending' | 'descending';
}
/**
 * In a collection's page template: the value of one of the page's own item's fields, instead of one written here, e.g. { field: photo }. Text takes a text, choice, number, date, time, duration, email or phone field, shown as a table shows it; a link takes a link, email or phone field; a picture an image field. Where an item leaves the field empty, its page leaves the option out, as if it were not written: a button without its target is not drawn, and a block without something it needs is left off the page.
 */
export interface ItemValue {
  /**
   * The name of a field the collection declares.
   */
  field: string;
}
/**
 * The body of an article or page: sections, each with a heading and paragraphs, lists, steps, code and pictures.
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
   * A short name: lowercase letters, digits and hyphens, e.g. getting-started.
   */
  id?: string;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading: string | ItemValue;
  /**
   * The section's paragraphs and, in order among them, bulleted lists, numbered steps, sub-headings, code and pictures.
   *
   * @minItems 1
   * @maxItems 60
   *
   * Items: A paragraph, or a list, steps, a sub-heading, code or a picture.
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
         * Items: Prose. Supports *emphasis*, **strong**, `code`, [label](target) links and <target> autolinks, where a target is a site path such as /faq or /feed.xml, an https:// or mailto: address, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. A link's label may hold `code` and emphasis; emphasis nests two levels deep at most, and a link cannot go inside another link. Markup that cannot be drawn is an error rather than shown as written. A backslash shows the next character as written, e.g. \*. Raw HTML is shown as text.
         */
        list?: string[];
        /**
         * Items of a numbered list.
         *
         * @minItems 1
         * @maxItems 40
         *
         * Items: Prose. Supports *emphasis*, **strong**, `code`, [label](target) links and <target> autolinks, where a target is a site path such as /faq or /feed.xml, an https:// or mailto: address, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. A link's label may hold `code` and emphasis; emphasis nests two levels deep at most, and a link cannot go inside another link. Markup that cannot be drawn is an error rather than shown as written. A backslash shows the next character as written, e.g. \*. Raw HTML is shown as text.
         */
        steps?: string[];
        /**
         * A line of text, shown as written.
         */
        subheading?: string;
        /**
         * The code, line by line, shown in a monospaced font and coloured by its language.
         */
        code?: string;
        /**
         * The programming language, for colouring the code: ts, js, sh, html, css, python and most others by name, or text for none.
         */
        language?: string;
        /**
         * A line of text, shown as written.
         */
        title?: string;
        image?: Image;
        /**
         * Prose. Supports *emphasis*, **strong**, `code`, [label](target) links and <target> autolinks, where a target is a site path such as /faq or /feed.xml, an https:// or mailto: address, link:NAME for one of the named links in the settings, or contact:NAME for one of the contact addresses in the settings. A link's label may hold `code` and emphasis; emphasis nests two levels deep at most, and a link cannot go inside another link. Markup that cannot be drawn is an error rather than shown as written. A backslash shows the next character as written, e.g. \*. Raw HTML is shown as text.
         */
        caption?: string;
      }
  )[];
}
/**
 * A responsive grid of cards: one column on a phone, up to the number of columns you choose on a wide screen. Write the cards out, or take them from a collection.
 */
export interface CardGrid {
  /**
   * Always 'card-grid'.
   */
  type: 'card-grid';
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  intro?: string | ItemValue;
  /**
   * How many columns on a wide screen. Defaults to the number of cards, at most 3.
   */
  columns?: 1 | 2 | 3 | 4;
  /**
   * The shape each card's picture is shown in: landscape (wider than tall, 16:10), square or portrait (taller than wide, 4:5), each filled edge to edge and trimmed to fit, or original to show every picture whole in its own shape. Use square or portrait for portraits of people, whose heads a landscape frame cuts off. Defaults to landscape.
   */
  imageShape?: 'landscape' | 'square' | 'portrait' | 'original';
  /**
   * The cards, in order. Leave out when the cards come from a collection.
   *
   * @minItems 1
   * @maxItems 24
   */
  cards?: Card[];
  /**
   * The name of a collection under collections.
   */
  collection?: string;
  where?: Where;
  /**
   * The name of a field the collection declares.
   */
  referencing?: string;
  /**
   * The name of a field the collection declares.
   */
  groupBy?: string;
  sortBy?: SortBy;
  /**
   * Which field fills each part. A part left out uses the field of the same name, or the collection's title, date or summary field.
   */
  show?: {
    /**
     * The name of a field the collection declares.
     */
    title?: string;
    /**
     * The name of a field the collection declares.
     */
    text?: string;
    /**
     * The name of a field the collection declares.
     */
    points?: string;
    /**
     * The name of a field the collection declares.
     */
    image?: string;
  };
  itemLink?: ItemLink;
  /**
   * Show only the first N cards. Leave out to show all.
   */
  limit?: number;
}
/**
 * One card: a title, text, and optional points and link.
 */
export interface Card {
  /**
   * A decorative icon drawn beside a card title: any Material icon by its name as fonts.google.com/icons and mui.com/material-ui/material-icons write it, in PascalCase, e.g. CalendarMonth, Restaurant, LocalCafe, Schedule, Place, or a style of one (CalendarMonthOutlined, RestaurantRounded). The icon is drawn into the page at build time, with no script. The older short names (brain, meditation, heart, chart, shield, check, lock, clock, book, people, mail, star, search, globe, warning, lightbulb, phone, place) still work.
   */
  icon?: string;
  /**
   * A picture from the images folder and its text alternative (see Image), or, in a collection's page template, an image field of the page's item: { field: photo }.
   */
  image?: Image | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  title: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  text: string | ItemValue;
  /**
   * An optional bulleted list under the text.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  points?: (string | ItemValue)[];
  link?: BlockLink;
}
/**
 * A labelled link. External targets open in a new tab without opener or referrer access. In a collection's page template, its label and target may each be a field of the page's item.
 */
export interface BlockLink {
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  label: string | ItemValue;
  /**
   * Where a link goes (see Link target), or, in a collection's page template, a link, email or phone field of the page's item: { field: shopUrl }.
   */
  to: string | ItemValue;
}
/**
 * A link on each item: to the address in one of its link fields, or, without a field, to the item's own page.
 */
export interface ItemLink {
  /**
   * A line of text, shown as written.
   */
  label: string;
  /**
   * The name of a field the collection declares.
   */
  field?: string;
  /**
   * highlighted: only the first highlighted item gets the link. Leave out for every item that has an address.
   */
  only?: 'highlighted';
  /**
   * The name of a field the collection declares.
   */
  note?: string;
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
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  text?: string | ItemValue;
  /**
   * One to three buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: ButtonLink[];
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
}
/**
 * A link drawn as a button.
 */
export interface ButtonLink {
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  label: string | ItemValue;
  /**
   * Where a link goes (see Link target), or, in a collection's page template, a link, email or phone field of the page's item: { field: shopUrl }.
   */
  to: string | ItemValue;
  /**
   * primary is a filled button, secondary an outlined one. Defaults to primary.
   */
  variant?: 'primary' | 'secondary';
}
/**
 * A table of a collection's items, one row each, with the fields you choose as columns. It can number the rows, highlight an item with a badge, mark the first rows 'Top N', and link each row. Where its columns do not fit, as on a phone, each row becomes a card, or the table scrolls inside its own box if you ask.
 */
export interface DataTable {
  /**
   * Always 'data-table'.
   */
  type: 'data-table';
  /**
   * The name of a collection under collections.
   */
  collection: string;
  where?: Where;
  /**
   * The name of a field the collection declares.
   */
  referencing?: string;
  /**
   * The name of a field the collection declares.
   */
  groupBy?: string;
  sortBy?: SortBy;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  intro?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  caption: string | ItemValue;
  /**
   * The fields shown as columns, in order. The first column is each row's heading.
   *
   * @minItems 1
   * @maxItems 10
   */
  columns: FieldColumn[];
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  rank?: string | ItemValue;
  highlight?: Highlight;
  /**
   * Badges on the first rows that are not highlighted: '{n}' in the label becomes the row's position.
   */
  topBadges?: {
    /**
     * The first N rows get the badge.
     */
    count: number;
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    label: string | ItemValue;
  };
  /**
   * A last column with a link on each row: to a link field's address, or to the item's page.
   */
  itemLink?: {
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    heading: string | ItemValue;
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    label: string | ItemValue;
    /**
     * The name of a field the collection declares.
     */
    field?: string;
    /**
     * The name of a field the collection declares.
     */
    note?: string;
  };
  /**
   * Show only the first N rows. Leave out to show all.
   */
  limit?: number;
  action?: ButtonLink;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
  /**
   * What the table does where its columns do not fit (a phone, or a narrow column): cards (the default) shows each row as a card, its heading on top and each cell under its column's heading; scroll keeps the table and lets it scroll sideways inside its box, for tables read across a row.
   */
  whenNarrow?: 'cards' | 'scroll';
  /**
   * ItemList describes the rows, in order, to search engines; each row's address is its item's page on this site, or, without one, its item link. Leave it out to describe nothing.
   */
  structuredData?: 'ItemList';
}
/**
 * One field shown as a column or a fact.
 */
export interface FieldColumn {
  /**
   * The name of a field the collection declares.
   */
  field: string;
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * true to keep each value on one line, e.g. a short score.
   */
  nowrap?: boolean;
}
/**
 * Marks the items whose yes-or-no field is true, e.g. the featured one, with a badge.
 */
export interface Highlight {
  /**
   * The name of a field the collection declares.
   */
  field: string;
  /**
   * A line of text, shown as written.
   */
  badge?: string;
}
/**
 * The page's opening banner. Its title is the page's main heading, so a page has one hero (or one item header, or one not-found block).
 */
export interface Hero {
  /**
   * Always 'hero'.
   */
  type: 'hero';
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  eyebrow?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  title: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  lead?: string | ItemValue;
  /**
   * A picture from the images folder and its text alternative (see Image), or, in a collection's page template, an image field of the page's item: { field: photo }.
   */
  image?: Image | ItemValue;
  /**
   * Up to three buttons under the lead.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions?: ButtonLink[];
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
  /**
   * large for a landing page: centred, its picture across the page below (at least 1000 px wide); compact for an inner page: to the left, its picture beside it from 600 px (at least 500 px wide). Defaults to large.
   */
  size?: 'large' | 'compact';
}
/**
 * What an item carries at length, shown in place: the blocks of a field of type blocks (an article's body), or a list field as a real list under its heading (a recipe's ingredients, its numbered steps).
 */
export interface ItemContent {
  /**
   * Always 'item-content'.
   */
  type: 'item-content';
  /**
   * The name of a collection under collections.
   */
  collection?: string;
  /**
   * An entry of the collection, by its short name.
   */
  item?: string;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * The name of a field the collection declares.
   */
  field: string;
}
/**
 * Chosen fields of one item as a list of labelled facts, such as a product's specifications.
 */
export interface ItemFacts {
  /**
   * Always 'item-facts'.
   */
  type: 'item-facts';
  /**
   * The name of a collection under collections.
   */
  collection?: string;
  /**
   * An entry of the collection, by its short name.
   */
  item?: string;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * The fields to show, in order.
   *
   * @minItems 1
   * @maxItems 30
   */
  facts: FieldColumn[];
}
/**
 * The top of an item's page, such as an article: a back link, a badge, the title (the page's main heading), a line of facts such as author and date, and a summary.
 */
export interface ItemHeader {
  /**
   * Always 'item-header'.
   */
  type: 'item-header';
  /**
   * The name of a collection under collections.
   */
  collection?: string;
  /**
   * An entry of the collection, by its short name.
   */
  item?: string;
  backLink?: BlockLink;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  badge?: string | ItemValue;
  /**
   * Which field fills each part. A part left out uses the field of the same name, or the collection's title, date or summary field.
   */
  show?: {
    /**
     * The name of a field the collection declares.
     */
    title?: string;
    /**
     * The name of a field the collection declares.
     */
    badge?: string;
    /**
     * Fields shown in a line under the title, e.g. [author, date, readTime].
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: The name of a field the collection declares.
     */
    meta?: string[];
    /**
     * The name of a field the collection declares.
     */
    summary?: string;
    /**
     * The name of a field the collection declares.
     */
    image?: string;
  };
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
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  text?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  inputLabel: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  placeholder: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  buttonLabel: string | ItemValue;
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
   * A line of text, shown as written.
   */
  code: string;
  /**
   * A line of text, shown as written.
   */
  message: string;
  link: Link;
  /**
   * A line of text, shown as written.
   */
  logMessage: string;
}
/**
 * The opening hours given in the settings, under Organization, as a table, day by day in the site's language, with its address and telephone if you ask for them. The same hours are published to search engines.
 */
export interface OpeningHours {
  /**
   * Always 'opening-hours'.
   */
  type: 'opening-hours';
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  caption: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  closed: string | ItemValue;
  /**
   * Show the address and telephone given under Organization in the settings beside the hours.
   */
  showContact?: boolean;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
}
/**
 * A list of dated items, such as blog posts: the first highlighted one as a large card, then every other one in a grid of 1, 2 or 3 columns, each linking to its page. The collection needs an item address, so each item has a page.
 */
export interface PostList {
  /**
   * Always 'post-list'.
   */
  type: 'post-list';
  /**
   * The name of a collection under collections.
   */
  collection: string;
  where?: Where;
  /**
   * The name of a field the collection declares.
   */
  referencing?: string;
  /**
   * The name of a field the collection declares.
   */
  groupBy?: string;
  sortBy?: SortBy;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Which field fills each part. A part left out uses the field of the same name, or the collection's title, date or summary field.
   */
  show?: {
    /**
     * The name of a field the collection declares.
     */
    title?: string;
    /**
     * The name of a field the collection declares.
     */
    date?: string;
    /**
     * The name of a field the collection declares.
     */
    summary?: string;
    /**
     * The name of a field the collection declares.
     */
    teaser?: string;
    /**
     * The name of a field the collection declares.
     */
    badge?: string;
    /**
     * Fields shown in a line under a grid card, e.g. [author, readTime].
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: The name of a field the collection declares.
     */
    meta?: string[];
    /**
     * Fields shown in a line on the large card, e.g. [author, date, readTime]. Defaults to meta.
     *
     * @minItems 1
     * @maxItems 8
     *
     * Items: The name of a field the collection declares.
     */
    featuredMeta?: string[];
  };
  highlight?: Highlight;
  /**
   * Text of the buttons that open each post.
   */
  buttons: {
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    highlighted: string | ItemValue;
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    others: string | ItemValue;
  };
  /**
   * Show only the first N posts. Leave out to show all.
   */
  limit?: number;
}
/**
 * A numbered list of a collection's items as cards: each with its title, a rating, a description and facts from the fields you choose, and optionally a button. When the collection gives its items pages (an item address), each title links to its item's page.
 */
export interface RankedList {
  /**
   * Always 'ranked-list'.
   */
  type: 'ranked-list';
  /**
   * The name of a collection under collections.
   */
  collection: string;
  where?: Where;
  /**
   * The name of a field the collection declares.
   */
  referencing?: string;
  /**
   * The name of a field the collection declares.
   */
  groupBy?: string;
  sortBy?: SortBy;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  intro?: string | ItemValue;
  /**
   * Which field fills each part. A part left out uses the field of the same name, or the collection's title, date or summary field.
   */
  show?: {
    /**
     * The name of a field the collection declares.
     */
    title?: string;
    /**
     * The name of a field the collection declares.
     */
    text?: string;
    /**
     * The name of a field the collection declares.
     */
    rating?: string;
    /**
     * The name of a field the collection declares.
     */
    image?: string;
  };
  /**
   * Fields shown as labelled facts under the text, e.g. price.
   *
   * @minItems 1
   * @maxItems 8
   */
  facts?: FieldColumn[];
  highlight?: Highlight;
  action?: ItemLink;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
  /**
   * Show only the first N entries. Leave out to show all.
   */
  limit?: number;
  /**
   * ItemList describes the entries, in order, to search engines; each entry's address is its page on this site, or, without one, where its button goes. Leave it out to describe nothing.
   */
  structuredData?: 'ItemList';
}
/**
 * A table of a rating scale's bands: each label and the ratings it covers, read from the site's rating scales (in the settings), so the rule a page publishes is the rule every rating on the site is labelled by.
 */
export interface RatingScaleTable {
  /**
   * Always 'rating-scale'.
   */
  type: 'rating-scale';
  /**
   * A name made of letters and digits, starting with a letter, e.g. products or releaseDate.
   */
  scale: string;
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  intro?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  caption: string | ItemValue;
  /**
   * The heading of each column.
   */
  columns: {
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    label: string | ItemValue;
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    range: string | ItemValue;
    /**
     * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
     */
    description?: string | ItemValue;
  };
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
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
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * Each entry is one paragraph.
   *
   * @minItems 1
   * @maxItems 50
   *
   * Items: Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  paragraphs: (string | ItemValue)[];
}
/**
 * A table of facts written out in full. Where its columns do not fit, as on a phone, each row becomes a card, or the table scrolls inside its own box if you ask.
 */
export interface Table {
  /**
   * Always 'table'.
   */
  type: 'table';
  /**
   * An optional heading shown above the block, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  heading?: string | ItemValue;
  /**
   * A line of text, shown as written, or, in a collection's page template, a field of the page's item: { field: name }.
   */
  caption: string | ItemValue;
  /**
   * One heading per column.
   *
   * @minItems 1
   * @maxItems 8
   *
   * Items: A line of text, shown as written.
   */
  columns: string[];
  /**
   * Each row lists one cell per column, in column order: a row with more or fewer cells than there are columns is an error. The first cell is the row's heading.
   *
   * @minItems 1
   * @maxItems 200
   */
  rows: string[][];
  /**
   * Prose with inline markup (see Formatted text), or, in a collection's page template, a field of the page's item: { field: summary }.
   */
  note?: string | ItemValue;
  /**
   * What the table does where its columns do not fit (a phone, or a narrow column): cards (the default) shows each row as a card, its heading on top and each cell under its column's heading; scroll keeps the table and lets it scroll sideways inside its box, for tables read across a row.
   */
  whenNarrow?: 'cards' | 'scroll';
}
/**
 * A single line of plain text, shown as written.
 */
export interface TextField {
  /**
   * Always 'text'.
   */
  type: 'text';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
  /**
   * The most characters a value may have. Defaults to 400.
   */
  maxLength?: number;
}
/**
 * Text that may have bold, italic, code and links.
 */
export interface FormattedTextField {
  /**
   * Always 'inline-text'.
   */
  type: 'inline-text';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * The most characters a value may have. Defaults to 20,000.
   */
  maxLength?: number;
}
/**
 * A number, optionally limited and with a unit.
 */
export interface NumberField {
  /**
   * Always 'number'.
   */
  type: 'number';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
  /**
   * The smallest value allowed.
   */
  min?: number;
  /**
   * The largest value allowed.
   */
  max?: number;
  /**
   * true when the value must be a whole number.
   */
  integer?: boolean;
  /**
   * How many decimal places to show, e.g. 1 shows 58 as 58.0. Defaults to as written.
   */
  decimals?: number;
  /**
   * Written after the number, e.g. 'mm', 'g' or 'min'.
   */
  unit?: string;
}
/**
 * A score on one of the site's rating scales (in the settings), shown with its scale and band label.
 */
export interface RatingField {
  /**
   * Always 'rating'.
   */
  type: 'rating';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * A name made of letters and digits, starting with a letter, e.g. products or releaseDate.
   */
  scale: string;
  /**
   * Other rating fields of the same item and their weights, e.g. { quality: 40, value: 60 }. Each item's rating must then equal the weighted average of those ratings, each read as a share of its scale's highest rating (4 out of 5 is 8 out of 10) and rounded to this scale's decimals as a reader rounds, a half upward (2.65 is 2.7); validation names any item where it does not.
   */
  weightedAverageOf?: {
    [k: string]: number;
  };
}
/**
 * A number from 0 to 100, shown with a % sign.
 */
export interface PercentField {
  /**
   * Always 'percent'.
   */
  type: 'percent';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
  /**
   * How many decimal places to show. Defaults to as written.
   */
  decimals?: number;
}
/**
 * A price: an amount such as 29.99, shown in the field's currency, or text such as 'Free, then 4.99 a month'.
 */
export interface MoneyField {
  /**
   * Always 'money'.
   */
  type: 'money';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * The ISO 4217 code amounts are in, e.g. USD, EUR or GBP. Needed when an item gives an amount rather than text.
   */
  currency?: string;
}
/**
 * A calendar date, written YYYY-MM-DD.
 */
export interface DateField {
  /**
   * Always 'date'.
   */
  type: 'date';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
}
/**
 * A time of day written 'HH:MM' on the 24-hour clock, in quotes, shown in the site's language (9:30 AM, 09:30).
 */
export interface TimeField {
  /**
   * Always 'time'.
   */
  type: 'time';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
}
/**
 * A moment: a date and time with its offset from UTC, written '2025-06-12T09:30+02:00', shown in the site's language at that offset's local time.
 */
export interface DateTimeField {
  /**
   * Always 'datetime'.
   */
  type: 'datetime';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
}
/**
 * A length of time in ISO 8601, e.g. 'PT45M' or 'PT1H30M', shown in the site's language (1 hr 30 min).
 */
export interface DurationField {
  /**
   * Always 'duration'.
   */
  type: 'duration';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * Other duration fields of the same item whose total this field must be, e.g. [prepTime, cookTime] for a total time. Validation names any item where the total is not their sum, so a total is never miscounted by hand.
   *
   * @minItems 2
   * @maxItems 12
   *
   * Items: The name of a field the collection declares.
   */
  sumOf?: string[];
}
/**
 * Yes or no, written true or false.
 */
export interface YesOrNoField {
  /**
   * Always 'boolean'.
   */
  type: 'boolean';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when exactly one item must have this field set to true, e.g. the one featured item.
   */
  exactlyOne?: boolean;
  /**
   * true when no more than one item may have this field set to true.
   */
  atMostOne?: boolean;
}
/**
 * One value from a fixed list.
 */
export interface ChoiceField {
  /**
   * Always 'choice'.
   */
  type: 'choice';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
  /**
   * The values allowed, e.g. [small, medium, large].
   *
   * @minItems 1
   * @maxItems 200
   *
   * Items: A line of text, shown as written.
   */
  values: string[];
}
/**
 * Where a link goes: a site path, an https:// address, mailto:, tel:, link:NAME or contact:NAME.
 */
export interface LinkField {
  /**
   * Always 'link'.
   */
  type: 'link';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
  /**
   * true when each value is a link with its own label, { label: ..., to: ... }, rather than a bare target.
   */
  labelled?: boolean;
}
/**
 * An email address, shown as a mailto link.
 */
export interface EmailField {
  /**
   * Always 'email'.
   */
  type: 'email';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
}
/**
 * A phone number in international form, e.g. '+44 20 7946 0958', shown as a tel: link.
 */
export interface PhoneField {
  /**
   * Always 'phone'.
   */
  type: 'phone';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * true when no two items may have the same value, e.g. a product name or an order number.
   */
  unique?: boolean;
}
/**
 * A list of short texts, each of which may have formatting and links.
 */
export interface ListField {
  /**
   * Always 'list'.
   */
  type: 'list';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * The most entries a list may have. Defaults to 50.
   */
  maxItems?: number;
  /**
   * true when the order of the entries matters, as in a recipe's steps: an item's page numbers them. Otherwise they are bulleted.
   */
  ordered?: boolean;
}
/**
 * Names an entry of a collection (this one or another) by its short name. The site checks that the entry exists.
 */
export interface ReferenceField {
  /**
   * Always 'reference'.
   */
  type: 'reference';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
  /**
   * A name made of letters and digits, starting with a letter, e.g. products or releaseDate.
   */
  to: string;
  /**
   * On when the field names several entries rather than one.
   */
  many?: boolean;
}
/**
 * A list of page blocks belonging to the item, such as an article's body. A collection page shows them where its template has an item-content block.
 */
export interface BlocksField {
  /**
   * Always 'blocks'.
   */
  type: 'blocks';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
}
/**
 * A picture from the images folder, with words that describe it for people who cannot see it.
 */
export interface ImageField {
  /**
   * Always 'image'.
   */
  type: 'image';
  /**
   * A line of text, shown as written.
   */
  label?: string;
  /**
   * A line of text, shown as written.
   */
  description?: string;
  /**
   * true when an item may leave the field out. Fields are required unless marked optional.
   */
  optional?: boolean;
}
/**
 * One entry: its short name and its fields. The fields are checked against the collection's declaration.
 */
export interface Item {
  /**
   * A short name: lowercase letters, digits and hyphens, e.g. getting-started.
   */
  id: string;
  [k: string]: unknown;
}
/**
 * One page: its address, its title and description for search engines, and its blocks.
 */
export interface Page {
  /**
   * Where the page is on the site: / for the home page, else a slash and lowercase words joined by hyphens, e.g. /about-us or /blog/first-steps.
   */
  path: string;
  /**
   * A line of text, shown as written.
   */
  title: string;
  /**
   * One or two sentences for search results and link previews (50 to 300 characters).
   */
  description: string;
  blocks: Blocks;
}
/**
 * The page shown for an address the site does not have, written to 404.html. It has no address of its own.
 */
export interface PageNotFound {
  /**
   * A line of text, shown as written.
   */
  title: string;
  /**
   * One or two sentences for search results and link previews (50 to 300 characters).
   */
  description: string;
  blocks: Blocks;
}
