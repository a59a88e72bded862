import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/ui/site-data.js';

// The clinic: a fee table of short cells, and an emergencies table whose answers are sentences.
const site = validateFile('tests/fixtures/sites/clinic/site.yaml').site as Site;
const page = pagesOf(site).find((p) => p.path === '/emergencies')!;

beforeAll(() => loadRenderers());

describe('a table', () => {
  let drawn: { body: string; css: string } | undefined;
  const table = () => (drawn ??= renderBody(new SiteData(site), { path: page.path, blocks: page.blocks.filter((b) => b.type === 'table') }));

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
