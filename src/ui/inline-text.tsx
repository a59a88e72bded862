import type { ReactNode } from 'react';
import { parseInline, type InlineNode } from '../markup/inline.js';
import { SmartLink } from './smart-link.js';

/** Renders inline markup as React elements; text is always text, never HTML. */
export function InlineText({ text }: { text: string }) {
  return <>{renderNodes(parseInline(text))}</>;
}

function renderNodes(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={i}>{renderNodes(node.children)}</strong>;
      case 'em':
        return <em key={i}>{renderNodes(node.children)}</em>;
      case 'code':
        return <code key={i}>{node.text}</code>;
      case 'link':
        return (
          <SmartLink key={i} to={node.target}>
            {node.auto ? undefined : renderNodes(node.children)}
          </SmartLink>
        );
      default:
        // Every kind is handled above: tsc fails here when one is added.
        return node satisfies never;
    }
  });
}
