import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderers } from '../../src/renderers/components.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { pruneThemeVariables } from '../../src/prerender/prune-theme-variables.js';
import { sitePages } from '../../src/validate/site-pages.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { workTimeout } from '../work.js';

beforeAll(() => loadRenderers());

describe('pruning theme variables', () => {
  it('keeps the variables rules use, directly or through another variable, in every scheme, and drops the rest', () => {
    const css =
      ':root{--mui-spacing:8px;--mui-unused:1px;--mui-palette-a:var(--mui-palette-b);--mui-palette-b:#fff}' +
      '@media (prefers-color-scheme: dark){:root{color-scheme:dark;--mui-palette-b:#000;--mui-zIndex-tooltip:1500}}' +
      ':root{--mui-only-unused:0}' +
      '.css-x{margin:var(--mui-spacing);color:var(--mui-palette-a)}';
    expect(pruneThemeVariables(css)).toBe(
      ':root{--mui-spacing:8px;--mui-palette-a:var(--mui-palette-b);--mui-palette-b:#fff}' +
        '@media (prefers-color-scheme: dark){:root{color-scheme:dark;--mui-palette-b:#000;}}' +
        '.css-x{margin:var(--mui-spacing);color:var(--mui-palette-a)}',
    );
  });

  it('leaves out the variables another stylesheet declares, and those only their values use', () => {
    const theme = ':root{--mui-spacing:8px;--mui-palette-a:var(--mui-palette-b);--mui-palette-b:#fff;--mui-palette-c:red}';
    expect(
      pruneThemeVariables(`${theme}.css-x{color:var(--mui-palette-a);background:var(--mui-palette-c)}`, new Set(['--mui-palette-a', '--mui-palette-b'])),
    ).toBe(':root{--mui-palette-c:red}.css-x{color:var(--mui-palette-a);background:var(--mui-palette-c)}');
  });

  // Every page drawn once: a part for the first, which loads the renderers, and milliseconds per page.
  const site = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8')).site as Site;
  it('leaves every page of a site with each variable its CSS refers to, and without most of the theme', {
    timeout: workTimeout(sitePages(site).length, 2_500, 10_000),
  }, () => {
    const data = new SiteData(site);
    for (const page of sitePages(site)) {
      // The shared stylesheet and the page's own, as the page loads them.
      const { shared, css } = renderBody(data, page);
      const declaredIn = (sheet: string) => new Set([...sheet.matchAll(/(--mui-[\w-]+):/g)].map((m) => m[1]));
      const declared = declaredIn(shared + css);
      const referenced = new Set([...(shared + css).matchAll(/var\((--mui-[\w-]+)/g)].map((m) => m[1]));
      expect(
        [...referenced].filter((name) => !declared.has(name)),
        page.path,
      ).toEqual([]);
      expect(declared.size, page.path).toBeLessThan(120);
      // A page's own stylesheet declares only what the shared one lacks.
      const inShared = declaredIn(shared);
      expect(
        [...declaredIn(css)].filter((name) => inShared.has(name)),
        page.path,
      ).toEqual([]);
    }
  });
});
