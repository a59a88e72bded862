import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export type DataPath = Array<string | number>;
export interface Position {
  line: number;
  col: number;
}

/**
 * A stretch of a text value that a problem is about (a link inside a
 * paragraph), and how many characters into it to point: a problem inside a
 * folded paragraph is placed at its own line and column, not the paragraph's first.
 */
export interface Within {
  text: string;
  skip: number;
}

/**
 * Finds where a value lives in the YAML source. For 'key' it points at the
 * key of the last path segment (where an unknown field is written); for
 * 'value' at the value itself. When the path runs out of the document (a
 * missing field), it points at the deepest node that exists: the parent.
 */
export function locate(doc: Document, counter: LineCounter, path: DataPath, mode: 'key' | 'value' = 'value', within?: Within, source?: string): Position {
  let node: unknown = doc.contents;
  let keyNode: Node | null = null;
  for (const segment of path) {
    let next: unknown;
    keyNode = null;
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
      if (pair) {
        keyNode = pair.key as Node;
        next = pair.value ?? pair.key;
      }
    } else if (isSeq(node) && typeof segment === 'number') {
      next = node.items[segment];
    }
    if (next === undefined) break;
    node = next;
  }
  const target = mode === 'key' && keyNode ? keyNode : (node as Node | null);
  const offset = target?.range?.[0] ?? 0;
  // The stretch is searched for in the value's own source text, where a folded paragraph keeps its line breaks.
  const inside = within && source && isScalar(target) ? source.slice(offset, target.range![1]).indexOf(within.text) : -1;
  return counter.linePos(inside >= 0 ? offset + inside + within!.skip : offset);
}
