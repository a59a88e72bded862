import type { DataPath } from '../load/locate.js';
import { hasField, itemTitle, roleField } from '../model/collections.js';
import type { Collection, Item, RatingScale } from '../types/site.js';
import type { Bound, Report } from './bindings.js';
import { itemValidator } from './item-schemas.js';
import { pruneAlternatives, toMessage } from './schema-messages.js';
import { fixTo, suggestion } from './suggest.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

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
        if (message) ctx.report([...at(i), ...message.path], message.message, message.mode, message.fix);
      }
    });
    const valid = items.map((item) => (isObj(item) ? (item as Item) : undefined));
    checkUnique(name, valid, 'id', 'id', ctx, at);
    for (const [field, decl] of Object.entries(collection.fields)) {
      if (decl.type !== 'boolean' && decl.type !== 'blocks' && 'unique' in decl && decl.unique === true) checkUnique(name, valid, field, `'${field}'`, ctx, at);
      if (decl.type === 'boolean' && (decl.exactlyOne || decl.atMostOne)) checkOne(name, valid, field, decl.exactlyOne === true, ctx, at);
      if (decl.type === 'reference') checkReferences(valid, field, decl.to, decl.many === true, ctx, at);
      if (decl.type === 'rating') checkRatings(collection, valid, field, ctx, at);
      if (decl.type === 'money' && !decl.currency) {
        valid.forEach(
          (item, i) =>
            typeof item?.[field] === 'number' &&
            ctx.report(
              at(i, field),
              `this is an amount, but the field '${field}' declares no currency; add currency: USD (or another code) to its declaration, or write the price as text in quotes`,
            ),
        );
      }
    }
    checkOrder(bound, valid, ctx, at);
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
    ctx.report(
      at(i, updated),
      `'${itemTitle(collection, item!)}' was updated on ${changed}, before its ${date} (${published}); an item changes after it is published, so fix one of the dates`,
    );
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
    else
      ctx.report(
        at(i, field),
        `${what} ${JSON.stringify(value)} is already used by the item at ${ctx.place(at(first, field))}; each item of '${name}' needs its own ${field === 'id' ? 'id' : 'value'}`,
      );
  });
}

function checkOne(name: string, items: Array<Item | undefined>, field: string, exactly: boolean, ctx: ItemContext, at: At): void {
  const flagged = items.flatMap((item, i) => (item?.[field] === true ? [i] : []));
  if (exactly && flagged.length === 0 && items.length > 0) {
    ctx.report(['collections', name, 'fields', field], `no item of '${name}' has ${field}: true; exactly one must (this field is declared exactlyOne)`, 'key');
  }
  for (const i of flagged.slice(1)) {
    ctx.report(
      at(i, field),
      `a second item has ${field}: true (the first is at ${ctx.place(at(flagged[0], field))}); ${exactly ? 'exactly' : 'at most'} one item of '${name}' may`,
    );
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
      ctx.report(many ? at(i, field, j) : at(i, field), `collection '${to}' has no item '${id}'${suggestion(id, target.ids)}`, 'value', fixTo(id, target.ids));
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
    if (Number(value.toFixed(decimals)) !== value)
      ctx.report(at(i, field), `${value} has more decimal places than its scale shows (${decimals}); round it to ${value.toFixed(decimals)}`);
    if (parts.length === 0) return;
    const expected = weightedAverage(collection, item!, parts, scale, ctx.scales);
    if (expected !== undefined && Number(expected.toFixed(decimals)) !== value) {
      const recipe = parts.map(([part, weight]) => `${part} ${item![part]} × ${weight}`).join(', ');
      ctx.report(
        at(i, field),
        `${field} is ${value}, but the weighted average of its parts (${recipe}) gives ${expected.toFixed(decimals)} on this scale; change the rating or the parts`,
      );
    }
  });
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

function checkOrder(bound: Bound, items: Array<Item | undefined>, ctx: ItemContext, at: At): void {
  const { collection, name } = bound;
  const sort = collection.sortedBy;
  if (!isObj(sort) || typeof sort.field !== 'string' || !hasField(collection, sort.field)) return;
  const field = sort.field;
  const descending = sort.order === 'descending';
  let previous: { value: string | number; index: number } | undefined;
  for (const [i, item] of items.entries()) {
    const value = item?.[field];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (previous !== undefined) {
      const order =
        typeof value === 'number' && typeof previous.value === 'number' ? value - previous.value : String(value).localeCompare(String(previous.value));
      if (descending ? order > 0 : order < 0) {
        const before = items[previous.index]!;
        ctx.report(
          at(i, field),
          `'${name}' is sorted by ${field}, ${descending ? 'highest' : 'lowest'} first, but '${itemTitle(collection, item!)}' (${value}) comes after '${itemTitle(collection, before)}' (${previous.value}) at ${ctx.place(at(previous.index, field))}; move it up, or fix the ${field}`,
        );
        return;
      }
    }
    previous = { value, index: i };
  }
}
