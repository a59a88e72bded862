import type { Said } from '../problem.js';
import { FileTooLarge, TooManyValues } from '../problem-catalogue.js';
import { BYTES_PER_VALUE } from './value-count.js';

/**
 * The cap on the site file, and how SITE_MAX_BYTES is read. It caps the
 * file's bytes and, at one for each BYTES_PER_VALUE of them, the values it
 * holds (value-count.ts), which is what the commands' memory follows: under
 * the default, validate, the dev server and the editor each stay within a
 * gigabyte whatever the file holds (bench/large-file-memory.ts measures it,
 * tests/e2e/bounded-memory.test.ts holds it). The default admits the
 * 10,000-route benchmark site (58 MiB); a larger site raises the limit and
 * gives the commands more memory.
 */
export const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const UNITS: Record<string, number> = { '': 1, kb: 1e3, mb: 1e6, gb: 1e9, kib: 1024, mib: 1024 ** 2, gib: 1024 ** 3 };

const SIZE_FORMS = 'a byte count such as 2097152, or a size in KB, MB, GB (1000-based) or KiB, MiB, GiB (1024-based) such as 2MB or 2MiB';

/** '2MB' → 2000000, '1.5 MiB' → 1572864, '4096' → 4096; undefined for anything else. */
export function parseByteSize(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b)?\s*$/i.exec(text);
  if (!match) return undefined;
  const [, number, unit = ''] = match;
  // A plain count is bytes, so a fraction of one means nothing.
  if (unit === '' && number.includes('.')) return undefined;
  const bytes = Math.floor(Number(number) * UNITS[unit.toLowerCase()]);
  return bytes >= 1 && Number.isSafeInteger(bytes) ? bytes : undefined;
}

/** The cap SITE_MAX_BYTES asks for, or why it cannot be read. Unset or empty means the default. */
export function readMaxBytes(value: string | undefined): { bytes: number; error?: string } {
  if (value === undefined || value.trim() === '') return { bytes: DEFAULT_MAX_BYTES };
  const bytes = parseByteSize(value);
  if (bytes === undefined) return { bytes: DEFAULT_MAX_BYTES, error: `SITE_MAX_BYTES is '${value}', which is not a size; write ${SIZE_FORMS}` };
  return { bytes };
}

/** 1048600 → '1,048,600'. */
function byteCount(bytes: number): string {
  return bytes.toLocaleString('en-US');
}

const ROUND_UNITS = [
  ['GiB', 1024 ** 3],
  ['MiB', 1024 ** 2],
  ['KiB', 1024],
  ['GB', 1e9],
  ['MB', 1e6],
  ['KB', 1e3],
] as const;

/** The largest unit the limit is a whole number of (1 MiB, 2 MB), so the message can speak in it. */
function roundUnit(bytes: number): { name: string; size: number } | undefined {
  const found = ROUND_UNITS.find(([, size]) => bytes % size === 0);
  return found && { name: found[0], size: found[1] };
}

/** A limit that admits `bytes`, as SITE_MAX_BYTES is written: the smallest power of two of MiB at or over it. */
function raisedLimit(bytes: number): string {
  let mib = 1;
  while (mib * 1024 ** 2 < bytes) mib *= 2;
  return `${mib}MiB`;
}

/** 'the 64 MiB limit (67,108,864 bytes)', or 'the limit of 4,321 bytes' for a limit no whole unit. */
function limitText(limit: number): string {
  const unit = roundUnit(limit);
  return unit ? `the ${limit / unit.size} ${unit.name} limit (${byteCount(limit)} bytes)` : `the limit of ${byteCount(limit)} bytes`;
}

/**
 * "the file is 1,048,600 bytes, over the 1 MiB limit (1,048,576 bytes)": exact
 * counts, so a file just over the limit does not read as the limit's own size.
 * The size in the limit's unit is added only where it reads differently from the limit.
 */
export function overLimit(what: string, size: number, limit: number): Said {
  const unit = roundUnit(limit) ?? { name: 'MiB', size: 1024 ** 2 };
  const inUnit = (n: number) => (n / unit.size).toFixed(1);
  const sizeText = size >= unit.size && inUnit(size) !== inUnit(limit) ? `${byteCount(size)} bytes (${inUnit(size)} ${unit.name})` : `${byteCount(size)} bytes`;
  return FileTooLarge(what, sizeText, limitText(limit), raisedLimit(size));
}

/** The problem of a file that holds more values than its byte limit allows (value-count.ts). */
export function tooManyValues(values: number, limit: number): Said {
  return TooManyValues(byteCount(values), limitText(limit), BYTES_PER_VALUE, raisedLimit(limit * 2));
}
