import { defineIsland } from '../../client/define-island.js';

/**
 * Keyboard movement between the questions of an accordion (SPEC preface):
 * ArrowDown/ArrowUp move to the next/previous question and wrap around,
 * Home/End go to the first/last. The keys act only while a question header
 * has focus, so they never hijack page scrolling elsewhere.
 */
export function enhanceAccordion(root: HTMLElement): void {
  const headers = () => [...root.querySelectorAll<HTMLElement>('details > summary')];
  root.addEventListener('keydown', (event) => {
    const list = headers();
    const current = list.indexOf(event.target as HTMLElement);
    if (current < 0) return;
    const last = list.length - 1;
    const next: Record<string, number> = {
      ArrowDown: current === last ? 0 : current + 1,
      ArrowUp: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    list[next[event.key]].focus();
  });
  // A link to /faq#item-3 opens that question.
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target instanceof HTMLDetailsElement && root.contains(target)) target.open = true;
}

defineIsland('accordion', enhanceAccordion);
