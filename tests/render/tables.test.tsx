import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Block, Site } from '../../src/types/site.js';
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
    const queries = [...css.matchAll(/@container \(max-width: (\d+)px\)\{(.*?\})\}/g)];
    expect(queries.length, css).toBe(2);
    const [layout, labels] = queries;
    // Eight columns, the row heading among them, need more than a phone's 390 px and less than a laptop's content column.
    expect(Number(layout[1])).toBeGreaterThan(900);
    expect(Number(layout[1])).toBeLessThan(1150);
    expect(layout[2]).toContain('tbody tr{display:flex;');
    // The labels turn up under the same width as the layout they label.
    expect(labels[1]).toBe(layout[1]);
    for (const [i, label] of ['Score', 'Price', 'Burrs', 'Retention', 'Noise', 'Review'].entries())
      expect(labels[2]).toContain(`~tbody tr>td:nth-child(${i + 3})::before{content:"${label}";}`);
  });

  it('shares the card layout with every table that turns into cards at about the same width, each keeping its own labels', () => {
    // The same table with one heading renamed: the same width to the step, other labels.
    const columns = (dataTable as Extract<Block, { type: 'data-table' }>).columns.map((c) => (c.label === 'Price' ? { ...c, label: 'Cost' } : c));
    const both = tableOf(grinders, [dataTable, { ...dataTable, caption: 'The same grinders by cost', columns } as Block]);
    const layouts = both.css.match(/@container[^{]*\{[^{]*table,[^{]*caption[^{]*\{display:block;\}/g) ?? [];
    expect(layouts).toHaveLength(1);
    // Both tables' boxes carry the one class whose rules hold the layout.
    const regions = [...both.body.matchAll(/<div[^>]*role="region"[^>]*>/g)].map((m) => /class="([^"]+)"/.exec(m[0])?.[1]);
    expect(regions).toHaveLength(2);
    expect(regions[0]).toBe(regions[1]);
    // Each caption names its own labels.
    const captions = [...both.body.matchAll(/<caption[^>]*class="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(captions).size).toBe(2);
    expect(both.css).toContain(`.${captions[0]}~tbody tr>td:nth-child(4)::before{content:"Price";}`);
    expect(both.css).toContain(`.${captions[1]}~tbody tr>td:nth-child(4)::before{content:"Cost";}`);
  });

  it("keeps one rule set for the box and for the cards whatever width a table turns into cards at: only the query is the width's own", () => {
    const table = { type: 'table' as const, caption: 'Hours', columns: ['Day', 'Hours'], rows: [['Monday', '9:00 to 17:00']] };
    const { body, css } = tableOf(grinders, [dataTable, table]);
    const regions = [...body.matchAll(/<div[^>]*role="region"[^>]*>/g)].map((m) => /class="([^"]+)"/.exec(m[0])![1].split(' '));
    expect(regions).toHaveLength(2);
    const [wide, narrow] = regions;
    // The step classes differ; the box's own class (its border and scroll shadows) and the cards' class are the same.
    expect(wide.find((c) => c.startsWith('cards-below-'))).not.toBe(narrow.find((c) => c.startsWith('cards-below-')));
    expect(wide.filter((c) => !c.startsWith('cards-below-'))).toEqual(narrow.filter((c) => !c.startsWith('cards-below-')));
    expect(css.match(/radial-gradient\(farthest-side at 0 50%/g)).toHaveLength(1);
    // What shapes a card, which does nothing to a table, is outside the queries, once.
    expect(css.match(/\.cards tbody tr\{flex-wrap:wrap;/g)).toHaveLength(1);
    expect(css).not.toMatch(/@container[^}]*flex-wrap/);
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
