import type { Page } from 'playwright-core';
import { openCache, type Manifest } from '../../src/prerender/incremental/build-cache.js';
import { dropLegacyPrefixes } from '../../src/prerender/legacy-prefixes.js';
import { minifyCss } from '../../src/prerender/minify-css.js';
import type { Check } from './sweep.js';

/**
 * A built page's rules are in the site's one stylesheet, each once, in the
 * order pages first use them (prerender/site-sheet.ts), but for those no
 * other page uses, which the page carries after it (ShapeTable.split).
 * Within a page, Emotion wrote its rules in the
 * order the page drew its elements, and two rules of the same reach that set
 * one property of one element differ only by that order. This check adds
 * the page's own rules again after the site's, in the page's own order (as
 * pages carried them before), and compares the computed style of every
 * element before and after: a renderer whose look hangs on that order shows
 * here. The page is as it was when the check returns.
 */
export function cascade(dir: string, notFoundPath: string): Check {
  const { manifest } = openCache(dir) as { manifest: Manifest };
  const own = new Map(
    Object.entries(manifest.pages).map(([file, page]) => [
      file === '404.html' ? notFoundPath : page.path,
      // As the site's stylesheet holds them: without the prefixed copies no browser the pages are made for reads, and minified
      // (Lightning CSS writes background:none as background:0 0, whose computed position reads 0px rather than 0%).
      minifyCss(dropLegacyPrefixes(manifest.styles.shapes[page.shape].map((name) => manifest.styles.rules[name]).join(''))),
    ]),
  );
  return async (page, path) => {
    const css = own.get(path);
    if (css === undefined) return [`no record of ${path} in the build cache`];
    const properties = propertiesOf(css);
    // Transitions off: a chip's background would ease from one value to the other and be caught halfway.
    await setStyle(page, 'still', '*,::before{transition:none!important}');
    const built = await styles(page, properties, false);
    await setStyle(page, 'own', css);
    const same = differences(built, await styles(page, properties, false)).length === 0;
    const ordered = same ? [] : await styles(page, properties, true);
    await setStyle(page, 'own', undefined);
    const found = same ? [] : differences(await styles(page, properties, true), ordered);
    await setStyle(page, 'still', undefined);
    return found;
  };
}

/** Adds a stylesheet at the end of the head, or takes it away. */
const setStyle = (page: Page, id: string, css: string | undefined) =>
  page.evaluate(
    ([id, css]) => {
      document.getElementById(`cascade-${id}`)?.remove();
      if (css !== undefined) document.head.insertAdjacentHTML('beforeend', `<style id="cascade-${id}">${css}</style>`);
    },
    [id, css] as const,
  );

/**
 * Each element's computed style and its ::before's, for the given
 * properties, one line per element, once every picture has loaded (their
 * size is the pictures'). `whole` false gives each line's hash instead: the
 * lines of a page are megabytes, wanted only to say what differs.
 */
const styles = (page: Page, properties: string[], whole: boolean) =>
  page.evaluate(
    async ([properties, whole]) => {
      for (const img of document.images) img.loading = 'eager';
      await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
      const hash = (text: string) => {
        let h = 0x811c9dc5;
        for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
        return String(h >>> 0);
      };
      const line = (s: CSSStyleDeclaration) => properties.map((name) => `${name}:${s.getPropertyValue(name)}`).join(';');
      return [...document.body.querySelectorAll('*')].map((e) => {
        const text = `${e.tagName.toLowerCase()}.${e.getAttribute('class') ?? ''} ${line(getComputedStyle(e))};::before ${line(getComputedStyle(e, '::before'))}`;
        return whole ? text : hash(text);
      });
    },
    [properties, whole] as const,
  );

/**
 * The properties a page's own rules set, and those that inherit from them
 * or follow from them (font, colour, size): only those can differ, since the
 * shell's rules come first either way.
 */
function propertiesOf(css: string): string[] {
  const names = new Set([...css.matchAll(/[{;]\s*(-?[a-z][a-z-]*)\s*:/g)].map((m) => m[1]));
  for (const name of ['font-weight', 'font-size', 'color', 'line-height', 'width', 'height']) names.add(name);
  return [...names].sort();
}

/** What differs between two lists of element styles, in words. */
function differences(built: string[], ordered: string[]): string[] {
  if (built.length !== ordered.length) return [`${built.length} elements against ${ordered.length}`];
  return built.flatMap((line, i) => {
    if (line === ordered[i]) return [];
    const a = line.split(';');
    const b = new Set(ordered[i].split(';'));
    return [`${line.split(' ')[0]} draws otherwise with its own rules in its own order: ${a.filter((p) => !b.has(p)).join('; ')}`];
  });
}
