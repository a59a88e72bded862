import { plainText } from '../markup/plain-text.js';
import { resolveTarget } from '../markup/link-target.js';
import type { Field, Item, RatingScale, Site } from '../types/site.js';
import { hasField, roleField } from './collections.js';
import { durationSeconds } from './order.js';
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

/** '2025-01-15' → 'January 15, 2025' in the site's language, independent of the build machine's time zone; 'full' adds the weekday, as a day's heading in a schedule does. */
export function formatDate(isoDate: string, language: string, style: 'long' | 'full' = 'long'): string {
  const key = `${style}|${language}`;
  // A site's dates recur on page after page (a post's, on every list of posts); formatting them was 4% of rendering the synthetic site's pages.
  return formattedDates.getOr(`${key}|${isoDate}`, () => {
    let format = dateFormats.get(key);
    if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' })));
    const [year, month, day] = isoDate.split('-').map(Number);
    return format.format(new Date(Date.UTC(year, month - 1, day)));
  });
}

const formattedDates = new Memo<string, string>('formatted dates', 4096);

const timeFormats = new Memo<string, Intl.DateTimeFormat>('time formats', 64);

function cachedFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  return timeFormats.getOr(key, make);
}

/** '14:05' → '2:05 PM' or '14:05', as the site's language writes a time of day. */
export function formatTime(time: string, language: string): string {
  const [hour, minute] = time.split(':').map(Number);
  const format = cachedFormat(`time|${language}`, () => new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }));
  return format.format(new Date(Date.UTC(1970, 0, 1, hour, minute)));
}

/**
 * '2025-06-12T09:30+02:00' → 'June 12, 2025 at 9:30 AM': the date and the
 * time as the clocks read where it happens (its own offset), never the
 * build machine's or the reader's zone.
 */
function formatDateTime(value: string, language: string): string {
  const offset = /(?:([+-])(\d\d):(\d\d))$/.exec(value);
  const minutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const format = cachedFormat(`datetime|${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }));
  return format.format(new Date(Date.parse(value) + minutes * 60_000));
}

const unitFormats = new Memo<string, Intl.NumberFormat>('unit formats', 64);

/** 'PT1H30M' → '1 hr, 30 min' in the site's language: each unit Intl names, joined as the language joins units. */
function formatDuration(value: string, language: string): string {
  const seconds = durationSeconds(value) ?? 0;
  const parts: Array<[string, number]> = [
    ['day', Math.floor(seconds / 86400)],
    ['hour', Math.floor((seconds % 86400) / 3600)],
    ['minute', Math.floor((seconds % 3600) / 60)],
    ['second', Math.round((seconds % 60) * 1000) / 1000],
  ];
  const shown = parts.filter(([, n]) => n > 0);
  const words = (shown.length > 0 ? shown : [['minute', 0] as [string, number]]).map(([unit, n]) => {
    const key = `${language}|${unit}`;
    let format = unitFormats.get(key);
    if (!format) unitFormats.set(key, (format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' })));
    return format.format(n);
  });
  return new Intl.ListFormat(language, { style: 'narrow', type: 'unit' }).format(words);
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
    case 'rating': {
      const scale = scaleOf(settings, collection, field);
      return formatRating(value as number, scale, language) + (scale.suffix ?? '');
    }
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
      return scalarText(decl, value, language) ?? String(value);
  }
}

/**
 * A number, percentage, price, date, time or duration as the site's
 * language writes it; undefined for any other kind, which needs more than
 * the value to be put in words.
 */
export function scalarText(decl: Field, value: unknown, language: string): string | undefined {
  switch (decl.type) {
    case 'number':
      return formatNumber(value as number, language, decl.decimals) + (decl.unit ? ` ${decl.unit}` : '');
    case 'percent':
      return `${formatNumber(value as number, language, decl.decimals)}%`;
    case 'money':
      // Whole amounts read as prices are written: £549, not £549.00; others keep their pence.
      return typeof value === 'number' ? formatNumber(value, language, Number.isInteger(value) ? 0 : undefined, decl.currency) : (value as string);
    case 'date':
      return formatDate(value as string, language);
    case 'time':
      return formatTime(value as string, language);
    case 'datetime':
      return formatDateTime(value as string, language);
    case 'duration':
      return formatDuration(value as string, language);
    default:
      return undefined;
  }
}

/** The title of the item a reference names: its title field, else its id (also when it has none, or there is no such item). */
export function referenceTitle(read: SiteReader, collection: string, id: string): string {
  const field = roleField(read.declaration(collection), 'title');
  const value = field === undefined ? undefined : read.field(collection, id, field);
  return typeof value === 'string' ? value : id;
}
