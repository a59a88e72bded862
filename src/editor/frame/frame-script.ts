/**
 * Runs inside the preview frame, a sandboxed iframe with an opaque origin:
 * it cannot reach the editor's page, its token or its API. It only swaps in
 * the pages the editor posts, shows the selected block, and tells the
 * editor about clicks. This file is sent as a classic inline script, so it
 * must not import anything.
 */
interface FramePage {
  path: string;
  title: string;
  language: string;
  css: string;
  body: string;
}

/** What is selected: a block by its data path (as JSON), and an entry it shows, by its id. */
interface Focus {
  block: string | null;
  item?: string;
}

type Inbound =
  | { type: 'render'; id: number; page: FramePage; scheme: 'light' | 'dark'; focus: Focus }
  | { type: 'scheme'; scheme: 'light' | 'dark' }
  | { type: 'focus'; focus: Focus };

const editor = window.parent;
const pageStyle = document.getElementById('page-css') as HTMLStyleElement;
let css = '';
let scheme: 'light' | 'dark' = 'light';

/** Media queries cannot be told the preference, so the page's own dark-mode rules are switched on or off. */
function applyScheme(): void {
  pageStyle.textContent = css;
  const rules = pageStyle.sheet?.cssRules ?? [];
  for (const rule of Array.from(rules)) {
    if (!(rule instanceof CSSMediaRule)) continue;
    const text = rule.media.mediaText;
    if (/prefers-color-scheme:\s*dark/.test(text)) rule.media.mediaText = scheme === 'dark' ? 'all' : 'not all';
    else if (/prefers-color-scheme:\s*light/.test(text)) rule.media.mediaText = scheme === 'light' ? 'all' : 'not all';
  }
  document.documentElement.style.colorScheme = scheme;
}

/** Outlines the block (or the entry in it) being edited and scrolls it into view if it is not. */
function reveal(focus: Focus): void {
  for (const old of Array.from(document.querySelectorAll('[data-edit-selected]'))) old.removeAttribute('data-edit-selected');
  if (!focus.block) return;
  const mark = Array.from(document.querySelectorAll<HTMLElement>('[data-edit-path]')).find((el) => el.dataset.editPath === focus.block);
  const entry =
    focus.item === undefined
      ? undefined
      : Array.from(mark?.querySelectorAll<HTMLElement>('[data-edit-item]') ?? []).find((el) => el.dataset.editItem === focus.item);
  const parts = entry ? [entry] : mark ? Array.from(mark.children) : [];
  for (const part of parts) part.setAttribute('data-edit-selected', '');
  const first = parts[0];
  if (!first) return;
  const box = first.getBoundingClientRect();
  if (box.bottom < 0 || box.top > window.innerHeight) first.scrollIntoView({ block: entry ? 'center' : 'start' });
}

window.addEventListener('message', (event: MessageEvent<Inbound>) => {
  if (event.source !== editor) return;
  const message = event.data;
  if (message.type === 'render') {
    document.documentElement.lang = message.page.language;
    document.title = message.page.title;
    // The same stylesheet again (most edits change words, not styles) is left alone: re-reading it restyles the whole page.
    if (message.page.css !== css || message.scheme !== scheme) {
      css = message.page.css;
      scheme = message.scheme;
      applyScheme();
    }
    document.body.innerHTML = message.page.body;
    reveal(message.focus);
    // Reported after the next frame is painted, so the editor can time keystroke to repaint.
    requestAnimationFrame(() => setTimeout(() => editor.postMessage({ type: 'painted', id: message.id }, '*'), 0));
  } else if (message.type === 'scheme') {
    scheme = message.scheme;
    applyScheme();
  } else if (message.type === 'focus') {
    reveal(message.focus);
  }
});

// A click on a block selects it in the form; a link outside blocks (menu, footer) opens its page in the preview.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element | null;
    const link = target?.closest('a[href]');
    if (link) event.preventDefault();
    const mark = target?.closest<HTMLElement>('[data-edit-path]');
    // An entry of a collection a block shows opens that entry; anywhere else in the block opens the block.
    const entry = target?.closest<HTMLElement>('[data-edit-item]');
    if (mark?.dataset.editPath)
      editor.postMessage(
        { type: 'select', path: JSON.parse(mark.dataset.editPath), ...(entry && mark.contains(entry) && { item: entry.dataset.editItem }) },
        '*',
      );
    else if (link) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/')) editor.postMessage({ type: 'navigate', path: href.split('#')[0] || '/' }, '*');
    }
  },
  true,
);
// The editor's keys work with the focus in the preview too: save, undo and redo.
document.addEventListener(
  'keydown',
  (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (!['s', 'z', 'y'].includes(key)) return;
    event.preventDefault();
    editor.postMessage({ type: 'key', key, shift: event.shiftKey }, '*');
  },
  true,
);
// Forms in the page (a newsletter sign-up) do nothing in a preview.
document.addEventListener('submit', (event) => event.preventDefault(), true);

editor.postMessage({ type: 'ready' }, '*');
