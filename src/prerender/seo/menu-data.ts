import { itemTitle, roleField } from '../../model/collections.js';
import { valueText } from '../../model/format.js';
import { dietOf, propertyField, ITEM_TYPES } from '../../model/item-types.js';
import type { SiteReader } from '../../model/site-reader.js';
import type { Item } from '../../types/site.js';
import type { Json } from '../../renderers/define-block.js';
import { itemImage } from './item-data.js';

type MenuSpec = NonNullable<NonNullable<SiteReader['settings']['organization']>['hasMenu']>;

/**
 * A restaurant's menu as schema.org describes it: a Menu of MenuSections,
 * one per value of the section field in its declared order (empty ones
 * left out), each holding its dishes as MenuItems with their description,
 * picture, price and the diets they suit.
 */
export function menuNode(read: SiteReader, spec: MenuSpec): Json {
  const collection = read.declaration(spec.collection);
  const items = read.query(spec.collection);
  const summary = roleField(collection, 'summary');
  const price = propertyField(collection, ITEM_TYPES.Product[0]);
  const dish = (item: Item): Json => {
    const image = itemImage(read, collection, item);
    const amount = price === undefined ? undefined : item[price];
    const field = price === undefined ? undefined : collection.fields[price];
    const currency = field?.type === 'money' ? field.currency : undefined;
    const diets = spec.dietField === undefined ? [] : [item[spec.dietField]].flat().flatMap((word) => (typeof word === 'string' ? [dietOf(word)] : []));
    return {
      '@type': 'MenuItem',
      name: itemTitle(collection, item),
      ...(summary && item[summary] !== undefined && { description: valueText(read, collection, summary, item) }),
      ...(image && { image }),
      ...(typeof amount === 'number' && currency && { offers: { '@type': 'Offer', price: amount, priceCurrency: currency } }),
      ...(diets.length > 0 && { suitableForDiet: diets.map((diet) => `https://schema.org/${diet}`) }),
    };
  };
  const section = spec.sectionField;
  if (section === undefined) return { '@type': 'Menu', hasMenuItem: items.map(dish) };
  const sections = collection.fields[section];
  const values = sections.type === 'choice' ? sections.values : [];
  return {
    '@type': 'Menu',
    hasMenuSection: values
      .map((name) => ({ name, dishes: items.filter((item) => item[section] === name) }))
      .filter(({ dishes }) => dishes.length > 0)
      .map(({ name, dishes }) => ({ '@type': 'MenuSection', name, hasMenuItem: dishes.map(dish) })),
  };
}
