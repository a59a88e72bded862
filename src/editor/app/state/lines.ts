import { LineCounter, parseDocument, type Node } from 'yaml';
import type { DataPath } from '../source.js';

/** The line each path's value starts on, for messages that say where ("line 214"). */
export function linesOf(text: string, paths: DataPath[]): number[] {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  return paths.map((path) => {
    const node = doc.getIn(path, true) as Node | undefined;
    return node?.range ? counter.linePos(node.range[0]).line : 0;
  });
}
