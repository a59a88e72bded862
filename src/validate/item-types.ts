import type { DataPath } from '../load/locate.js';
import { hasField } from '../model/collections.js';
import { dietOf, FOOD_TYPES, ITEM_TYPES, type ItemProperty, propertyField, TIME_UNITS } from '../model/item-types.js';
import { each, type Bound, KIND_WORDS, type Report, unknownField } from './bindings.js';
import { COLLECTIONS, fixTo, type Listed, suggestOrList } from './suggest.js';
import { isObj, type Obj } from '../is-obj.js';
import { withFix } from '../problem.js';
import {
  DurationWithoutUnit,
  FoodOnlyProperty,
  MenuFieldKind,
  StructuredFieldsWithoutType,
  StructuredFieldWrongKind,
  StructuredPropertyMissing,
  UnknownCollection,
  UnknownDiet,
  UnknownStructuredProperty,
} from '../problem-catalogue.js';
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
      report(at('structuredFields'), StructuredFieldsWithoutType(), 'key');
      continue;
    }
    if (!specs) continue;
    for (const [property, field] of Object.entries(mapped ?? {})) {
      if (!specs.some((spec) => spec.property === property))
        report(
          at('structuredFields', property),
          withFix(
            UnknownStructuredProperty(
              type as string,
              property,
              suggestOrList(
                property,
                specs.map((s) => s.property),
                PROPERTIES,
              ),
            ),
            fixTo(
              property,
              specs.map((s) => s.property),
              'key',
            ),
          ),
          'key',
        );
      else if (typeof field === 'string' && !hasField(collection, field))
        report(at('structuredFields', property), unknownField(name, field, collection.fields));
    }
    for (const spec of specs) {
      const field = propertyField(collection, spec);
      if (field === undefined) {
        // A field structuredFields names that is not there is reported where it is named, not again as missing.
        const named = mapped?.[spec.property] !== undefined;
        if (spec.need === 'required' && !named && !givenElsewhere(spec, type as string, collection.reviewRating, org))
          report(at('structuredData'), StructuredPropertyMissing(type as string, spec.what, kindWords(spec.kinds), spec.property));
        continue;
      }
      const decl = collection.fields[field] as unknown as Obj;
      const where = mapped?.[spec.property] !== undefined ? at('structuredFields', spec.property) : at('fields', field, 'type');
      if (!spec.kinds.includes(String(decl.type)))
        report(where, StructuredFieldWrongKind(field, type as string, spec.property, spec.what, kindWords(spec.kinds), kindWords([String(decl.type)])));
      else if (decl.type === 'number' && spec.kinds.includes('duration') && !Object.hasOwn(TIME_UNITS, String(decl.unit)))
        report(where, DurationWithoutUnit(field, type as string, spec.property, spec.what));
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
    if (org[key] !== undefined && !FOOD_TYPES.has(String(org.type))) report(at(key), FoodOnlyProperty(key), 'key');
  }
  const menu = org.hasMenu;
  if (!isObj(menu) || typeof menu.collection !== 'string') return;
  const bound = collections.get(menu.collection);
  if (!bound) {
    report(
      at('hasMenu', 'collection'),
      withFix(UnknownCollection(menu.collection, suggestOrList(menu.collection, collections.keys(), COLLECTIONS)), fixTo(menu.collection, collections.keys())),
    );
    return;
  }
  const { collection } = bound;
  const field = (key: 'sectionField' | 'dietField', kinds: string[]) => {
    const value = menu[key];
    if (typeof value !== 'string') return undefined;
    if (!hasField(collection, value)) {
      report(at('hasMenu', key), unknownField(bound.name, value, collection.fields));
      return undefined;
    }
    const type = collection.fields[value].type;
    if (!kinds.includes(type)) {
      report(at('hasMenu', key), MenuFieldKind(key, kindWords(kinds), value, kindWords([type])));
      return undefined;
    }
    return value;
  };
  field('sectionField', ['choice']);
  const diet = field('dietField', ['choice', 'list']);
  if (diet === undefined) return;
  const unknown = (word: unknown) => typeof word === 'string' && dietOf(word) === undefined;
  const message = (word: string) => UnknownDiet(word);
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
