import type { DataPath } from '../source.js';
import { startsWith } from '../state/data-edit.js';
import type { OutlineNode } from './entries.js';

/** A node as the tree shows it now: its level, whether it is open, and its parent. */
export interface Visible {
  node: OutlineNode;
  level: number;
  parent?: string;
  open: boolean;
}

/** The nodes a reader can see: children of open nodes only, or, while searching, what matches and what holds it. */
export function visibleNodes(tree: OutlineNode[], expanded: Set<string>, needle: string): Visible[] {
  const out: Visible[] = [];
  const matches = (n: OutlineNode): boolean => `${n.label} ${n.detail ?? ''}`.toLowerCase().includes(needle) || n.children.some(matches);
  const walk = (nodes: OutlineNode[], level: number, parent?: string) => {
    for (const node of nodes) {
      if (needle && !matches(node)) continue;
      const open = node.children.length > 0 && (needle ? true : expanded.has(node.key));
      out.push({ node, level, parent, open });
      if (open) walk(node.children, level + 1, node.key);
    }
  };
  walk(tree, 1);
  return out;
}

const holds = (node: OutlineNode, path: DataPath): boolean => (node.path ? startsWith(path, node.path) : node.children.some((c) => holds(c, path)));

/** The keys of the nodes that hold a path, outermost first: its group, its page or collection, its block. */
export function ancestorsOf(nodes: OutlineNode[], path: DataPath): string[] {
  const holder = nodes.find((node) => holds(node, path));
  return holder ? [holder.key, ...ancestorsOf(holder.children, path)] : [];
}
