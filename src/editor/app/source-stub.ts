// TEMPORARY: stands in for src/editor/source until it lands; same API, not byte-exact.
import { parseDocument, isSeq, type YAMLSeq } from 'yaml';

export type DataPath = Array<string | number>;
export type SourceEdit =
  | { op: 'set'; path: DataPath; value: unknown }
  | { op: 'delete'; path: DataPath }
  | { op: 'insert'; path: DataPath; index: number; value: unknown }
  | { op: 'move'; path: DataPath; from: number; to: number };
export class SourceEditError extends Error {}

export function readData(source: string): unknown {
  return parseDocument(source).toJS();
}

export function applyEdits(source: string, edits: SourceEdit[]): string {
  const doc = parseDocument(source);
  for (const edit of edits) {
    if (edit.op === 'set') doc.setIn(edit.path, doc.createNode(edit.value));
    else if (edit.op === 'delete') doc.deleteIn(edit.path);
    else if (edit.op === 'insert') {
      let seq = doc.getIn(edit.path) as YAMLSeq | undefined;
      if (!isSeq(seq)) {
        doc.setIn(edit.path, doc.createNode([]));
        seq = doc.getIn(edit.path) as YAMLSeq;
      }
      seq.items.splice(edit.index, 0, doc.createNode(edit.value));
    } else {
      const seq = doc.getIn(edit.path) as YAMLSeq;
      const [item] = seq.items.splice(edit.from, 1);
      seq.items.splice(edit.to, 0, item);
    }
  }
  return String(doc);
}
