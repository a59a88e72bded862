import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

const source = readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8');
const themed = (theme: string) => validateSource(source.replace('  themeColor: "#1f6f43"\n', `  themeColor: "#1f6f43"\n  theme: ${theme}\n`)).site as Site;

beforeAll(() => loadRenderers());

/** The CSS rules of the element whose markup matches, found by its class names. */
function rulesOf(body: string, css: string, element: RegExp): string {
  const classes = body.match(element)?.[1]?.split(' ') ?? [];
  if (classes.length === 0) throw new Error(`no element matches ${element}`);
  return classes.map((c) => css.match(new RegExp(`\\.${c}\\{[^}]*\\}`, 'g'))?.join('') ?? '').join('');
}

function renderFirst(site: Site, type: Block['type']) {
  const page = pagesOf(site).find((p) => blocksOf(p.blocks).some((b) => b.type === type))!;
  return renderBody(new SiteData(site), {
    path: page.path,
    blocks: blocksOf(page.blocks)
      .filter((b) => b.type === type)
      .slice(0, 1),
  });
}

describe('the secondary colour', () => {
  const site = themed('{ primary: "#1f6f43", secondary: "#b4431c" }');

  it('colours the eyebrow above a hero title, and reaches the page', () => {
    const { body, css } = renderFirst(site, 'hero');
    expect(rulesOf(body, css, /<p class="([^"]+)">For club players</)).toContain('color:var(--mui-palette-secondary-main)');
    expect(css).toContain('--mui-palette-secondary-main:#b4431c');
  });

  it('fills badges and marks the highlighted entry of a ranked list', () => {
    const { body, css } = renderFirst(site, 'ranked-list');
    expect(rulesOf(body, css, /<div class="([^"]+)"><span class="[^"]+">Favourite</)).toContain('background-color:var(--mui-palette-secondary-main)');
    expect(css).toContain('border-color:var(--mui-palette-secondary-main)');
  });

  it('is the primary colour when a site names none, so such a site looks as before', () => {
    const { css } = renderFirst(themed('{ primary: "#1f6f43" }'), 'hero');
    expect(css).toContain('--mui-palette-secondary-main:#1f6f43');
  });
});
