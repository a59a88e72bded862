/**
 * Replaces a value with one of another kind (a scalar with a list, a list with
 * a mapping, `[]` with items...). The new value is written by the yaml library
 * and spliced in after the `key:` or `-` that holds it, indented from there.
 */
import { isMap, type Node, type Pair, type YAMLSeq } from 'yaml';
import { colonAfter, contentEnd, dashes, isBlock, span, type Located } from './locate.js';
import { renderFlow, renderNew } from './render.js';
import type { FileStyle } from './style.js';
import { column, lineEnd, splice, withNl } from './text.js';
import { shift } from './collection.js';
import { formatPath, SourceEditError, type DataPath } from './types.js';

export function replaceValue(src: string, nl: string, located: Located, value: unknown, style: FileStyle, path: DataPath): string {
  const { node, parent, index } = located;
  if (!parent) throw new SourceEditError(`${formatPath(path)} cannot be replaced by a value of another kind; edit the file by hand`);
  const end = contentEnd(src, node);
  if (parent.flow) {
    const text = renderFlow(value, style);
    if (end >= 0) return splice(src, node!.range![0], end, text);
    const at = colonAfter(src, (parent.items[index] as Pair).key as Node);
    return splice(src, at, at, ` ${text}`);
  }
  // Render as `x: value` or `- value`, then drop the `x:` or `-`: what is left is
  // exactly what follows the holder's own `key:` or `-` in the file.
  const inMap = isMap(parent);
  const holderStart = inMap ? ((parent.items[index] as Pair).key as Node).range![0] : dashes(parent as YAMLSeq)[index];
  const holder = inMap ? colonAfter(src, (parent.items[index] as Pair).key as Node) : holderStart + 1;
  const rendered = renderNew(value, inMap ? { key: 'x' } : { item: true }, style);
  let text = shift(rendered.slice(inMap ? 2 : 1), column(src, holderStart));
  // A block collection takes its inner comments with it; a scalar keeps what follows it.
  let to = isBlock(node) ? span(src, parent, index).end : Math.max(end, holder);
  const rest = src.slice(to, lineEnd(src, to));
  if (text.includes('\n') && /^\s*#/.test(rest)) {
    // `key: old # note` becoming a block: the note moves to the `key:` line.
    const [first, ...more] = text.split('\n');
    text = [`${first}${rest.replace(/^\s*/, ' ')}`, ...more].join('\n');
    to = lineEnd(src, to);
  }
  return splice(src, holder, to, withNl(text, nl));
}
