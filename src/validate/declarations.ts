import type { DataPath } from '../load/locate.js';
import { hasField, ROLE_KEYS, ROLE_TYPES, type FieldType, type Role } from '../model/collections.js';
import type { Collection, RatingScale } from '../types/site.js';
import { each, isKnownKind, KIND_WORDS, unknownField, unknownScale, type Bound, type Report } from './bindings.js';
import { COLLECTIONS, fixTo, suggestOrList } from './suggest.js';
import {
  AverageOfItself,
  AverageOfNonRating,
  SumOfItself,
  SumOfWrongKind,
  ExactlyOneWithAtMostOne,
  FieldNamedId,
  MaxBelowMin,
  RankingRuleBackwards,
  RatingBands,
  ScaleUpsideDown,
  TemplateWithoutPath,
  UniqueNotAllowed,
  UnknownCollection,
  WrongFieldKind,
} from '../problem-catalogue.js';
import { isObj, type Obj } from '../is-obj.js';
import { withFix, type Said } from '../problem.js';

/** Kinds a collection can be sorted by. */
export const SORTABLE: FieldType[] = ['text', 'number', 'rating', 'percent', 'money', 'date', 'time', 'datetime', 'duration', 'choice'];
/** Kinds a ranking rule can compare with a threshold. */
const RANKABLE: FieldType[] = ['number', 'rating', 'percent'];
/** Kinds that can be unique: a value two items could share. */
const UNIQUE: FieldType[] = ['text', 'number', 'percent', 'date', 'choice', 'link', 'email', 'phone'];

/** A field worked out from others of one kind (a rating averaged, a duration summed), and what is said when a part is not one. */
interface MadeOf {
  kind: FieldType;
  ofItself: () => Said;
  wrongKind: (part: string, is: string) => Said;
}
const AVERAGE: MadeOf = { kind: 'rating', ofItself: AverageOfItself, wrongKind: AverageOfNonRating };
const SUM: MadeOf = { kind: 'duration', ofItself: SumOfItself, wrongKind: SumOfWrongKind };

/**
 * The collections blocks can bind to: every collection whose fields and
 * items have the right shape, even if some of them failed the schema, so
 * that one run reports every problem.
 */
export function boundCollections(data: unknown): Map<string, Bound> {
  const bound = new Map<string, Bound>();
  const collections = isObj(data) && isObj(data.collections) ? data.collections : {};
  for (const [name, value] of Object.entries(collections)) {
    if (!isObj(value) || !isObj(value.fields) || !Array.isArray(value.items)) continue;
    // A declaration without a known type stays, so its items' values are not 'unknown fields'; checks that need its kind skip it.
    const fields = Object.fromEntries(Object.entries(value.fields).filter(([, f]) => isObj(f)));
    const ids = new Set(value.items.flatMap((item) => (isObj(item) && typeof item.id === 'string' ? [item.id] : [])));
    bound.set(name, { name, collection: { ...value, fields } as unknown as Collection, ids });
  }
  return bound;
}

/** The rating scales settings declares. */
export function ratingScales(data: unknown): Map<string, RatingScale> {
  const settings = isObj(data) && isObj(data.settings) ? data.settings : {};
  const scales = isObj(settings.ratingScales) ? settings.ratingScales : {};
  return new Map(Object.entries(scales).filter((e): e is [string, RatingScale] => isObj(e[1]) && typeof e[1].max === 'number'));
}

/**
 * What the schema cannot say about the declarations: bands that cover
 * their scale, fields named by roles and sorting that exist and fit, rating
 * fields on declared scales, references to declared collections.
 */
export function declarationProblems(collections: Map<string, Bound>, scales: Map<string, RatingScale>, report: Report): void {
  for (const [name, scale] of scales) checkScale(scale, ['settings', 'ratingScales', name], report);
  for (const { name, collection } of collections.values()) {
    const at = (...rest: DataPath): DataPath => ['collections', name, ...rest];
    const field = (path: DataPath, value: unknown, kinds: FieldType[], what: string) =>
      checkFieldName(collection, name, at(...path), value, kinds, what, report);
    for (const [role, key] of Object.entries(ROLE_KEYS) as Array<[Role, string]>) {
      field([key], (collection as unknown as Obj)[key], ROLE_TYPES[role], key);
    }
    if (isObj(collection.sortedBy)) field(['sortedBy', 'field'], collection.sortedBy.field, SORTABLE, 'sortedBy');
    each(collection.rankingRules, (rule, i) => {
      if (!isObj(rule)) return;
      field(['rankingRules', i, 'field'], rule.field, RANKABLE, 'a ranking rule');
      if (typeof rule.below === 'number' && typeof rule.neverAbove === 'number' && rule.below > rule.neverAbove)
        report(at('rankingRules', i, 'neverAbove'), RankingRuleBackwards(rule.neverAbove, rule.below));
    });
    if (collection.page && !collection.path) report(at('page'), TemplateWithoutPath(name.toLowerCase()), 'key');
    if (isObj(collection.page)) {
      field(['page', 'title'], collection.page.title, ['text'], 'page.title');
      field(['page', 'description'], collection.page.description, ['text', 'inline-text'], 'page.description');
    }
    for (const [fieldName, decl] of Object.entries(collection.fields)) {
      checkField(name, fieldName, decl as unknown as Obj, collection, collections, scales, report);
    }
  }
}

function checkFieldName(collection: Collection, name: string, path: DataPath, value: unknown, kinds: FieldType[], what: string, report: Report): void {
  if (typeof value !== 'string') return;
  if (!hasField(collection, value)) {
    report(path, unknownField(name, value, collection.fields));
    return;
  }
  const type = collection.fields[value].type;
  if (isKnownKind(type) && !kinds.includes(type))
    report(path, WrongFieldKind(what, kinds.map((k) => KIND_WORDS[k]).join(' or '), value, KIND_WORDS[type] ?? type));
}

function checkField(
  name: string,
  fieldName: string,
  decl: Obj,
  collection: Collection,
  collections: Map<string, Bound>,
  scales: Map<string, RatingScale>,
  report: Report,
): void {
  const at = (...rest: DataPath): DataPath => ['collections', name, 'fields', fieldName, ...rest];
  if (fieldName === 'id') report(at(), FieldNamedId(), 'key');
  const type = decl.type as FieldType;
  if (!isKnownKind(type)) return;
  if (decl.unique === true && !UNIQUE.includes(type)) report(at('unique'), UniqueNotAllowed(KIND_WORDS[type] ?? type), 'key');
  if (type === 'boolean' && decl.exactlyOne === true && decl.atMostOne === true) report(at('atMostOne'), ExactlyOneWithAtMostOne(), 'key');
  if (type === 'reference' && typeof decl.to === 'string' && !collections.has(decl.to)) {
    report(at('to'), withFix(UnknownCollection(decl.to, suggestOrList(decl.to, collections.keys(), COLLECTIONS)), fixTo(decl.to, collections.keys())));
  }
  if (type === 'number' && typeof decl.min === 'number' && typeof decl.max === 'number' && decl.min > decl.max)
    report(at('max'), MaxBelowMin(decl.max, decl.min));
  if (type === 'duration') each(decl.sumOf as unknown[], (part, i) => checkPart(part, at('sumOf', i), SUM));
  if (type !== 'rating' || typeof decl.scale !== 'string') return;
  if (!scales.has(decl.scale)) report(at('scale'), unknownScale(decl.scale, scales));
  if (!isObj(decl.weightedAverageOf)) return;
  for (const part of Object.keys(decl.weightedAverageOf)) checkPart(part, at('weightedAverageOf', part), AVERAGE, 'key');

  /** One field a rating averages or a duration sums: another field of the item, of the same kind. */
  function checkPart(part: unknown, partAt: DataPath, made: MadeOf, mode?: 'key') {
    if (typeof part !== 'string') return;
    if (part === fieldName) report(partAt, made.ofItself(), mode);
    else if (!hasField(collection, part)) report(partAt, unknownField(name, part, collection.fields, mode), mode);
    else if (collection.fields[part].type !== made.kind) report(partAt, made.wrongKind(part, KIND_WORDS[collection.fields[part].type]), mode);
  }
}

/** Bands highest first, within the scale, the last covering its lowest rating. */
function checkScale(scale: RatingScale, path: DataPath, report: Report): void {
  const min = scale.min ?? 0;
  if (min >= scale.max) report([...path, 'max'], ScaleUpsideDown(scale.max, min));
  const bands = Array.isArray(scale.bands) ? scale.bands.filter((b) => isObj(b) && typeof b.from === 'number') : [];
  bands.forEach((band, i) => {
    const at = [...path, 'bands', scale.bands!.indexOf(band), 'from'];
    if (band.from > scale.max || band.from < min) report(at, RatingBands({ outside: band.from, min, max: scale.max }));
    else if (i > 0 && band.from >= bands[i - 1].from) report(at, RatingBands({ from: band.from, above: bands[i - 1].from }));
  });
  const last = bands.at(-1);
  if (last && last.from > min) {
    report([...path, 'bands', scale.bands!.indexOf(last), 'from'], RatingBands({ last: last.from, min }));
  }
}
