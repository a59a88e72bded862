import { hasField, type FieldType } from '../model/collections.js';
import { durationSeconds, fieldOrder } from '../model/order.js';
import { runQuery } from '../model/query.js';
import { listingQuery, type Listing } from '../model/shape.js';
import type { Field } from '../types/site.js';
import { isKnownKind, KIND_WORDS, unknownField, type BindingContext, type Bound } from './bindings.js';
import { SORTABLE } from './declarations.js';
import { fixTo, suggestion, suggestOrList } from './suggest.js';
import { isObj } from '../is-obj.js';
import { withFix, type Said } from '../problem.js';
import {
  ReferencingOtherCollection,
  ReferencingOutsideTemplate,
  UnknownItem,
  WhereMatchesNothing,
  WhereRangeBackwards,
  WhereValue,
  WhereWrongForm,
} from '../problem-catalogue.js';

/** Kinds a where may ask to equal a value or one of several. */
const EQUALS: FieldType[] = ['choice', 'text', 'boolean', 'reference'];
/** Kinds a where may bound with min and max, written as the field's values are. */
const RANGES: Partial<Record<FieldType, { form: string; fits: (v: unknown) => boolean }>> = {
  number: { form: 'a number', fits: (v) => typeof v === 'number' },
  rating: { form: 'a number', fits: (v) => typeof v === 'number' },
  percent: { form: 'a number', fits: (v) => typeof v === 'number' },
  money: { form: 'a number', fits: (v) => typeof v === 'number' },
  date: { form: "a date written 'YYYY-MM-DD', e.g. '2025-06-12'", fits: (v) => typeof v === 'string' && /^\d{4}-\d\d-\d\d$/.test(v) },
  time: { form: "a time written 'HH:MM', e.g. '09:30'", fits: (v) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) },
  datetime: { form: "a date and time with its offset, e.g. '2025-06-12T09:30+02:00'", fits: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)) },
  duration: { form: "a duration, e.g. 'PT45M'", fits: (v) => typeof v === 'string' && durationSeconds(v) !== undefined },
};
/** Kinds whose values can head groups. */
const GROUPS: FieldType[] = ['choice', 'text', 'date', 'time', 'reference', 'list'];

/**
 * The collection a block lists, with what every listing block may add
 * checked at its own line: where (fields, kinds and values, and that some
 * item meets it), groupBy, sortBy and referencing. Every block that reads
 * a collection binds it through here, so each takes these options alike.
 */
export function listingOf(ctx: BindingContext, block: Partial<Record<keyof Listing, unknown>>): Bound | undefined {
  const bound = ctx.collection(block.collection);
  if (!bound) return undefined;
  const field = (rel: (string | number)[], name: unknown, kinds: FieldType[], what: string) => ctx.field(bound, rel, name, kinds, what);
  field(['groupBy'], block.groupBy, GROUPS, 'groupBy');
  if (isObj(block.sortBy)) field(['sortBy', 'field'], block.sortBy.field, SORTABLE, 'sortBy');
  const referring = referencing(ctx, bound, block.referencing);
  if (isObj(block.where)) {
    const sound = Object.entries(block.where).map(([name, wanted]) => checkCondition(ctx, bound, name, wanted));
    if (sound.every(Boolean) && !referring) {
      const query = listingQuery({ collection: bound.name, where: block.where as Listing['where'] });
      if (runQuery((bound.collection.items as unknown[]).filter(isObj) as never, query, bound.collection.fields).length === 0)
        ctx.report(['where'], WhereMatchesNothing(bound.name), 'key');
    }
  }
  return bound;
}

/** referencing names a reference field to the collection whose page template holds the block. */
function referencing(ctx: BindingContext, bound: Bound, name: unknown): boolean {
  if (typeof name !== 'string') return false;
  const template = ctx.template;
  if (!template) {
    ctx.report(['referencing'], ReferencingOutsideTemplate(), 'key');
    return true;
  }
  const field = ctx.field(bound, ['referencing'], name, ['reference'], 'referencing');
  const decl = field === undefined ? undefined : bound.collection.fields[field];
  if (decl?.type === 'reference' && decl.to !== template.name)
    ctx.report(['referencing'], ReferencingOtherCollection(name, decl.to, template.name, bound.name));
  return true;
}

/** One condition of a where: a declared field, a form that fits its kind, and values it can hold. */
function checkCondition(ctx: BindingContext, bound: Bound, name: string, wanted: unknown): boolean {
  const { collection } = bound;
  const at = ['where', name];
  if (!hasField(collection, name)) {
    ctx.report(at, unknownField(bound.name, name, collection.fields, 'key'), 'key');
    return false;
  }
  const decl = collection.fields[name] as Field;
  if (!isKnownKind(decl.type)) return false;
  const kind = KIND_WORDS[decl.type];
  const wrong = (rel: (string | number)[], said: Said, mode: 'key' | 'value' = 'value') => {
    ctx.report([...at, ...rel], said, mode);
    return false;
  };
  if (!isObj(wanted) || 'in' in wanted) {
    if (!EQUALS.includes(decl.type) || (decl.type === 'reference' && decl.many === true))
      return wrong([], WhereWrongForm('value', name, kind, instead(decl)), 'key');
    if (!isObj(wanted)) return value(ctx, decl, name, at, wanted);
    return (Array.isArray(wanted.in) ? wanted.in : []).every((v, i) => value(ctx, decl, name, [...at, 'in', i], v));
  }
  if ('contains' in wanted) {
    const many = decl.type === 'list' || (decl.type === 'reference' && decl.many === true);
    if (!many) return wrong(['contains'], WhereWrongForm('contains', name, kind, instead(decl)), 'key');
    return decl.type === 'list' || value(ctx, decl, name, [...at, 'contains'], wanted.contains);
  }
  const range = RANGES[decl.type];
  if (!range) return wrong([], WhereWrongForm('range', name, kind, instead(decl)), 'key');
  for (const end of ['min', 'max'] as const) if (end in wanted && !range.fits(wanted[end])) return wrong([end], WhereValue(name, { end, form: range.form }));
  const order = fieldOrder(decl);
  if ('min' in wanted && 'max' in wanted && (order(wanted.min as string, wanted.max as string) ?? 0) > 0)
    return wrong(['max'], WhereRangeBackwards(String(wanted.max), String(wanted.min)));
  return true;
}

/** How to ask of a field of this kind instead, if a where can ask of it at all. */
function instead(decl: Field): 'contains' | 'range' | 'value' | undefined {
  if (decl.type === 'list' || (decl.type === 'reference' && decl.many)) return 'contains';
  if (RANGES[decl.type]) return 'range';
  if (EQUALS.includes(decl.type)) return 'value';
  return undefined;
}

/** A value a condition asks for: one the field can hold (a declared choice, an item that exists, a yes or no). */
function value(ctx: BindingContext, decl: Field, name: string, at: (string | number)[], wanted: unknown): boolean {
  const wrong = (said: Said) => {
    ctx.report(at, said);
    return false;
  };
  switch (decl.type) {
    case 'choice':
      return (
        decl.values.includes(wanted as string) ||
        wrong(
          withFix(
            WhereValue(name, {
              choice: String(wanted),
              hint: suggestOrList(String(wanted), decl.values, { one: 'its only value is', many: 'its values are' }),
            }),
            fixTo(String(wanted), decl.values),
          ),
        )
      );
    case 'boolean':
      return typeof wanted === 'boolean' || wrong(WhereValue(name, { yesOrNo: true }));
    case 'reference': {
      const target = ctx.known(decl.to);
      if (!target || target.ids.has(String(wanted))) return true;
      return wrong(withFix(UnknownItem(decl.to, String(wanted), suggestion(String(wanted), target.ids)), fixTo(String(wanted), target.ids)));
    }
    default:
      return typeof wanted === 'string' || wrong(WhereValue(name, { text: KIND_WORDS[decl.type] }));
  }
}
