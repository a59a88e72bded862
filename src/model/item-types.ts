import { hasField, type Role, roleField } from './collections.js';
import type { Collection } from '../types/site.js';

type Declaration = Omit<Collection, 'items'>;

/**
 * One schema.org property an item of a type publishes, and the fields that can give it.
 * `need` is Google's word for it: required (no rich result without it) or recommended.
 */
export interface ItemProperty {
  property: string;
  /** What it is, in a message: "Recipe needs its ingredients". */
  what: string;
  /** The field kinds that can give it, the first the usual one. */
  kinds: readonly string[];
  need: 'required' | 'recommended';
  /** The collection's role that gives it when no field is named after it and structuredFields names none. */
  role?: Role | 'image';
  /**
   * Given by the site when no field gives it (an event's place and organiser
   * are the organization's, a course's provider is), so never missing.
   */
  fromSite?: boolean;
}

const DURATION = ['duration', 'number'] as const;

/**
 * The properties of each item type a collection can declare, required and
 * recommended as Google Search Central's structured data pages give them
 * (developers.google.com/search/docs/appearance/structured-data/…):
 * - Event (event): required name, startDate, location; recommended
 *   description, endDate, image, offers, organizer, performer.
 * - Recipe (recipe): required name, image; recommended author,
 *   datePublished, description, prepTime, cookTime, totalTime, recipeYield,
 *   recipeCategory, recipeCuisine, keywords, recipeIngredient and
 *   recipeInstructions (the last two required for guided recipes, so
 *   required here: a recipe without them is not one).
 * - Course (course, the course list): required name, description;
 *   recommended provider.
 * - Article, BlogPosting, NewsArticle (article): nothing required;
 *   recommended headline, image, datePublished, dateModified, author.
 * - Product (product-snippet): required name and one of offers, review or
 *   aggregateRating; recommended image, description.
 * The name (headline) is always the item's title, so it is never missing.
 */
export const ITEM_TYPES: Record<string, readonly ItemProperty[]> = {
  Event: [
    { property: 'startDate', what: 'its start', kinds: ['datetime', 'date'], need: 'required', role: 'date' },
    { property: 'location', what: 'its place', kinds: ['reference'], need: 'required', fromSite: true },
    { property: 'endDate', what: 'its end', kinds: ['datetime', 'date'], need: 'recommended' },
    { property: 'description', what: 'a description', kinds: ['text', 'inline-text'], need: 'recommended', role: 'summary' },
    { property: 'image', what: 'a picture', kinds: ['image'], need: 'recommended', role: 'image' },
    { property: 'offers', what: 'its ticket price', kinds: ['money'], need: 'recommended' },
    { property: 'organizer', what: 'its organiser', kinds: ['reference'], need: 'recommended', fromSite: true },
    { property: 'performer', what: 'its performers', kinds: ['reference'], need: 'recommended' },
  ],
  Recipe: [
    { property: 'image', what: 'a picture of the dish', kinds: ['image'], need: 'required', role: 'image' },
    { property: 'recipeIngredient', what: 'the ingredients', kinds: ['list'], need: 'required' },
    { property: 'recipeInstructions', what: 'the method', kinds: ['list'], need: 'required' },
    { property: 'description', what: 'a description', kinds: ['text', 'inline-text'], need: 'recommended', role: 'summary' },
    { property: 'author', what: 'its author', kinds: ['text', 'reference'], need: 'recommended', role: 'author' },
    { property: 'datePublished', what: 'when it was published', kinds: ['date'], need: 'recommended', role: 'date' },
    { property: 'prepTime', what: 'the preparation time', kinds: DURATION, need: 'recommended' },
    { property: 'cookTime', what: 'the cooking time', kinds: DURATION, need: 'recommended' },
    { property: 'totalTime', what: 'the total time', kinds: DURATION, need: 'recommended' },
    { property: 'recipeYield', what: 'how many it serves', kinds: ['text', 'number'], need: 'recommended' },
    { property: 'recipeCategory', what: 'its course (a starter, a dessert)', kinds: ['choice', 'text'], need: 'recommended', role: 'category' },
    { property: 'recipeCuisine', what: 'its cuisine', kinds: ['choice', 'text'], need: 'recommended' },
    { property: 'keywords', what: 'its keywords', kinds: ['list', 'text'], need: 'recommended' },
  ],
  Course: [
    { property: 'description', what: 'a description', kinds: ['text', 'inline-text'], need: 'required', role: 'summary' },
    { property: 'provider', what: 'who teaches it', kinds: ['reference'], need: 'recommended', fromSite: true },
  ],
  Product: [
    { property: 'offers', what: 'a price (or reviewRating, for the site’s own review)', kinds: ['money'], need: 'required' },
    { property: 'image', what: 'a picture', kinds: ['image'], need: 'recommended', role: 'image' },
    { property: 'description', what: 'a description', kinds: ['text', 'inline-text'], need: 'recommended', role: 'summary' },
  ],
};

/** Units a number field may count time in, to be given as an ISO 8601 duration. */
export const TIME_UNITS: Record<string, 'M' | 'H'> = { min: 'M', mins: 'M', minutes: 'M', h: 'H', hr: 'H', hours: 'H' };

/**
 * The field that gives a property of a collection's items: the one
 * structuredFields names, else a field called like the property, else the
 * field of the role that gives it (the summary gives a description); a
 * price, the first money field.
 */
export function propertyField(collection: Declaration, spec: ItemProperty): string | undefined {
  const named = collection.structuredFields?.[spec.property];
  if (named !== undefined) return hasField(collection, named) ? named : undefined;
  if (hasField(collection, spec.property)) return spec.property;
  if (spec.role === 'image') return imageField(collection);
  if (spec.role) return roleField(collection, spec.role);
  // A price is the first money field, as a Product's and Service's offer always was.
  return spec.kinds[0] === 'money' ? Object.keys(collection.fields).find((name) => collection.fields[name]?.type === 'money') : undefined;
}

/** The image field that pictures an item: imageField, else a field called image. */
export function imageField(collection: Declaration): string | undefined {
  if (collection.imageField !== undefined) return hasField(collection, collection.imageField) ? collection.imageField : undefined;
  return collection.fields.image?.type === 'image' ? 'image' : undefined;
}

/** schema.org's RestrictedDiet values, by the words a menu writes them in (lower case, letters only). */
const DIETS: Record<string, string> = {
  vegan: 'VeganDiet',
  vegetarian: 'VegetarianDiet',
  glutenfree: 'GlutenFreeDiet',
  halal: 'HalalDiet',
  kosher: 'KosherDiet',
  hindu: 'HinduDiet',
  diabetic: 'DiabeticDiet',
  lowcalorie: 'LowCalorieDiet',
  lowfat: 'LowFatDiet',
  lowlactose: 'LowLactoseDiet',
  lowsalt: 'LowSaltDiet',
};

/** The schema.org diet a menu's word names ('Gluten-free' → GlutenFreeDiet), if it names one. */
export function dietOf(word: string): string | undefined {
  const key = word
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/diet$/, '');
  return Object.hasOwn(DIETS, key) ? DIETS[key] : undefined;
}

/** Organization types that serve food, which alone may give a cuisine, bookings and a menu. */
export const FOOD_TYPES = new Set(['Restaurant', 'CafeOrCoffeeShop']);
