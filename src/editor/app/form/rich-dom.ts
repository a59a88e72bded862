/**
 * The formatted text of a prose field as the browser edits it: inline
 * markup drawn as <strong>, <em>, <code> and <a> in an editable box, and
 * read back from whatever the browser made of it (<b> and <i> from its
 * bold and italic commands, spans it adds when text is joined).
 */
import type { InlineNode } from '../../../markup/inline.js';
import { normalize } from './markup.js';

/** Draws formatted text into an editable box, replacing what it held. */
export function drawInline(box: HTMLElement, nodes: InlineNode[]): void {
  box.replaceChildren(...nodes.map(toDom));
}

function toDom(node: InlineNode): Node {
  switch (node.kind) {
    case 'text':
      return document.createTextNode(node.text);
    case 'code': {
      const code = document.createElement('code');
      code.textContent = node.text;
      return code;
    }
    case 'strong':
    case 'em': {
      const el = document.createElement(node.kind);
      el.append(...node.children.map(toDom));
      return el;
    }
    case 'link': {
      // No href: a click in the box edits the text rather than following the link.
      const a = document.createElement('a');
      a.dataset.target = node.target;
      if (node.auto) a.dataset.auto = '';
      a.title = node.target;
      if (node.auto && node.children.length === 0) a.textContent = node.target;
      else a.append(...node.children.map(toDom));
      return a;
    }
    default:
      return node satisfies never;
  }
}

/** The formatted text a box (or a stretch of it, as a fragment) holds now. */
export function readInline(root: Node): InlineNode[] {
  return normalize(readChildren(root));
}

function readChildren(root: Node): InlineNode[] {
  return Array.from(root.childNodes).flatMap(readNode);
}

function readNode(node: Node): InlineNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [{ kind: 'text', text: node.textContent ?? '' }];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as HTMLElement;
  switch (el.tagName) {
    case 'BR':
      return [];
    case 'STRONG':
    case 'B':
      return [{ kind: 'strong', children: readChildren(el) }];
    case 'EM':
    case 'I':
      return [{ kind: 'em', children: readChildren(el) }];
    case 'CODE':
      return [{ kind: 'code', text: el.textContent ?? '' }];
    case 'A': {
      const target = el.dataset.target ?? el.getAttribute('href') ?? '';
      // An address shown as itself stays <address> until its text is changed.
      if (el.dataset.auto !== undefined && el.textContent === target) return [{ kind: 'link', children: [], target, auto: true }];
      return target ? [{ kind: 'link', children: readChildren(el), target, auto: false }] : readChildren(el);
    }
    default: {
      // A span the browser made for bold or italic text says so in its style.
      const style = el.style;
      const inner = readChildren(el);
      const bold = style?.fontWeight === 'bold' || Number(style?.fontWeight) >= 600;
      const italic = style?.fontStyle === 'italic';
      const styled = bold ? [{ kind: 'strong' as const, children: inner }] : inner;
      return italic ? [{ kind: 'em', children: styled }] : styled;
    }
  }
}

/** The link or code element the caret is at the very end of, if any: typing there goes after it, not into it. */
export function closedBefore(box: HTMLElement): Element | undefined {
  const selection = getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return undefined;
  const { startContainer, startOffset } = selection.getRangeAt(0);
  if (!box.contains(startContainer)) return undefined;
  // The caret inside an element's last text, at its end.
  if (startContainer.nodeType === Node.TEXT_NODE && startOffset === (startContainer.textContent ?? '').length) {
    let el = startContainer.parentElement;
    let last: Node = startContainer;
    while (el && el !== box) {
      if (el.lastChild !== last) return undefined;
      if (el.tagName === 'A' || el.tagName === 'CODE') return el;
      last = el;
      el = el.parentElement;
    }
  }
  return undefined;
}

/** Puts the caret just after a node, in a text node of its own, so what is typed next is outside it. */
export function caretAfter(node: Node, text = ''): void {
  const after = document.createTextNode(text);
  node.parentNode?.insertBefore(after, node.nextSibling);
  const range = document.createRange();
  range.setStart(after, text.length);
  range.collapse(true);
  const selection = getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** The formatted text before and after the caret (for Enter in a list of paragraphs). */
export function splitAtCaret(box: HTMLElement): [InlineNode[], InlineNode[]] | undefined {
  const selection = getSelection();
  if (!selection || selection.rangeCount === 0) return undefined;
  const caret = selection.getRangeAt(0);
  if (!box.contains(caret.startContainer)) return undefined;
  const before = document.createRange();
  before.setStart(box, 0);
  before.setEnd(caret.startContainer, caret.startOffset);
  const after = document.createRange();
  after.setStart(caret.endContainer, caret.endOffset);
  after.setEnd(box, box.childNodes.length);
  return [readInline(before.cloneContents()), readInline(after.cloneContents())];
}

/** Wraps the selection in <code>, or takes the code element it is in apart. */
export function toggleCode(box: HTMLElement): void {
  const selection = getSelection();
  if (!selection || selection.rangeCount === 0) return;
  const range = selection.getRangeAt(0);
  if (!box.contains(range.commonAncestorContainer)) return;
  const start = range.startContainer;
  const inside = (start.nodeType === Node.ELEMENT_NODE ? (start as Element) : start.parentElement)?.closest('code');
  if (inside && box.contains(inside)) {
    inside.replaceWith(document.createTextNode(inside.textContent ?? ''));
    return;
  }
  if (range.collapsed) return;
  const code = document.createElement('code');
  code.textContent = range.toString();
  range.deleteContents();
  range.insertNode(code);
  caretAfter(code);
}

/** Wraps the selection (or, with nothing selected, the given words) in a link to `target`, and puts the caret after it. */
export function insertLink(box: HTMLElement, range: Range, target: string, words: string): void {
  const a = document.createElement('a');
  a.dataset.target = target;
  a.title = target;
  if (range.collapsed || !box.contains(range.commonAncestorContainer)) {
    a.textContent = words;
    if (!box.contains(range.commonAncestorContainer)) {
      range.selectNodeContents(box);
      range.collapse(false);
    }
  } else {
    // The selection's formatting comes along; a link inside the selection gives way to the new one.
    const content = range.extractContents();
    for (const inner of Array.from(content.querySelectorAll('a'))) inner.replaceWith(...Array.from(inner.childNodes));
    a.append(content);
  }
  range.insertNode(a);
  caretAfter(a);
}
