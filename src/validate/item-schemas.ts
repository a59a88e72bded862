import type { ValidateFunction } from 'ajv';
import { humanize } from '../model/collections.js';
import type { Collection, RatingScale } from '../types/site.js';
import { compileSchema, SCHEMA_BASE } from './schema-validator.js';
import { Memo } from '../memo.js';

type Schema = Record<string, unknown>;

const def = (name: string) => ({ $ref: `${SCHEMA_BASE}defs.schema.json#/$defs/${name}` });

/** The JSON Schema of one declared field's value. */
export function fieldSchema(decl: Record<string, unknown>, scales: Map<string, RatingScale>): Schema {
  // A declaration the site schema rejects (a length of -1, a value listed twice) must still compile: the site schema's message says what is wrong.
  const count = (value: unknown, otherwise: number) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : otherwise);
  const text = (longest: number) => ({ type: 'string', minLength: 1, maxLength: count(decl.maxLength, longest) });
  switch (decl.type) {
    case 'text':
      return text(400);
    case 'inline-text':
      // The definition, so editors know it is prose with markup (a toolbar, link checks on rename).
      return count(decl.maxLength, -1) >= 0 ? { allOf: [def('inlineText')], type: 'string', maxLength: count(decl.maxLength, 0) } : def('inlineText');
    case 'number':
      return {
        type: decl.integer === true ? 'integer' : 'number',
        ...(typeof decl.min === 'number' && { minimum: decl.min }),
        ...(typeof decl.max === 'number' && { maximum: decl.max }),
      };
    case 'rating': {
      const scale = typeof decl.scale === 'string' ? scales.get(decl.scale) : undefined;
      return { type: 'number', ...(scale && { minimum: scale.min ?? 0, maximum: scale.max }) };
    }
    case 'percent':
      return { type: 'number', minimum: 0, maximum: 100 };
    case 'money':
      return {
        anyOf: [
          { title: 'an amount', type: 'number', minimum: 0 },
          { title: 'text', type: 'string', minLength: 1, maxLength: 400 },
        ],
      };
    case 'date':
      return def('isoDate');
    case 'time':
      return def('isoTime');
    case 'datetime':
      return def('isoDateTime');
    case 'duration':
      return def('isoDuration');
    case 'boolean':
      return { type: 'boolean' };
    case 'choice':
      return Array.isArray(decl.values) && decl.values.length > 0 ? { enum: [...new Map(decl.values.map((v) => [JSON.stringify(v), v])).values()] } : {};
    case 'link':
      return def(decl.labelled === true ? 'link' : 'linkTarget');
    case 'email':
      return def('email');
    case 'phone':
      return def('phone');
    case 'list':
      return { type: 'array', minItems: 1, maxItems: count(decl.maxItems, 50), items: def('inlineText') };
    case 'reference':
      return decl.many === true ? { type: 'array', minItems: 1, maxItems: 200, uniqueItems: true, items: def('itemId') } : def('itemId');
    case 'blocks':
      return { type: 'array', minItems: 1, maxItems: 100, items: { $ref: `${SCHEMA_BASE}block.schema.json` } };
    case 'image':
      return def('image');
    default:
      // A declaration the schema rejected: its values are not checked until it is fixed.
      return {};
  }
}

/**
 * The schema of a collection's items, built from its declarations: every
 * declared field with its own rules, required unless optional, and no
 * field that is not declared. Titles and descriptions come from the
 * declarations, so messages name fields the way the owner does.
 */
function itemSchema(name: string, collection: Collection, scales: Map<string, RatingScale>): Schema {
  const properties: Record<string, Schema> = {
    id: { ...def('itemId'), title: 'Short name', description: 'Names the entry in links and in its page address.' },
  };
  const required = ['id'];
  for (const [field, decl] of Object.entries(collection.fields)) {
    if (field === 'id') continue;
    const info = decl as unknown as Record<string, unknown>;
    const schema = fieldSchema(info, scales);
    // $ref beside other keywords is ignored in draft-07, so the title and description go on a wrapper.
    properties[field] = {
      ...('$ref' in schema ? { allOf: [schema] } : schema),
      title: typeof info.label === 'string' ? info.label : humanize(field),
      ...(typeof info.description === 'string' && { description: info.description }),
    };
    if (info.optional !== true) required.push(field);
  }
  return { title: `item of ${name}`, type: 'object', additionalProperties: false, required, properties };
}

const compiled = new Memo<string, ValidateFunction>('item validators', 200);

/**
 * The compiled validator of a collection's items. Compiling costs a few
 * milliseconds, and a declaration rarely changes between runs of the dev
 * server, so validators are kept by their schema's text.
 */
export function itemValidator(name: string, collection: Collection, scales: Map<string, RatingScale>): ValidateFunction {
  const schema = itemSchema(name, collection, scales);
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    try {
      validate = compileSchema(schema);
    } catch {
      // A declaration past what fieldSchema guards against: the site schema reports it, and the items wait until it is fixed.
      validate = Object.assign(() => true, { errors: null, schema, schemaEnv: undefined }) as unknown as ValidateFunction;
    }
    compiled.set(key, validate);
  }
  return validate;
}
