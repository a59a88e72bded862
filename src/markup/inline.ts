/**
 * The inline markup allowed in prose fields: **strong**, *emphasis*,
 * `code`, [label](target) and <target> for an address
 * (https:, mailto:, tel:, link:NAME, contact:NAME). It is parsed into a small tree that the
 * renderer turns into React elements, so no string from site.yaml is ever
 * interpreted as HTML. A backslash makes the next character literal.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; label: string; target: string; auto: boolean };

const TARGET = /^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|https:\/\/[^\s"<>()]+|mailto:[^\s"<>@()]+@[^\s"<>@()]+|tel:\+?[0-9][0-9.-]{2,30}|link:[A-Za-z][A-Za-z0-9]*|contact:[A-Za-z][A-Za-z0-9]*)$/;

export function isLinkTarget(value: string): boolean {
  return TARGET.test(value);
}

export function parseInline(source: string): InlineNode[] {
  return parseRange(source, 0, source.length, 0);
}

/** Emphasis may hold links and the other emphasis, two levels deep at most. */
const MAX_NESTING = 2;

function parseRange(src: string, start: number, end: number, depth: number): InlineNode[] {
  const out: InlineNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = start;
  while (i < end) {
    const ch = src[i];
    if (ch === '\\' && i + 1 < end) {
      text += src[i + 1];
      i += 2;
      continue;
    }
    // A code span is literal: no emphasis, links or escapes inside it.
    if (ch === '`') {
      const close = src.indexOf('`', i + 1);
      if (close > i + 1 && close < end) {
        flush();
        out.push({ kind: 'code', text: src.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (ch === '*' && depth < MAX_NESTING) {
      const strong = src.startsWith('**', i);
      const marker = strong ? '**' : '*';
      const close = findClose(src, i + marker.length, end, marker);
      if (close > i + marker.length) {
        flush();
        out.push({ kind: strong ? 'strong' : 'em', children: parseRange(src, i + marker.length, close, depth + 1) });
        i = close + marker.length;
        continue;
      }
    }
    if (ch === '[') {
      const labelEnd = findClose(src, i + 1, end, ']');
      if (labelEnd > i + 1 && src[labelEnd + 1] === '(') {
        const targetEnd = src.indexOf(')', labelEnd + 2);
        const target = targetEnd > 0 && targetEnd < end ? src.slice(labelEnd + 2, targetEnd) : '';
        if (isLinkTarget(target)) {
          flush();
          out.push({ kind: 'link', label: unescape(src.slice(i + 1, labelEnd)), target, auto: false });
          i = targetEnd + 1;
          continue;
        }
      }
    }
    if (ch === '<') {
      const close = src.indexOf('>', i + 1);
      const target = close > 0 && close < end ? src.slice(i + 1, close) : '';
      if (isLinkTarget(target) && !target.startsWith('/')) {
        flush();
        out.push({ kind: 'link', label: '', target, auto: true });
        i = close + 1;
        continue;
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
}

/** The index of the closing marker, skipping escaped characters; -1 when there is none. */
function findClose(src: string, from: number, end: number, marker: string): number {
  for (let i = from; i < end; i++) {
    if (src[i] === '\\') {
      i += 1;
      continue;
    }
    if (src.startsWith(marker, i) && (marker !== '*' || src[i + 1] !== '*' || src[i - 1] === '*')) return i;
    if (marker === '*' && src.startsWith('**', i)) i += 1;
  }
  return -1;
}

function unescape(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

/** Targets written as [label](target) that are not allowed, e.g. javascript: or http:. */
export function rejectedTargets(source: string): string[] {
  const rejected: string[] = [];
  // Code spans are shown literally, so what looks like a link inside one is not.
  const prose = source.replace(/`[^`]+`/g, '');
  for (const match of prose.matchAll(/\]\(([^)\s]{0,2000})\)/g)) {
    if (!isLinkTarget(match[1])) rejected.push(match[1]);
  }
  return rejected;
}

/** Every link target in a piece of inline text, for validation. */
export function inlineTargets(source: string): string[] {
  const targets: string[] = [];
  const stack = parseInline(source);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'link') targets.push(node.target);
    else if (node.kind === 'strong' || node.kind === 'em') stack.push(...node.children);
  }
  return targets;
}
