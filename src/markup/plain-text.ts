import { parseInline, type InlineNode } from './inline.js';
import { resolveTarget, type LinkSettings } from './link-target.js';

/** Inline markup as the words a reader sees, for meta tags, JSON-LD and feeds. */
export function plainText(text: string, settings: LinkSettings): string {
  const walk = (nodes: InlineNode[]): string =>
    nodes
      .map((node) => {
        if (node.kind === 'text' || node.kind === 'code') return node.text;
        if (node.kind === 'link' && node.auto) return resolveTarget(node.target, settings).text;
        return walk(node.children);
      })
      .join('');
  return walk(parseInline(text)).replace(/\s+/g, ' ').trim();
}
