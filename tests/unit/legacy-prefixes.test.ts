import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { sitePages } from '../../src/validate/site-pages.js';
import { dropLegacyPrefixes } from '../../src/prerender/legacy-prefixes.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { workTimeout } from '../work.js';

beforeAll(() => loadRenderers());

describe('dropping legacy prefixes', () => {
  it('drops the prefixed copies of flexbox and transition declarations a rule also declares unprefixed', () => {
    expect(
      dropLegacyPrefixes(
        '.a{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;-webkit-transition:color 1s;transition:color 1s}' +
          '@media (min-width:600px){.b{-webkit-box-align:center;-ms-flex-align:center;-webkit-align-items:center;align-items:center;}}',
      ),
    ).toBe('.a{display:flex;transition:color 1s}@media (min-width:600px){.b{align-items:center;}}');
  });

  it('keeps a prefixed declaration with no unprefixed partner in its rule, and the prefixes browsers still need', () => {
    const kept = [
      // Line clamping has no unprefixed form.
      '.a{display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}',
      '.b{-webkit-transition:opacity 1s}',
      '.c{-webkit-user-select:none;user-select:none;position:-webkit-sticky;position:sticky;-webkit-appearance:none;appearance:none}',
      '.d{background:url("data:image/svg+xml;utf8,<svg/>");color:red}',
    ];
    for (const css of kept) expect(dropLegacyPrefixes(css)).toBe(css);
  });

  // Every page drawn once: a part for the first, which loads the renderers, and milliseconds per page.
  const site = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8')).site as Site;
  it('leaves no rule of any page with a prefixed flexbox or transition copy beside its unprefixed form', {
    timeout: workTimeout(sitePages(site).length, 2_500, 10_000),
  }, () => {
    const data = new SiteData(site);
    for (const page of sitePages(site)) {
      const { shared, css } = renderBody(data, page);
      for (const [, body] of (shared + css).matchAll(/\{([^{}]*)\}/g)) {
        if (/(?:^|;)transition:/.test(body)) expect(body, page.path).not.toMatch(/-webkit-transition:/);
        if (/(?:^|;)display:flex(?:;|$)/.test(body)) expect(body, page.path).not.toMatch(/display:-(?:webkit-box|webkit-flex|ms-flexbox)/);
        if (/(?:^|;)align-items:/.test(body)) expect(body, page.path).not.toMatch(/-ms-flex-align:|-webkit-box-align:/);
      }
    }
  });
});
