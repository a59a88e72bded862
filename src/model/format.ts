import { plainText } from '../markup/plain-text.js';
import { resolveTarget } from '../markup/link-target.js';
import type { Item, RatingScale, Site } from '../types/site.js';
import { hasField, roleField } from './collections.js';
import type { Declaration, SiteReader } from './site-reader.js';
import { Memo } from '../memo.js';

const numberFormats = new Memo<string, Intl.NumberFormat>('number formats', 64);

/** A number in the site's language, with a fixed number of decimals when given. */
function formatNumber(value: number, language: string, decimals?: number, currency?: string): string {
  const key = `${language}|${decimals}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    format = new Intl.NumberFormat(language, currency ? { style: 'currency', currency, ...digits } : { maximumFractionDigits: 6, ...digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

const dateFormats = new Memo<string, Intl.DateTimeFormat>('date formats', 64);

/** '2025-01-15' → 'January 15, 2025' in the site's language, independent of the build machine's time zone. */
export function formatDate(isoDate: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) dateFormats.set(language, (format = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })));
  const [year, month, day] = isoDate.split('-').map(Number);
  return format.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A rating as written on its scale: 9.4, or 4 with no decimals. */
export function formatRating(value: number, scale: RatingScale, language: string): string {
  return formatNumber(value, language, scale.decimals ?? 1);
}

/** The scale a rating field uses. */
export function scaleOf(settings: Pick<Site['settings'], 'ratingScales'>, collection: Declaration, field: string): RatingScale {
  const decl = collection.fields[field];
  const name = decl.type === 'rating' ? decl.scale : '';
  const { ratingScales } = settings;
  const scale = ratingScales && Object.hasOwn(ratingScales, name) ? ratingScales[name] : undefined;
  if (!scale) throw new Error(`rating field '${field}' has no scale '${name}'`);
  return scale;
}

/**
 * A field's value as the words a reader sees, for places that take plain
 * text: JSON-LD, feeds, page titles and accessible names.
 */
export function valueText(read: SiteReader, collection: Declaration, field: string, item: Item): string {
  if (!hasField(collection, field)) return '';
  const decl = collection.fields[field];
  const value = item[field];
  const { settings } = read;
  const { language } = settings;
  if (value === undefined || value === null) return '';
  switch (decl.type) {
    case 'inline-text':
      return plainText(value as string, settings);
    case 'number':
      return formatNumber(value as number, language, decl.decimals) + (decl.unit ? ` ${decl.unit}` : '');
    case 'rating': {
      const scale = scaleOf(settings, collection, field);
      return formatRating(value as number, scale, language) + (scale.suffix ?? '');
    }
    case 'percent':
      return `${formatNumber(value as number, language, decl.decimals)}%`;
    case 'money':
      // Whole amounts read as prices are written: £549, not £549.00; others keep their pence.
      return typeof value === 'number' ? formatNumber(value, language, Number.isInteger(value) ? 0 : undefined, decl.currency) : (value as string);
    case 'date':
      return formatDate(value as string, language);
    case 'link':
      return decl.labelled ? (value as { label: string }).label : resolveTarget(value as string, settings).text;
    case 'list':
      return (value as string[]).map((v) => plainText(v, settings)).join(', ');
    case 'reference': {
      const ids = decl.many ? (value as string[]) : [value as string];
      return ids.map((id) => referenceTitle(read, decl.to, id)).join(', ');
    }
    case 'image':
      return (value as { alt?: string }).alt ?? '';
    case 'boolean':
    case 'blocks':
      return '';
    default:
      return String(value);
  }
}

/** The title of the item a reference names: its title field, else its id (also when it has none, or there is no such item). */
export function referenceTitle(read: SiteReader, collection: string, id: string): string {
  const field = roleField(read.declaration(collection), 'title');
  const value = field === undefined ? undefined : read.field(collection, id, field);
  return typeof value === 'string' ? value : id;
}
