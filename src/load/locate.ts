import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export type DataPath = Array<string | number>;
export interface Position {
  line: number;
  col: number;
}

/**
 * Finds where a value lives in the YAML source. For 'key' it points at the
 * key of the last path segment (where an unknown field is written); for
 * 'value' at the value itself. When the path runs out of the document (a
 * missing field), it points at the deepest node that exists: the parent.
 */
export function locate(doc: Document, counter: LineCounter, path: DataPath, mode: 'key' | 'value' = 'value'): Position {
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
  return counter.linePos(offset);
}
