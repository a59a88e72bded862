import type { ErrorObject } from 'ajv';
import type { DataPath } from '../load/locate.js';
import { withFix, type Said } from '../problem.js';
import { fixTo, nearest, suggestion as suggest } from './suggest.js';
import {
  ListedTwice,
  MissingField,
  MissingType,
  NameNotAllowed,
  NoneOfTheShapes,
  NotAllowedValue,
  NotValid,
  OutOfRange,
  TooFewEntries,
  TooFewFields,
  TooLong,
  TooManyFields,
  TooManyListEntries,
  TooShort,
  UnknownField,
  UnknownType,
  WrongForm,
  WrongType,
} from '../problem-catalogue.js';

/** A schema error reduced to what a content owner needs: where, and what to do. */
export interface SchemaMessage extends Said {
  path: DataPath;
  /** 'key' points at a field's name, 'value' at its value or at the object that lacks a field. */
  mode: 'key' | 'value';
  /** The field to fix when it differs from the place reported: a missing field, inside the object at `path`. */
  field?: DataPath;
}

type Schema = Record<string, unknown>;

/** Splits an ajv instancePath ('/routes/0/blocks/2') into keys and indexes. */
function parsePointer(pointer: string): DataPath {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9][0-9]*)$/.test(part) ? Number(part) : part));
}

/** How a path reads in a message: the field's name, or 'entry N' in a list. */
function fieldName(path: DataPath): string {
  const last = path[path.length - 1];
  if (last === undefined) return 'the file';
  return typeof last === 'number' ? `entry ${last + 1}` : `'${last}'`;
}

function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string') return `the text '${value.length > 40 ? value.slice(0, 40) + '…' : value}'`;
  return `${typeof value} ${String(value)}`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping of fields',
  array: 'a list',
};

function fieldSummary(schema: Schema | undefined): string {
  const title = schema?.title as string | undefined;
  const description = schema?.description as string | undefined;
  return [title, description].filter(Boolean).join(': ');
}

/** The schema the language declares at a data path, with the title and description written where the field is declared. */
export type Describe = (path: DataPath) => Schema | undefined;

/**
 * What to do about a value of the wrong type, fitted to the field: a number
 * meant as text goes in quotes; true or false given for text is no text at
 * all (a heading, say), so the field's own description says what to write;
 * a scalar where a mapping goes is shown the mapping's fields.
 */
function typeHint(types: string[], value: unknown, parent: Schema | undefined, declared: Schema | undefined): string {
  if (types.includes('string') && typeof value === 'number') return '; put the value in quotes';
  if (types.includes('string') && typeof value === 'boolean') {
    const summary = fieldSummary(declared ?? (parent?.title ? parent : undefined));
    return summary ? ` (${summary})` : '';
  }
  const properties = parent?.properties as Schema | undefined;
  if (types.includes('object') && (value === null || typeof value !== 'object') && properties) {
    const required = (parent?.required as string[] | undefined) ?? [];
    const optional = Object.keys(properties).filter((key) => !required.includes(key));
    const shape = required.length > 0 ? `{ ${required.map((key) => `${key}: …`).join(', ')} }` : '{ … }';
    const more = optional.length === 0 ? '' : required.length > 0 ? `, and it may have ${optional.join(', ')}` : ` with any of ${optional.join(', ')}`;
    return `; write it as ${shape}${more}`;
  }
  return '';
}

/** The unions that pick a schema by their 'type' field (ajv's discriminator), and what their kinds are called. */
const UNIONS: Record<string, string> = { Block: 'block type', Field: 'field type' };

/** An unknown or missing 'type' in a union that dispatches on it names the union's kinds. */
function unionMessage(error: ErrorObject, path: DataPath): SchemaMessage | undefined {
  if (error.keyword !== 'discriminator') return undefined;
  const parent = error.parentSchema as Schema | undefined;
  const union = UNIONS[String(parent?.title)] ?? 'type';
  const kinds = ((parent?.oneOf as Array<{ $ref: string }> | undefined) ?? []).map((branch) => kindOf(branch.$ref));
  const params = error.params as { error: string; tagValue?: unknown };
  if (params.error === 'mapping') {
    const tag = String(params.tagValue);
    return {
      path: [...path, 'type'],
      mode: 'value',
      ...withFix(UnknownType(union, tag, suggest(tag, kinds) || `; use one of: ${kinds.join(', ')}`), fixTo(tag, kinds)),
    };
  }
  return { path, mode: 'value', ...MissingType(union === 'block type' ? 'block' : 'field', kinds) };
}

/** A union branch's kind, from its name: blocks/hero.schema.json is 'hero', #/$defs/inlineTextField is 'inline-text'. */
function kindOf(ref: string): string {
  if (ref.startsWith('blocks/')) return ref.slice('blocks/'.length, -'.schema.json'.length);
  return ref
    .split('/')
    .pop()!
    .replace(/Field$/, '')
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Turns one ajv error into a message. Returns undefined for errors that only
 * repeat what a more precise error already says (the wrappers of oneOf/anyOf).
 */
export function toMessage(error: ErrorObject, place?: (path: DataPath) => string, describe?: Describe): SchemaMessage | undefined {
  const path = parsePointer(error.instancePath);
  const name = fieldName(path);
  const parent = error.parentSchema as Schema | undefined;
  const params = error.params as Record<string, unknown>;
  const union = unionMessage(error, path);
  if (union) return union;
  switch (error.keyword) {
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const known = Object.keys((parent?.properties as Schema | undefined) ?? {});
      const where = parent?.title ? ` in ${String(parent.title).toLowerCase()}` : '';
      if (typeof params.missingMatch === 'string')
        return {
          path: [...path, field],
          mode: 'key',
          ...withFix(UnknownField(field, where, `; did you mean '${params.missingMatch}' (required)?`), { to: params.missingMatch, key: true }),
        };
      const hint = suggest(field, known) || (known.length ? `; allowed fields are: ${known.join(', ')}` : '; remove it');
      return { path: [...path, field], mode: 'key', ...withFix(UnknownField(field, where, hint), fixTo(field, known, 'key')) };
    }
    case 'required': {
      const field = String(params.missingProperty);
      const schema = (parent?.properties as Record<string, Schema> | undefined)?.[field];
      const summary = fieldSummary(schema);
      const where = parent?.title ? ` in this ${String(parent.title).toLowerCase()}` : '';
      return { path, field: [...path, field], mode: 'value', ...MissingField(field, where, summary) };
    }
    case 'type': {
      const types = String(params.type).split(',');
      const wanted = types.map((t) => TYPE_WORDS[t] ?? t).join(' or ');
      return { path, mode: 'value', ...WrongType(name, wanted, describeValue(error.data), typeHint(types, error.data, parent, describe?.(path))) };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const hint = typeof error.data === 'string' ? suggest(error.data, allowed) : '';
      // Only a list of words can be fixed by writing a word.
      const words = (params.allowedValues as unknown[]).every((v) => typeof v === 'string');
      const fix = typeof error.data === 'string' && words ? fixTo(error.data, allowed) : undefined;
      return { path, mode: 'value', ...withFix(NotAllowedValue(name, allowed, describeValue(error.data), hint), fix) };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const word = error.keyword.endsWith('inimum') ? 'at least' : 'at most';
      return { path, mode: 'value', ...OutOfRange(name, word, String(params.limit), String(error.data)) };
    }
    case 'uniqueItems': {
      // ajv's two indexes come in either order, depending on how it compared.
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      const value = Array.isArray(error.data) ? error.data[second] : undefined;
      const what = typeof value === 'string' ? `'${value}'` : typeof value === 'object' && value !== null ? `entry ${second + 1}` : String(value);
      const where = place ? `first at ${place([...path, first])}` : `first as entry ${first + 1}`;
      return { path: [...path, second], mode: 'value', ...ListedTwice(what, name, where) };
    }
    case 'minItems':
      return { path, mode: 'value', ...TooFewEntries(name, Number(params.limit)) };
    case 'maxItems':
      return { path, mode: 'value', ...TooManyListEntries(name, Number(params.limit)) };
    case 'minLength':
      return { path, mode: 'value', ...TooShort(name, Number(params.limit)) };
    case 'maxLength':
      return { path, mode: 'value', ...TooLong(name, Number(params.limit)) };
    case 'minProperties':
      return { path, mode: 'value', ...TooFewFields(name, Number(params.limit)) };
    case 'maxProperties':
      return { path, mode: 'value', ...TooManyFields(name, Number(params.limit)) };
    case 'propertyNames':
      return { path: [...path, String(params.propertyName)], mode: 'key', ...NameNotAllowed(String(params.propertyName)) };
    case 'pattern':
    case 'format': {
      const explained = (parent?.errorMessage as Record<string, string> | undefined)?.[error.keyword];
      return { path, mode: 'value', ...WrongForm(name, explained, describeValue(error.data), fieldSummary(parent)) };
    }
    case 'anyOfType':
      return { path, mode: 'value', ...NoneOfTheShapes(name, params.shapes as string[], params.combined === true) };
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined;
    default:
      return { path, mode: 'value', ...NotValid(name, error.message ?? 'is not valid') };
  }
}

/**
 * Where a value may take several shapes (anyOf), ajv reports every shape it
 * failed. Keep the errors of the shape whose type matches the value, and if
 * none matches, one 'must be X or Y' error instead of one per shape; if
 * several match and each fails only on its form, one message naming them
 * all.
 *
 * Which shape an error belongs to is read from its schemaPath. A shape
 * written inline has '<wrapper>/anyOf/<i>/...'; a shape that is a $ref has
 * the path inside the referenced schema ('#/$defs/email/format'), so errors
 * are grouped by that root instead. ajv reports a failed anyOf's shapes
 * just before the anyOf error itself, in order.
 */
export function pruneAlternatives(errors: ErrorObject[]): ErrorObject[] {
  const drop = new Set<ErrorObject>();
  // A missing 'type' is said once, by the union that needs it. Looked up by place, not searched for: a file made to fail has
  // a union error for each of hundreds of thousands of blocks.
  const required = groupBy(
    errors.filter((e) => e.keyword === 'required'),
    (e) => `${e.instancePath}\0${(e.params as { missingProperty: string }).missingProperty}`,
  );
  for (const union of errors.filter((e) => e.keyword === 'discriminator'))
    for (const e of required.get(`${union.instancePath}\0${(union.params as { tag: string }).tag}`) ?? []) drop.add(e);
  const extra: ErrorObject[] = [];
  errors.forEach((wrapper, w) => {
    if (wrapper.keyword !== 'anyOf') return;
    const parent = wrapper.schemaPath.slice(0, -'/anyOf'.length);
    const inline = `${wrapper.schemaPath}/`;
    const inside = (e: ErrorObject) => e.instancePath === wrapper.instancePath || e.instancePath.startsWith(`${wrapper.instancePath}/`);
    // A keyword beside anyOf in the same schema (maxLength) is no shape's.
    const sibling = (e: ErrorObject) => e.schemaPath === `${parent}/${e.keyword}`;
    const children: ErrorObject[] = [];
    for (let i = w - 1; i >= 0 && inside(errors[i]); i--) if (!sibling(errors[i]) && !drop.has(errors[i])) children.unshift(errors[i]);
    const branchOf = (e: ErrorObject) =>
      e.schemaPath.startsWith(inline) ? `anyOf/${e.schemaPath.slice(inline.length).split('/')[0]}` : e.schemaPath.split('/').slice(0, 3).join('/');
    const branches = [...new Set(children.map(branchOf))];
    const typeFailed = new Set(children.filter((e) => e.keyword === 'type' && e.instancePath === wrapper.instancePath).map(branchOf));
    const fitting = branches.filter((b) => !typeFailed.has(b));
    const combined = fitting.length > 1 ? combinedExplanation(children, fitting, branchOf, wrapper.instancePath) : undefined;
    const keep = fitting.length > 0 && !combined ? fitting[0] : undefined;
    for (const child of children) if (branchOf(child) !== keep) drop.add(child);
    if (combined) extra.push({ ...wrapper, keyword: 'anyOfType', params: { shapes: combined, combined: true } });
    else if (keep === undefined) {
      // A shape that is a $ref has its title on the schema it refers to, which its type error carries.
      const titleOf = (b: string, i: number) =>
        (children.find((e) => branchOf(e) === b && e.keyword === 'type')?.parentSchema as Schema | undefined)?.title ?? (wrapper.schema as Schema[])[i]?.title;
      const wanted = branches.map((b, i) => String(titleOf(b, i) ?? 'value').toLowerCase());
      extra.push({ ...wrapper, keyword: 'anyOfType', params: { shapes: wanted, combined: false } });
    }
  });
  return mergeNearMisses([...errors.filter((e) => !drop.has(e)), ...extra]);
}

/**
 * A required field written with a typo is both missing and unknown: say it
 * once, at the typo ("unknown field 'siteNam'; did you mean 'siteName'
 * (required)?"), rather than also as missing at its mapping. Each unknown
 * field is paired with the closest missing one of the same mapping, if close.
 */
function mergeNearMisses(errors: ErrorObject[]): ErrorObject[] {
  const missing = groupBy(
    errors.filter((e) => e.keyword === 'required'),
    (e) => e.instancePath,
  );
  if (missing.size === 0) return errors;
  const replaced = new Map<ErrorObject, ErrorObject>();
  const drop = new Set<ErrorObject>();
  for (const unknown of errors.filter((e) => e.keyword === 'additionalProperties')) {
    const field = String((unknown.params as { additionalProperty: string }).additionalProperty);
    const candidates = (missing.get(unknown.instancePath) ?? []).filter((e) => !drop.has(e));
    const names = candidates.map((e) => String((e.params as { missingProperty: string }).missingProperty));
    const near = nearest(field, names);
    const match = near === undefined ? undefined : candidates[names.indexOf(near)];
    if (!match) continue;
    drop.add(match);
    replaced.set(unknown, { ...unknown, params: { ...unknown.params, missingMatch: near } });
  }
  return errors.filter((e) => !drop.has(e)).map((e) => replaced.get(e) ?? e);
}

/** Items grouped by a key, each group in the items' order. */
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/**
 * When a value fits the type of several shapes (an email address or a phone
 * number, both text) and fails each on its form alone, one message names
 * every shape it could take: "must be an email address such as ..., or a
 * phone number ...". Undefined when a shape failed deeper inside the value.
 */
function combinedExplanation(children: ErrorObject[], fitting: string[], branchOf: (e: ErrorObject) => string, at: string): string[] | undefined {
  const explanations: string[] = [];
  for (const branch of fitting) {
    const failed = children.filter((e) => branchOf(e) === branch);
    if (failed.length === 0 || failed.some((e) => e.instancePath !== at)) return undefined;
    const explained = (failed[0].parentSchema?.errorMessage as Record<string, string> | undefined)?.[failed[0].keyword];
    if (!explained) return undefined;
    explanations.push(explained.replace(/^must be /, ''));
  }
  return explanations;
}
