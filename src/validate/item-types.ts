import type { DataPath } from '../load/locate.js';
import { hasField } from '../model/collections.js';
import { dietOf, FOOD_TYPES, ITEM_TYPES, type ItemProperty, propertyField, TIME_UNITS } from '../model/item-types.js';
import { each, type Bound, KIND_WORDS, type Report } from './bindings.js';
import { COLLECTIONS, FIELDS, fixTo, type Listed, suggestOrList } from './suggest.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const PROPERTIES: Listed = { one: 'its only property is', many: 'its properties are' };
const kindWords = (kinds: readonly string[]) => kinds.map((k) => (KIND_WORDS as Record<string, string>)[k] ?? k).join(' or ');

/**
 * A collection that declares a schema.org type has the fields the type
 * needs (model/item-types.ts), each of a kind that can give it: a missing
 * one is reported at the type's line, a field of the wrong kind where it is
 * named. structuredFields names only properties of the type and fields of
 * the collection.
 */
export function itemTypeProblems(collections: Map<string, Bound>, organization: unknown, report: Report): void {
  const org = isObj(organization) ? organization : undefined;
  for (const { name, collection } of collections.values()) {
    const at = (...rest: DataPath): DataPath => ['collections', name, ...rest];
    const type = collection.structuredData;
    const specs = typeof type === 'string' && Object.hasOwn(ITEM_TYPES, type) ? ITEM_TYPES[type] : undefined;
    const mapped = isObj(collection.structuredFields) ? collection.structuredFields : undefined;
    if (mapped && !specs) {
      report(
        at('structuredFields'),
        `structuredFields says which fields give the properties of Event, Recipe, Course or Product; declare structuredData as one of them, or remove it`,
        'key',
      );
      continue;
    }
    if (!specs) continue;
    for (const [property, field] of Object.entries(mapped ?? {})) {
      if (!specs.some((spec) => spec.property === property))
        report(
          at('structuredFields', property),
          `${type} has no property '${property}' to give${suggestOrList(
            property,
            specs.map((s) => s.property),
            PROPERTIES,
          )}`,
          'key',
          undefined,
          fixTo(
            property,
            specs.map((s) => s.property),
            'key',
          ),
        );
      else if (typeof field === 'string' && !hasField(collection, field))
        report(
          at('structuredFields', property),
          `collection '${name}' has no field '${field}'${suggestOrList(field, Object.keys(collection.fields), FIELDS)}`,
          'value',
          undefined,
          fixTo(field, Object.keys(collection.fields)),
        );
    }
    for (const spec of specs) {
      const field = propertyField(collection, spec);
      if (field === undefined) {
        // A field structuredFields names that is not there is reported where it is named, not again as missing.
        const named = mapped?.[spec.property] !== undefined;
        if (spec.need === 'required' && !named && !givenElsewhere(spec, type as string, collection.reviewRating, org))
          report(
            at('structuredData'),
            `${type} needs ${spec.what}: name a ${kindWords(spec.kinds)} field '${spec.property}', or say which field gives it with structuredFields: { ${spec.property}: <field> }`,
          );
        continue;
      }
      const decl = collection.fields[field] as unknown as Obj;
      const where = mapped?.[spec.property] !== undefined ? at('structuredFields', spec.property) : at('fields', field, 'type');
      if (!spec.kinds.includes(String(decl.type)))
        report(
          where,
          `'${field}' gives ${type}'s ${spec.property} (${spec.what}), which needs a ${kindWords(spec.kinds)} field, not a ${kindWords([String(decl.type)])} field`,
        );
      else if (decl.type === 'number' && spec.kinds.includes('duration') && !Object.hasOwn(TIME_UNITS, String(decl.unit)))
        report(where, `'${field}' gives ${type}'s ${spec.property} (${spec.what}) as a number, so it needs unit: min (or h) to say what it counts`);
    }
  }
  if (org) menuProblems(org, collections, report);
}

/** A required property no field gives, that the site gives instead: an event's place at the organization's address, a product's review. */
function givenElsewhere(spec: ItemProperty, type: string, reviewRating: unknown, org: Obj | undefined): boolean {
  if (type === 'Product' && spec.property === 'offers') return reviewRating !== undefined;
  return spec.fromSite === true && (spec.property !== 'location' || isObj(org?.address));
}

/** What a restaurant says of its food: only a food establishment says it, and its menu is a collection with sections and diets schema.org knows. */
function menuProblems(org: Obj, collections: Map<string, Bound>, report: Report): void {
  const at = (...rest: DataPath): DataPath => ['settings', 'organization', ...rest];
  for (const key of ['servesCuisine', 'acceptsReservations', 'hasMenu']) {
    if (org[key] !== undefined && !FOOD_TYPES.has(String(org.type)))
      report(at(key), `${key} is said of a place that serves food; set type: Restaurant or CafeOrCoffeeShop, or remove ${key}`, 'key');
  }
  const menu = org.hasMenu;
  if (!isObj(menu) || typeof menu.collection !== 'string') return;
  const bound = collections.get(menu.collection);
  if (!bound) {
    report(
      at('hasMenu', 'collection'),
      `there is no collection '${menu.collection}'${suggestOrList(menu.collection, collections.keys(), COLLECTIONS)}`,
      'value',
      undefined,
      fixTo(menu.collection, collections.keys()),
    );
    return;
  }
  const { collection } = bound;
  const field = (key: 'sectionField' | 'dietField', kinds: string[]) => {
    const value = menu[key];
    if (typeof value !== 'string') return undefined;
    if (!hasField(collection, value)) {
      report(
        at('hasMenu', key),
        `collection '${bound.name}' has no field '${value}'${suggestOrList(value, Object.keys(collection.fields), FIELDS)}`,
        'value',
        undefined,
        fixTo(value, Object.keys(collection.fields)),
      );
      return undefined;
    }
    const type = collection.fields[value].type;
    if (!kinds.includes(type)) {
      report(at('hasMenu', key), `${key} needs a ${kindWords(kinds)} field, but '${value}' is a ${kindWords([type])} field`);
      return undefined;
    }
    return value;
  };
  field('sectionField', ['choice']);
  const diet = field('dietField', ['choice', 'list']);
  if (diet === undefined) return;
  const unknown = (word: unknown) => typeof word === 'string' && dietOf(word) === undefined;
  const message = (word: string) =>
    `'${word}' is not a diet schema.org knows, so search engines could not read it; use Vegan, Vegetarian, Gluten-free, Halal, Kosher, Hindu, Diabetic, Low calorie, Low fat, Low lactose or Low salt`;
  const decl = collection.fields[diet] as unknown as Obj;
  if (decl.type === 'choice') {
    each(
      decl.values as unknown[] | undefined,
      (word, i) => unknown(word) && report(['collections', bound.name, 'fields', diet, 'values', i], message(word as string)),
    );
    return;
  }
  each(collection.items, (item, i) => {
    if (isObj(item))
      each(
        Array.isArray(item[diet]) ? item[diet] : undefined,
        (word, j) => unknown(word) && report(['collections', bound.name, 'items', i, diet, j], message(word as string)),
      );
  });
}
