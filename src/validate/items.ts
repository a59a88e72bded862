import type { DataPath } from '../load/locate.js';
import { hasField, itemTitle, roleField } from '../model/collections.js';
import { durationSeconds, fieldOrder, isoDuration, type Sortable } from '../model/order.js';
import type { Collection, Item, RatingScale } from '../types/site.js';
import type { Bound, Report } from './bindings.js';
import { itemValidator } from './item-schemas.js';
import { pruneAlternatives, toMessage } from './schema-messages.js';
import { fixTo, suggestion } from './suggest.js';
import {
  SumDoesNotAddUp,
  AmountWithoutCurrency,
  AverageMismatch,
  FlaggedItems,
  OutOfOrder,
  RankingRuleBroken,
  TooManyDecimals,
  UnknownItem,
  UpdatedBeforePublished,
  ValueUsedTwice,
} from '../problem-catalogue.js';
import { isObj } from '../is-obj.js';
import { withFix } from '../problem.js';

/** 'LINE:COL' of a place in the file, to point from one problem to where its twin is. */
export type Place = (path: DataPath) => string;

export interface ItemContext {
  collections: Map<string, Bound>;
  scales: Map<string, RatingScale>;
  report: Report;
  place: Place;
}

/**
 * Every item checked against its collection's declarations: its fields by
 * the schema built from them, then what spans items: unique ids and
 * values, the one featured item, the declared order, references, and
 * ratings that are averages of others.
 */
export function itemProblems(ctx: ItemContext): void {
  for (const bound of ctx.collections.values()) {
    const { name, collection } = bound;
    const at = (i: number, ...rest: DataPath): DataPath => ['collections', name, 'items', i, ...rest];
    const items = collection.items as unknown[];
    const validate = itemValidator(name, collection, ctx.scales);
    items.forEach((item, i) => {
      if (!isObj(item) || validate(item)) return;
      for (const error of pruneAlternatives(validate.errors ?? [])) {
        const message = toMessage(error, (path) => ctx.place([...at(i), ...path]));
        if (message) ctx.report([...at(i), ...message.path], message, message.mode);
      }
    });
    const valid = items.map((item) => (isObj(item) ? (item as Item) : undefined));
    checkUnique(name, valid, 'id', 'id', ctx, at);
    for (const [field, decl] of Object.entries(collection.fields)) {
      if (decl.type !== 'boolean' && decl.type !== 'blocks' && 'unique' in decl && decl.unique === true) checkUnique(name, valid, field, `'${field}'`, ctx, at);
      if (decl.type === 'boolean' && (decl.exactlyOne || decl.atMostOne)) checkOne(name, valid, field, decl.exactlyOne === true, ctx, at);
      if (decl.type === 'reference') checkReferences(valid, field, decl.to, decl.many === true, ctx, at);
      if (decl.type === 'rating') checkRatings(collection, valid, field, ctx, at);
      if (decl.type === 'duration') checkSums(collection, valid, field, ctx, at);
      if (decl.type === 'money' && !decl.currency) {
        valid.forEach((item, i) => typeof item?.[field] === 'number' && ctx.report(at(i, field), AmountWithoutCurrency(field)));
      }
    }
    checkOrder(bound, valid, ctx, at);
    checkRankingRules(bound, valid, ctx, at);
    checkUpdated(collection, valid, ctx, at);
  }
}

/** An item's last change comes on or after its publication: the other way round, one of the dates is a typo. */
function checkUpdated(collection: Collection, items: Array<Item | undefined>, ctx: ItemContext, at: At): void {
  const [date, updated] = [roleField(collection, 'date'), roleField(collection, 'updated')];
  if (date === undefined || updated === undefined || date === updated) return;
  items.forEach((item, i) => {
    const [published, changed] = [item?.[date], item?.[updated]];
    if (typeof published !== 'string' || typeof changed !== 'string' || changed >= published) return;
    ctx.report(at(i, updated), UpdatedBeforePublished(itemTitle(collection, item!), changed, date, published));
  });
}

type At = (i: number, ...rest: DataPath) => DataPath;

function checkUnique(name: string, items: Array<Item | undefined>, field: string, what: string, ctx: ItemContext, at: At): void {
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const value = item?.[field];
    if (value === undefined || value === null || typeof value === 'object') return;
    const key = JSON.stringify(value);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else ctx.report(at(i, field), ValueUsedTwice(what, JSON.stringify(value), ctx.place(at(first, field)), name, field === 'id'));
  });
}

function checkOne(name: string, items: Array<Item | undefined>, field: string, exactly: boolean, ctx: ItemContext, at: At): void {
  const flagged = items.flatMap((item, i) => (item?.[field] === true ? [i] : []));
  if (exactly && flagged.length === 0 && items.length > 0) {
    ctx.report(['collections', name, 'fields', field], FlaggedItems({ none: true, collection: name, field }), 'key');
  }
  for (const i of flagged.slice(1)) {
    ctx.report(at(i, field), FlaggedItems({ first: ctx.place(at(flagged[0], field)), field, exactly, collection: name }));
  }
}

function checkReferences(items: Array<Item | undefined>, field: string, to: string, many: boolean, ctx: ItemContext, at: At): void {
  const target = ctx.collections.get(to);
  if (!target) return;
  items.forEach((item, i) => {
    const value = item?.[field];
    const ids = many && Array.isArray(value) ? value : [value];
    ids.forEach((id, j) => {
      if (typeof id !== 'string' || target.ids.has(id)) return;
      ctx.report(many ? at(i, field, j) : at(i, field), withFix(UnknownItem(to, id, suggestion(id, target.ids)), fixTo(id, target.ids)));
    });
  });
}

/** Ratings given with no more decimals than their scale shows, and averages that add up. */
function checkRatings(collection: Collection, items: Array<Item | undefined>, field: string, ctx: ItemContext, at: At): void {
  const decl = collection.fields[field];
  if (decl.type !== 'rating') return;
  const scale = ctx.scales.get(decl.scale);
  if (!scale) return;
  const decimals = scale.decimals ?? 1;
  const parts = isObj(decl.weightedAverageOf)
    ? Object.entries(decl.weightedAverageOf).filter(([part]) => hasField(collection, part) && collection.fields[part].type === 'rating')
    : [];
  items.forEach((item, i) => {
    const value = item?.[field];
    if (typeof value !== 'number') return;
    if (Number(value.toFixed(decimals)) !== value) ctx.report(at(i, field), TooManyDecimals(value, decimals, roundHalfUp(value, decimals).toFixed(decimals)));
    if (parts.length === 0) return;
    const expected = weightedAverage(collection, item!, parts, scale, ctx.scales);
    if (expected === undefined) return;
    const rounded = roundHalfUp(expected, decimals);
    if (rounded !== value) {
      const recipe = parts.map(([part, weight]) => `${part} ${item![part]} × ${weight}`).join(', ');
      const exact = Number(expected.toFixed(decimals + 3));
      const shown = exact === rounded ? rounded.toFixed(decimals) : `${exact}, which rounds to ${rounded.toFixed(decimals)},`;
      ctx.report(at(i, field), AverageMismatch(field, value, recipe, shown));
    }
  });
}

/** Durations declared the sum of others (a recipe's total time) that are: each in minutes and seconds as the reader adds them. */
function checkSums(collection: Collection, items: Array<Item | undefined>, field: string, ctx: ItemContext, at: At): void {
  const decl = collection.fields[field];
  const parts =
    decl.type === 'duration' && Array.isArray(decl.sumOf)
      ? decl.sumOf.filter((part) => hasField(collection, part) && collection.fields[part].type === 'duration')
      : [];
  if (parts.length === 0) return;
  items.forEach((item, i) => {
    const total = typeof item?.[field] === 'string' ? durationSeconds(item[field] as string) : undefined;
    const values = parts.map((part) => (typeof item?.[part] === 'string' ? durationSeconds(item[part] as string) : undefined));
    // An item without a part, or with one the schema rejects, has no sum to check.
    if (total === undefined || values.some((v) => v === undefined)) return;
    const sum = (values as number[]).reduce((a, b) => a + b, 0);
    if (sum === total) return;
    const recipe = parts.map((part) => `${part} ${item![part]}`).join(' + ');
    ctx.report(at(i, field), SumDoesNotAddUp(field, String(item![field]), recipe, isoDuration(sum)));
  });
}

/**
 * Rounds as a reader does with pencil and paper: to the scale's decimals,
 * a half upward. Rounding the binary number directly would not: 8.45 is
 * stored just below itself, so toFixed(1) gives 8.4.
 */
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // Snap to a millionth of the last shown digit first, so floating-point noise cannot decide a half.
  const scaled = Math.round(value * factor * 1e6) / 1e6;
  return Math.floor(scaled + 0.5) / factor;
}

/**
 * The weighted average of an item's part ratings, each read as a share of
 * its own scale's highest rating and given out of the target's: 4.7 out of
 * 5 is 9.4 out of 10, as readers convert 'out of' figures.
 */
function weightedAverage(
  collection: Collection,
  item: Item,
  parts: Array<[string, number]>,
  scale: RatingScale,
  scales: Map<string, RatingScale>,
): number | undefined {
  let sum = 0;
  let weights = 0;
  for (const [part, weight] of parts) {
    const decl = collection.fields[part];
    const partScale = decl.type === 'rating' ? scales.get(decl.scale) : undefined;
    const value = item[part];
    if (!partScale || typeof value !== 'number') return undefined;
    sum += weight * (value / partScale.max) * scale.max;
    weights += weight;
  }
  // Rounded to remove floating-point noise before comparing with a written rating.
  return Math.round((sum / weights) * 1e9) / 1e9;
}

/** How an order reads in a message, for the kind of field it goes by. */
function orderWords(decl: Collection['fields'][string], descending: boolean): string {
  switch (decl.type) {
    case 'choice':
      return `in the ${descending ? 'reverse ' : ''}order of its values (${decl.values.join(', ')})`;
    case 'date':
    case 'datetime':
      return descending ? 'newest first' : 'oldest first';
    case 'time':
      return descending ? 'latest first' : 'earliest first';
    case 'duration':
      return descending ? 'longest first' : 'shortest first';
    case 'text':
      return descending ? 'from Z to A' : 'from A to Z';
    default:
      return descending ? 'highest first' : 'lowest first';
  }
}

/**
 * Items listed in their declared order. The first out of place is named,
 * with the item it belongs above: the first one written before it that
 * should come after it.
 */
function checkOrder(bound: Bound, items: Array<Item | undefined>, ctx: ItemContext, at: At): void {
  const { collection, name } = bound;
  const sort = collection.sortedBy;
  if (!isObj(sort) || typeof sort.field !== 'string' || !hasField(collection, sort.field)) return;
  const field = sort.field;
  const decl = collection.fields[field];
  const descending = sort.order === 'descending';
  const compare = fieldOrder(decl);
  // Whether a comes before b in the declared order: undefined when either cannot be placed.
  const before = (a: Sortable, b: Sortable) => {
    const order = compare(a, b);
    return order === undefined ? undefined : descending ? order > 0 : order < 0;
  };
  const placed: Array<{ value: Sortable; index: number }> = [];
  for (const [i, item] of items.entries()) {
    const value = item?.[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const previous = placed[placed.length - 1];
    if (previous !== undefined && before(value, previous.value)) {
      const above = placed.find((p) => before(value, p.value))!;
      const title = (index: number) => `'${itemTitle(collection, items[index]!)}'`;
      ctx.report(
        at(i, field),
        OutOfOrder({
          collection: name,
          field,
          order: orderWords(decl, descending),
          item: title(i),
          value: String(value),
          previous: title(previous.index),
          previousValue: String(previous.value),
          at: ctx.place(at(previous.index, field)),
          above: `${title(above.index)}${above === previous ? '' : ` at ${ctx.place(at(above.index, field))}`}`,
        }),
      );
      return;
    }
    if (compare(value, value) !== undefined) placed.push({ value, index: i });
  }
}

/**
 * Each ranking rule: an item whose field is below one value is never
 * listed above an item whose field is at or above another. The first item
 * that breaks a rule is named, with the item it is listed above; one
 * problem per rule, since the fix (scores or order) is usually the same.
 */
function checkRankingRules(bound: Bound, items: Array<Item | undefined>, ctx: ItemContext, at: At): void {
  const { collection, name } = bound;
  const rules = Array.isArray(collection.rankingRules) ? collection.rankingRules : [];
  rules.forEach((rule, r) => {
    if (!isObj(rule) || typeof rule.field !== 'string' || typeof rule.below !== 'number' || typeof rule.neverAbove !== 'number') return;
    const { field, below, neverAbove } = rule;
    // A rule the wrong way round is reported where it is declared; applied, it would only add noise.
    if (below > neverAbove) return;
    const value = (item: Item | undefined) => (typeof item?.[field] === 'number' ? (item[field] as number) : undefined);
    // The first high item after each position, found in one pass from the end, so a long collection costs a pass, not a pass per item.
    const nextHigh: number[] = new Array(items.length);
    for (let k = items.length - 1, next = -1; k >= 0; k--) {
      nextHigh[k] = next;
      if ((value(items[k]) ?? -Infinity) >= neverAbove) next = k;
    }
    for (const [i, item] of items.entries()) {
      const low = value(item);
      if (low === undefined || low >= below) continue;
      const j = nextHigh[i];
      if (j < 0) continue;
      const high = items[j]!;
      ctx.report(
        at(i, field),
        RankingRuleBroken({
          item: itemTitle(collection, item!),
          field,
          low,
          high: itemTitle(collection, high),
          highValue: value(high)!,
          at: ctx.place(at(j, field)),
          rule: ctx.place(['collections', name, 'rankingRules', r]),
          below,
          neverAbove,
        }),
      );
      return;
    }
  });
}
