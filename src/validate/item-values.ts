import type { DataPath } from '../load/locate.js';
import { hasField } from '../model/collections.js';
import { itemValuesOf, VALUE_FIELDS, withItemValues, type ValueKind } from '../model/item-values.js';
import { definitionOf } from '../renderers/registry.js';
import { isKnownKind, KIND_WORDS, type BindingContext } from './bindings.js';
import { fixTo, suggestion } from './suggest.js';
import { withFix } from '../problem.js';
import { ItemValueTitleOptional, ItemValueWithoutItem, ItemValueWrongKind, UnknownCollectionField } from '../problem-catalogue.js';

/** What an option of each kind takes, in a message: text from …, a link from …, a picture from …. */
const TAKES: Record<ValueKind, string> = {
  text: 'text from a text, choice, number, date, time, duration, email or phone field',
  prose: 'text from a text, choice, number, date, time, duration, email or phone field',
  link: 'a link from a link, email or phone field',
  picture: 'a picture from an image field',
};
/** A value of each kind, standing in for a field an item does give. */
const GIVEN: Record<ValueKind, unknown> = { text: 'text', prose: 'text', link: '/', picture: { src: 'given.jpg', alt: 'given' } };

/**
 * The options of a block that take a value from the page's item
 * (`to: { field: shopUrl }`): only in a collection's page template, each
 * naming a field of that collection of a kind the option can show; and a
 * field that may be left empty cannot take away the page's title block.
 */
export function checkItemValues(ctx: BindingContext, block: Record<string, unknown>): void {
  const found = itemValuesOf(block);
  if (found.length === 0) return;
  const template = ctx.template;
  for (const { path, field, kind } of found) {
    const option = optionName(path);
    if (!template) {
      ctx.report(path, ItemValueWithoutItem(field, option, ctx.path[0] === 'collections' ? 'own blocks' : 'page'));
      continue;
    }
    const { collection } = template;
    const fields = Object.keys(collection.fields);
    const fitting = fields.filter((name) => VALUE_FIELDS[kind].includes(collection.fields[name].type));
    const at = [...path, 'field'];
    if (!hasField(collection, field)) {
      const listed = fitting.length > 0 && fitting.length <= 12 ? `; the fields of '${template.name}' it can take are: ${fitting.join(', ')}` : '';
      ctx.report(at, withFix(UnknownCollectionField(template.name, field, suggestion(field, fields) || listed), fixTo(field, fields)));
      continue;
    }
    const type = collection.fields[field].type;
    // A declaration of no known kind is reported where it is declared.
    if (!isKnownKind(type)) continue;
    if (!VALUE_FIELDS[kind].includes(type)) {
      const others =
        fitting.length === 0
          ? `; '${template.name}' has none`
          : fitting.length <= 12
            ? `; ${fitting.length === 1 ? `the only one of '${template.name}' is` : `those of '${template.name}' are`}: ${fitting.join(', ')}`
            : '';
      ctx.report(at, withFix(ItemValueWrongKind(option, TAKES[kind], field, KIND_WORDS[type], others), fixTo(field, fitting)));
      continue;
    }
    if (collection.fields[field].optional === true && definitionOf(String(block.type))?.providesH1) titleLeftOut(ctx, block, path, field, option);
  }
}

/** A title block that an item leaving this field empty would take off its page, which then has no title. */
function titleLeftOut(ctx: BindingContext, block: Record<string, unknown>, path: DataPath, field: string, option: string | undefined): void {
  const shown = withItemValues(block, (name, kind) => (name === field ? undefined : GIVEN[kind]));
  if (shown !== undefined) return;
  ctx.report([...path, 'field'], ItemValueTitleOptional(field, String(block.type), option));
}

/** The option's own name: the last key of its path ('to', 'image'), or, for an entry of a list, the list's. */
function optionName(path: DataPath): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return String(path[i]);
  return undefined;
}
