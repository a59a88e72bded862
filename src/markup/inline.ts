import type { Said } from '../problem.js';
import { LinkInLinkLabel, LinkWithoutLabel, UnpairedAsterisks } from '../problem-catalogue.js';

/**
 * The inline markup allowed in prose fields: **strong**, *emphasis*,
 * `code`, [label](target) and <target> for an address
 * (https:, mailto:, tel:, link:NAME, contact:NAME). A link's label may hold
 * code and emphasis. It is parsed into a small tree that the renderer turns
 * into React elements, so no string from site.yaml is ever interpreted as
 * HTML. A backslash makes the next character literal.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; children: InlineNode[]; target: string; auto: boolean };

const TARGET =
  /^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|\/[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+|https:\/\/[^\s"<>()]+|mailto:[^\s"<>@()]+@[^\s"<>@()]+|tel:\+?[0-9][0-9.-]{2,30}|link:[A-Za-z][A-Za-z0-9]*|contact:[A-Za-z][A-Za-z0-9]*)$/;

function isLinkTarget(value: string): boolean {
  return TARGET.test(value);
}

export function parseInline(source: string): InlineNode[] {
  return parseRange(source, 0, source.length, { depth: 0, inLink: false, found: { problems: [], strayStars: 0 } });
}

/**
 * What in a piece of inline text looks like markup but cannot be drawn as
 * such, and would otherwise show as literal characters: a link inside a
 * link's label, a link with no label, asterisks that do not pair up as
 * emphasis. (Targets that are not allowed are rejectedTargets.)
 */
export function inlineProblems(source: string): Said[] {
  const found: Found = { problems: [], strayStars: 0 };
  parseRange(source, 0, source.length, { depth: 0, inLink: false, found });
  // One asterisk alone is a footnote mark or a sum; two or more that did not pair were meant as emphasis.
  if (found.strayStars >= 2) found.problems.push(UnpairedAsterisks());
  return [...new Map(found.problems.map((said) => [said.message, said])).values()];
}

/** Emphasis may hold links and the other emphasis, two levels deep at most. */
const MAX_NESTING = 2;

/** What parsing a whole text found that it cannot draw. */
interface Found {
  problems: Said[];
  /** Asterisks shown as written because they did not pair up. */
  strayStars: number;
}

interface Scope {
  /** How many emphasis markers the range is inside. */
  depth: number;
  /** The range is a link's label, which cannot hold another link. */
  inLink: boolean;
  found: Found;
}

/**
 * The characters markup starts with; the text between them is read a
 * stretch at a time, not a character at a time, which a large build's main
 * thread spent long on.
 */
const SPECIAL = /[\\`*[<]/g;

/** Plain text as inline markup that shows it as written: each character that starts markup escaped with a backslash. */
export function escapeInline(text: string): string {
  return text.replace(SPECIAL, '\\$&');
}

function parseRange(src: string, start: number, end: number, scope: Scope): InlineNode[] {
  const out: InlineNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = start;
  while (i < end) {
    // Plain text up to the next character that may start markup, taken in one piece.
    SPECIAL.lastIndex = i;
    const next = SPECIAL.exec(src)?.index ?? end;
    if (next > i) {
      text += src.slice(i, Math.min(next, end));
      i = next;
      if (i >= end) break;
    }
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
    if (ch === '*') {
      const strong = src.startsWith('**', i);
      const marker = strong ? '**' : '*';
      const close = findClose(src, i + marker.length, end, marker);
      if (close > i + marker.length && scope.depth < MAX_NESTING) {
        flush();
        out.push({ kind: strong ? 'strong' : 'em', children: parseRange(src, i + marker.length, close, { ...scope, depth: scope.depth + 1 }) });
        i = close + marker.length;
        continue;
      }
      scope.found.strayStars += 1;
    }
    if (ch === '[') {
      const link = readLink(src, i, end);
      if (link && scope.inLink) {
        scope.found.problems.push(LinkInLinkLabel(src.slice(i, link.next), false));
      } else if (link?.labelEnd === i + 1) {
        scope.found.problems.push(LinkWithoutLabel(link.target));
      } else if (link) {
        flush();
        out.push({ kind: 'link', children: parseRange(src, i + 1, link.labelEnd, { ...scope, inLink: true }), target: link.target, auto: false });
        i = link.next;
        continue;
      }
    }
    if (ch === '<') {
      const close = src.indexOf('>', i + 1);
      const target = close > 0 && close < end ? src.slice(i + 1, close) : '';
      if (isLinkTarget(target) && !target.startsWith('/')) {
        if (scope.inLink) {
          scope.found.problems.push(LinkInLinkLabel(`<${target}>`, true));
        } else {
          flush();
          out.push({ kind: 'link', children: [], target, auto: true });
          i = close + 1;
          continue;
        }
      }
    }
    text += ch;
    i += 1;
  }
  flush();
  return out;
}

/** A [label](target) starting at `at` with an allowed target: where its label ends and where the text after it starts. */
function readLink(src: string, at: number, end: number): { labelEnd: number; target: string; next: number } | undefined {
  const labelEnd = findLabelEnd(src, at + 1, end);
  if (labelEnd < 0 || src[labelEnd + 1] !== '(') return undefined;
  const targetEnd = src.indexOf(')', labelEnd + 2);
  const target = targetEnd > 0 && targetEnd < end ? src.slice(labelEnd + 2, targetEnd) : '';
  return isLinkTarget(target) ? { labelEnd, target, next: targetEnd + 1 } : undefined;
}

/**
 * The ']' that closes a label: brackets inside it pair up, and code spans
 * and escaped characters are skipped, so `[see [1]](/notes)` and
 * ``[`a[0]`](/api)`` are whole labels. -1 when there is none.
 */
function findLabelEnd(src: string, from: number, end: number): number {
  let open = 0;
  for (let i = from; i < end; i++) {
    const ch = src[i];
    if (ch === '\\') i += 1;
    else if (ch === '`') {
      const close = src.indexOf('`', i + 1);
      if (close > i + 1 && close < end) i = close;
    } else if (ch === '[') open += 1;
    else if (ch === ']') {
      if (open === 0) return i;
      open -= 1;
    }
  }
  return -1;
}

/**
 * The index of the closing marker, skipping escaped characters, code spans
 * and links, whose asterisks are their own; -1 when there is none.
 */
function findClose(src: string, from: number, end: number, marker: string): number {
  for (let i = from; i < end; i++) {
    if (src[i] === '\\') {
      i += 1;
      continue;
    }
    if (src[i] === '`') {
      const close = src.indexOf('`', i + 1);
      if (close > i + 1 && close < end) i = close;
      continue;
    }
    if (src[i] === '[') {
      const link = readLink(src, i, end);
      if (link) i = link.next - 1;
      continue;
    }
    if (src.startsWith(marker, i) && (marker !== '*' || src[i + 1] !== '*' || src[i - 1] === '*')) return i;
    if (marker === '*' && src.startsWith('**', i)) i += 1;
  }
  return -1;
}

/** Targets written as [label](target) that are not allowed, e.g. javascript:, http: or a path with spaces. */
export function rejectedTargets(source: string): string[] {
  const rejected: string[] = [];
  // Code spans are shown literally, so what looks like a link inside one is not.
  const prose = source.replace(/`[^`]+`/g, '');
  for (const match of prose.matchAll(/\]\(([^)\n]{0,2000})\)/g)) {
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
