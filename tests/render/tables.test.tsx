import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

// The clinic: a fee table of short cells, and an emergencies table whose answers are sentences.
const site = validateFile('tests/fixtures/sites/clinic/site.yaml').site as Site;
const page = pagesOf(site).find((p) => p.path === '/emergencies')!;

beforeAll(() => loadRenderers());

describe('a table', () => {
  let drawn: { body: string; css: string } | undefined;
  const table = () => (drawn ??= renderBody(new SiteData(site), { path: page.path, blocks: blocksOf(page.blocks).filter((b) => b.type === 'table') }));

  it('marks its cells of sentences, not its row headers, so a phone keeps them readable', () => {
    const { body, css } = table();
    expect(body).toMatch(/<td class="sentence">Call NHS 111/);
    expect(body).toMatch(/<th scope="row">Breathing or swallowing difficulty/);
    expect(css).toMatch(/\.sentence\{min-width:min\(12rem, calc\(50vw - 16px\)\);\}/);
  });

  it('shows the edge there is more to scroll to in the colour of the text, so it shows in the dark scheme too', () => {
    const { css } = table();
    expect(css).toContain('rgba(var(--mui-palette-common-onBackgroundChannel) / .22)');
    expect(css).not.toContain('rgba(0,0,0,.22)');
  });
});

describe('a table whose columns do not fit its place', () => {
  const grinders = validateFile('tests/fixtures/sites/grinders/site.yaml').site as Site;
  const home = pagesOf(grinders).find((p) => p.path === '/')!;
  const tableOf = (s: Site, blocks: Site['routes'][number]['blocks']) => renderBody(new SiteData(s), { path: '/', blocks });
  const dataTable = blocksOf(home.blocks).find((b) => b.type === 'data-table')!;

  it('turns each row into a card below the width its columns need, with each cell under its column heading, by a container query', () => {
    const { body, css } = tableOf(grinders, [dataTable]);
    expect(body).toContain('data-narrow="cards"');
    const query = /@container \(max-width: (\d+)px\)\{(.*?\})\}/.exec(css);
    expect(query, css).not.toBeNull();
    // Eight columns, the row heading among them, need more than a phone's 390 px and less than a laptop's content column.
    expect(Number(query![1])).toBeGreaterThan(900);
    expect(Number(query![1])).toBeLessThan(1150);
    for (const [i, label] of ['Score', 'Price', 'Burrs', 'Retention', 'Noise', 'Review'].entries())
      expect(query![2]).toContain(`tbody tr>td:nth-child(${i + 3})::before{content:"${label}";}`);
  });

  it('scrolls instead when its block asks to', () => {
    const { body, css } = tableOf(grinders, [{ ...dataTable, whenNarrow: 'scroll' }]);
    expect(body).toContain('data-narrow="scroll"');
    expect(css).not.toContain('@container');
  });

  it('writes a heading with quotes or a backslash into the stylesheet as the same text', () => {
    const table = { type: 'table' as const, caption: 'Sizes', columns: ['Size', 'Width "W" \\ in'], rows: [['Small', '10']] };
    expect(tableOf(grinders, [table]).css).toContain('content:"Width \\"W\\" \\\\ in"');
  });

  it('stays a table where its columns fit: two short columns need less than a 320 px phone', () => {
    const table = { type: 'table' as const, caption: 'Hours', columns: ['Day', 'Hours'], rows: [['Monday', '9:00 to 17:00']] };
    const below = Number(/@container \(max-width: (\d+)px\)/.exec(tableOf(grinders, [table]).css)![1]);
    expect(below).toBeLessThan(288);
  });
});
