import type { DataPath } from '../load/locate.js';
import { hasField, ROLE_KEYS, ROLE_TYPES, type FieldType, type Role } from '../model/collections.js';
import type { Collection, RatingScale } from '../types/site.js';
import { each, isKnownKind, KIND_WORDS, unknownScale, type Bound, type Report } from './bindings.js';
import { COLLECTIONS, FIELDS, fixTo, suggestOrList } from './suggest.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Kinds a collection can be sorted by. */
export const SORTABLE: FieldType[] = ['text', 'number', 'rating', 'percent', 'money', 'date', 'time', 'datetime', 'duration', 'choice'];
/** Kinds a ranking rule can compare with a threshold. */
const RANKABLE: FieldType[] = ['number', 'rating', 'percent'];
/** Kinds that can be unique: a value two items could share. */
const UNIQUE: FieldType[] = ['text', 'number', 'percent', 'date', 'choice', 'link', 'email', 'phone'];

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
        report(
          at('rankingRules', i, 'neverAbove'),
          `neverAbove (${rule.neverAbove}) is less than below (${rule.below}), so an item between them would be held under itself; make neverAbove at least ${rule.below}`,
        );
    });
    if (collection.page && !collection.path)
      report(at('page'), `a page template needs an address for each item: add path: /${name.toLowerCase()}/{id} to the collection`, 'key');
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
    report(
      path,
      `collection '${name}' has no field '${value}'${suggestOrList(value, Object.keys(collection.fields), FIELDS)}`,
      'value',
      undefined,
      fixTo(value, Object.keys(collection.fields)),
    );
    return;
  }
  const type = collection.fields[value].type;
  if (isKnownKind(type) && !kinds.includes(type))
    report(path, `${what} needs a ${kinds.map((k) => KIND_WORDS[k]).join(' or ')} field, but '${value}' is a ${KIND_WORDS[type] ?? type} field`);
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
  if (fieldName === 'id') report(at(), "'id' is every item's own id and cannot be declared; give this field another name", 'key');
  const type = decl.type as FieldType;
  if (!isKnownKind(type)) return;
  if (decl.unique === true && !UNIQUE.includes(type)) report(at('unique'), `a ${KIND_WORDS[type] ?? type} field cannot be unique; remove unique`, 'key');
  if (type === 'boolean' && decl.exactlyOne === true && decl.atMostOne === true)
    report(at('atMostOne'), 'exactlyOne already means at most one; remove atMostOne', 'key');
  if (type === 'reference' && typeof decl.to === 'string' && !collections.has(decl.to)) {
    report(
      at('to'),
      `there is no collection '${decl.to}'${suggestOrList(decl.to, collections.keys(), COLLECTIONS)}`,
      'value',
      undefined,
      fixTo(decl.to, collections.keys()),
    );
  }
  if (type === 'number' && typeof decl.min === 'number' && typeof decl.max === 'number' && decl.min > decl.max)
    report(at('max'), `max (${decl.max}) is below min (${decl.min})`);
  if (type === 'duration') each(decl.sumOf as unknown[], (part, i) => checkPart(part, at('sumOf', i), 'duration', 'a sum is taken of duration fields'));
  if (type !== 'rating' || typeof decl.scale !== 'string') return;
  if (!scales.has(decl.scale)) report(at('scale'), unknownScale(decl.scale, scales), 'value', undefined, fixTo(decl.scale, scales.keys()));
  if (!isObj(decl.weightedAverageOf)) return;
  for (const part of Object.keys(decl.weightedAverageOf))
    checkPart(part, at('weightedAverageOf', part), 'rating', 'an average is taken of rating fields', 'key', 'a rating cannot be an average of itself');

  /** One field a rating averages or a duration sums: another field of the item, of the same kind. */
  function checkPart(
    part: unknown,
    partAt: DataPath,
    kind: FieldType,
    why: string,
    mode?: 'key',
    ofItself = `a ${KIND_WORDS[kind]} cannot be a sum of itself`,
  ) {
    if (typeof part !== 'string') return;
    if (part === fieldName) report(partAt, ofItself, mode);
    else if (!hasField(collection, part))
      report(
        partAt,
        `collection '${name}' has no field '${part}'${suggestOrList(part, Object.keys(collection.fields), FIELDS)}`,
        mode,
        undefined,
        fixTo(part, Object.keys(collection.fields), 'key'),
      );
    else if (collection.fields[part].type !== kind) report(partAt, `'${part}' is a ${KIND_WORDS[collection.fields[part].type]} field; ${why}`, mode);
  }
}

/** Bands highest first, within the scale, the last covering its lowest rating. */
function checkScale(scale: RatingScale, path: DataPath, report: Report): void {
  const min = scale.min ?? 0;
  if (min >= scale.max) report([...path, 'max'], `the highest rating (${scale.max}) must be above the lowest (${min})`);
  const bands = Array.isArray(scale.bands) ? scale.bands.filter((b) => isObj(b) && typeof b.from === 'number') : [];
  bands.forEach((band, i) => {
    const at = [...path, 'bands', scale.bands!.indexOf(band), 'from'];
    if (band.from > scale.max || band.from < min) report(at, `this band starts at ${band.from}, outside the scale (${min} to ${scale.max})`);
    else if (i > 0 && band.from >= bands[i - 1].from)
      report(at, `bands go highest first: this one starts at ${band.from}, not below the one above it (${bands[i - 1].from})`);
  });
  const last = bands.at(-1);
  if (last && last.from > min) {
    report(
      [...path, 'bands', scale.bands!.indexOf(last), 'from'],
      `the last band starts at ${last.from}, so ratings from ${min} up to ${last.from} have no label; start it at ${min}`,
    );
  }
}
