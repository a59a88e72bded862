/**
 * How one scalar is written safely. A string is written plain only when YAML 1.2
 * (what the validator reads) and YAML 1.1 (what older tools read) both read it
 * back as the same string; the site file double-quotes dates for this reason.
 */
import { isScalar, parseDocument } from 'yaml';
import { PARSE_OPTIONS } from '../../load/parse-options.js';

/** Quote styles a file prefers; see fileStyle in style.ts. */
export interface QuoteStyle {
  quote: 'double' | 'single';
}

/** Characters the loader refuses raw (C0 except tab/LF/CR, DEL, C1, noncharacters): written only as escapes. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the writer must escape
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\uFFFE\uFFFF\u2028\u2029]/;
const INDICATOR = /^[,[\]{}#&*!|>'"%@`]|^[?:-]$|^[?:-][ \t]|: |\s#|:$|^(---|\.\.\.)/;
const readers = [PARSE_OPTIONS, { version: '1.1' } as const];

/** A string that reads back as itself when written plain, in 1.2 core and in YAML 1.1. */
export function plainSafe(s: string, inFlow: boolean): boolean {
  if (s === '' || s.trim() !== s || /[\n\r\t]/.test(s) || CONTROL.test(s) || INDICATOR.test(s)) return false;
  if (inFlow && /[[\]{},]/.test(s)) return false;
  return readers.every((options) => {
    const doc = parseDocument(s, options);
    return doc.errors.length === 0 && doc.warnings.length === 0 && isScalar(doc.contents) && doc.contents.value === s;
  });
}

/** JSON's escapes are valid YAML; the loader's refused characters are escaped too. */
export function doubleQuoted(s: string): string {
  return JSON.stringify(s).replace(new RegExp(CONTROL.source, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Single quotes hold any one-line text without escapes; undefined when the text needs them. */
export function singleQuoted(s: string): string | undefined {
  return /[\n\r]/.test(s) || CONTROL.test(s) ? undefined : `'${s.replace(/'/g, "''")}'`;
}

export const quoted = (s: string, style: QuoteStyle): string => (style.quote === 'single' ? singleQuoted(s) : undefined) ?? doubleQuoted(s);

/** A number, true/false or null written as the core schema reads it. */
export function plainValue(v: number | boolean | null): string {
  if (typeof v !== 'number') return String(v);
  if (Number.isNaN(v)) return '.nan';
  if (!Number.isFinite(v)) return v > 0 ? '.inf' : '-.inf';
  // String(-0) is '0', which reads back as a different number.
  return Object.is(v, -0) ? '-0' : String(v);
}
