import type { Element, ElementContent, Root } from 'hast';
import type { createHighlighter } from 'shiki';
import { LANGUAGES, PLAIN } from '../model/code-languages.js';
import { reachContrast } from '../model/color.js';
import { Memo, ownCopy } from '../memo.js';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;

let highlighter: Awaited<ReturnType<typeof createHighlighter>> | undefined;
let loaded = new Set<string>();

/** Loads the highlighter with the languages a site uses; rendering is synchronous, so this comes first. */
export async function loadHighlighter(languages: Iterable<string>): Promise<void> {
  const wanted = [...new Set(languages)].filter((l) => LANGUAGES.has(l) && !PLAIN.includes(l));
  if (highlighter && wanted.every((l) => loaded.has(l))) return;
  // Shiki loads only for a site with code blocks: it takes a fifth of a second to start.
  if (!highlighter && [...languages].length === 0) return;
  const ready = (highlighter ??= await (await import('shiki')).createHighlighter({ themes: Object.values(THEMES), langs: [] }));
  await ready.loadLanguage(...(wanted as Parameters<typeof ready.loadLanguage>));
  loaded = new Set([...loaded, ...wanted]);
}

/** A highlighted block: its tree of elements with class names, and the rules those classes need. */
export interface Highlighted {
  code: Element;
  rules: Record<string, Record<string, string>>;
}

const cache = new Memo<string, Highlighted>('highlighted code', 256);

/**
 * Code highlighted at build time, in both colour schemes, with no style
 * attribute: a strict CSP blocks those. Each distinct colour pairing becomes
 * a class; its colours are nudged where needed to reach WCAG AA contrast on
 * the block's background, whatever the theme.
 */
export function highlight(text: string, language: string): Highlighted {
  const key = `${language}\u0000${text}`;
  let result = cache.get(key);
  if (result) return result;
  // The tokens are cut from the code, which is cut from the site file: kept, they would keep the file.
  const code = ownCopy(text);
  const lang = PLAIN.includes(language) || !loaded.has(language) ? 'text' : language;
  if (!highlighter) throw new Error('the code highlighter is not loaded: await loadHighlighter() before rendering');
  const root = highlighter.codeToHast(code, { lang, themes: THEMES, defaultColor: 'light' }) as Root;
  const pre = root.children[0] as Element;
  const background = colours(String(pre.properties.style ?? ''));
  const lightBg = background.background ?? '#ffffff';
  const darkBg = background['--shiki-dark-bg'] ?? '#24292e';
  const rules: Highlighted['rules'] = {};
  const visit = (node: ElementContent) => {
    if (node.type !== 'element') return;
    const style = node.properties.style;
    if (typeof style === 'string') {
      const c = colours(style);
      const light = c.color && reachContrast(c.color, lightBg, 4.5, '#000000');
      const dark = c['--shiki-dark'] && reachContrast(c['--shiki-dark'], darkBg, 4.5);
      const name = `hl-${light?.slice(1) ?? ''}-${dark?.slice(1) ?? ''}`;
      rules[name] = { ...(light && { color: light }), ...(dark && { '--shiki-dark': dark }) };
      delete node.properties.style;
      node.properties.className = [...((node.properties.className as string[] | undefined) ?? []), name];
    }
    node.children.forEach(visit);
  };
  (pre.children[0] as Element).children.forEach(visit);
  result = { code: pre.children[0] as Element, rules };
  cache.set(key, result);
  return result;
}

/** The colours in a style attribute Shiki writes: 'color:#24292e;--shiki-dark:#e1e4e8'. */
function colours(style: string): Record<string, string> {
  return Object.fromEntries(
    style
      .split(';')
      .map((d) => d.split(':').map((s) => s.trim()))
      .filter((d) => d.length === 2 && /^#[0-9a-fA-F]{6}$/.test(d[1]))
      .map(([k, v]) => [k === 'background-color' ? 'background' : k, v.toLowerCase()]),
  );
}
