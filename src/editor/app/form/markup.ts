/**
 * Between the inline markup a prose field holds (**strong**, *emphasis*,
 * `code`, [label](target), <target>) and the formatted text the editor
 * shows. The owner edits formatted text; what is saved is exactly the
 * markup that reads back as it, with as few escapes as it needs.
 */
import { parseInline, type InlineNode } from '../../../markup/inline.js';

/** Adjacent text joined, empty formatting dropped, neighbours of one kind merged: two trees that read the same compare equal. */
export function normalize(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    let next = node;
    if (next.kind === 'strong' || next.kind === 'em') {
      const children = normalize(next.children);
      if (children.length === 0) continue;
      next = { kind: next.kind, children };
    } else if (next.kind === 'link') next = { ...next, children: normalize(next.children) };
    else if ((next.kind === 'text' || next.kind === 'code') && next.text === '') continue;
    const last = out[out.length - 1];
    if (last?.kind === 'text' && next.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + next.text };
    else if (last && (last.kind === 'strong' || last.kind === 'em') && next.kind === last.kind)
      out[out.length - 1] = { kind: last.kind, children: normalize([...last.children, ...next.children]) };
    else out.push(next);
  }
  return out;
}

const escapeAll = (text: string) => text.replace(/[\\`*[\]<]/g, '\\$&');

function write(nodes: InlineNode[], escapeText: (text: string) => string): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeText(node.text);
        case 'strong':
          return `**${write(node.children, escapeText)}**`;
        case 'em':
          return `*${write(node.children, escapeText)}*`;
        case 'code':
          // A code span holds no backquote and no escapes: such text is written as escaped text instead.
          return node.text.includes('`') ? escapeAll(node.text) : `\`${node.text}\``;
        case 'link':
          return node.auto && node.children.length === 0 ? `<${node.target}>` : `[${write(node.children, escapeAll)}](${node.target})`;
        default:
          return node satisfies never;
      }
    })
    .join('');
}

const same = (a: InlineNode[], b: InlineNode[]) => JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));

/**
 * The markup for formatted text. Text is first written as it is, which
 * keeps an owner's "5 * 3" or "[1]" as typed; only if that would read as
 * formatting are its markup characters escaped.
 */
export function toMarkup(nodes: InlineNode[]): string {
  const plain = write(nodes, (text) => text.replace(/\\/g, '\\\\'));
  if (same(parseInline(plain), nodes)) return plain;
  return write(nodes, escapeAll);
}

/** The formatted text a piece of markup reads as, by the build's own reader. */
export const fromMarkup = (markup: string): InlineNode[] => normalize(parseInline(markup));
