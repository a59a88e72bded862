/**
 * The cap on one value's length, checked on the text before any YAML parser
 * sees it. A description of a hundred megabytes parses into strings of that size several
 * times over (the parser's token, the value, the validator's message) and ran
 * every command out of memory; no field of the language needs more than a
 * few tens of kilobytes. The check is a pass over the lines' indentation:
 * a line and the lines after it indented further make one node, and only a
 * node longer than the cap whose lines are none of them such a node is looked
 * at closely, to tell a long value (a block scalar, a line, a plain scalar
 * over several lines) from a long list or mapping of short ones.
 */
export const MAX_VALUE_LENGTH = 1024 * 1024;

export interface LongValue {
  /** Where the value starts, as an offset into the text. */
  offset: number;
  /** Its length in characters of the text, up to the end of its last line. */
  length: number;
}

interface Open {
  indent: number;
  start: number;
  /** Where the line's content starts. */
  content: number;
  lineEnd: number;
  /** A node under it is over the cap already: it is not the long value itself. */
  longChild: boolean;
}

/** The first value longer than `limit` characters, or undefined. */
export function findLongValue(text: string, limit = MAX_VALUE_LENGTH): LongValue | undefined {
  // Nothing in a short text can be long: the usual case (a route, a small site) costs one comparison.
  if (text.length <= limit) return undefined;
  const stack: Open[] = [];
  let found: LongValue | undefined;
  const close = (entry: Open, end: number) => {
    const length = end - entry.start;
    if (length > limit) {
      if (!entry.longChild && !found && ownsScalar(text, entry, end)) found = { offset: entry.content, length };
      if (stack.length > 0) stack[stack.length - 1].longChild = true;
    }
  };
  let at = 0;
  while (at < text.length && !found) {
    let lineEnd = text.indexOf('\n', at);
    if (lineEnd < 0) lineEnd = text.length;
    let content = at;
    while (content < lineEnd && text.charCodeAt(content) === 32) content++;
    const first = text.charCodeAt(content);
    // Blank lines belong to whatever node is open; a comment ends the nodes indented as far as it or further, and starts none.
    if (content < lineEnd && !(first === 13 && content === lineEnd - 1)) {
      const indent = content - at;
      while (stack.length > 0 && stack[stack.length - 1].indent >= indent) close(stack.pop()!, at);
      if (first !== 35) stack.push({ indent, start: at, content, lineEnd, longChild: false });
    }
    at = lineEnd + 1;
  }
  while (stack.length > 0 && !found) close(stack.pop()!, text.length);
  return found;
}

/**
 * Whether a long node is one value: its own line carries the value (text, a
 * quote, a block scalar's | or >, a flow collection) after its key or dash,
 * or has none and the line below is neither a key nor an entry (a plain
 * scalar that starts on the next line).
 */
function ownsScalar(text: string, entry: Open, end: number): boolean {
  const own = afterKey(text.slice(entry.content, Math.min(entry.lineEnd, entry.content + 1100)));
  if (own.replace(/\s+#.*$/, '').trim() !== '') return true;
  const next = /\n *([^ \n#][^\n]{0,1100})/.exec(text.slice(entry.lineEnd, Math.min(end, entry.lineEnd + 4096)))?.[1];
  return next !== undefined && afterKey(next) === next && !/^-(\s|$)/.test(next);
}

/** What follows a line's dashes and key, if it has any: the value written on the line. */
function afterKey(line: string): string {
  const rest = line.replace(/^(?:-(?: +|$))+/, '');
  const key = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s'"#{[\]}][^#\n]*?)\s*:(?:\s|$)/.exec(rest);
  return key ? rest.slice(key[0].length) : rest;
}
