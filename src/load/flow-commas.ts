import { isScalar, Scalar, visit, type Document } from 'yaml';
import type { Problem } from '../problem.js';
import { CommaEndsValue } from '../problem-catalogue.js';
import type { Position } from './locate.js';

/** A key and a value with no colon: the mistake reads as a field name and the rest of a value, e.g. 'to /about'. */
const MISSING_COLON = /^[a-z][A-Za-z]*\s+[^A-Za-z\s]/;

const plain = (node: unknown): node is Scalar<string> => isScalar(node) && node.type === Scalar.PLAIN && typeof node.value === 'string';

/** The text in quotes YAML reads back as it is: double quotes, or single ones when it holds a double quote. */
function quoted(text: string): string {
  if (!text.includes('"') && !text.includes('\\')) return `"${text}"`;
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * A comma inside { } ends an unquoted value, so the rest of a sentence
 * after it becomes a key with no value: `{ src: a.jpg, alt: The door,
 * painted teal }` is alt 'The door' and a field 'painted teal'. That is
 * valid YAML, and the schema could only call 'painted teal' an unknown
 * field; every owner who writes alt text or a caption with a comma meets
 * it. Reported at the comma, with the value as it was meant, in quotes.
 * A key with no value is never right in a site file, so this never stops
 * a valid one.
 */
export function flowCommaProblems(doc: Document.Parsed, source: string, at: (offset: number) => Position): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Map(_, map) {
      if (!map.flow) return;
      map.items.forEach((pair, i) => {
        const before = map.items[i - 1];
        if (!before || pair.value !== null || !plain(pair.key) || !plain(before.value) || !isScalar(before.key)) return;
        const start = before.value.range![0];
        const comma = source.lastIndexOf(',', pair.key.range![0]);
        if (comma < before.value.range![1]) return;
        const rest = pair.key.value;
        // Later pieces of the same sentence, each after a comma of its own.
        let end = pair.key.range![1];
        let pieces = 1;
        for (const next of map.items.slice(i + 1)) {
          if (next.value !== null || !plain(next.key)) break;
          end = next.key.range![1];
          pieces++;
        }
        // One word alone after a short value may be a field missing its ': true' ({ src: a.jpg, decorative }).
        if (!rest.includes(' ') && !before.value.value.includes(' ') && pieces === 1) return;
        if (MISSING_COLON.test(rest)) return;
        const text = source.slice(start, end).replace(/\s*\n\s*/g, ' ');
        problems.push({ ...at(comma), ...CommaEndsValue(rest, String(before.key.value), quoted(text)) });
      });
    },
  });
  return problems;
}
