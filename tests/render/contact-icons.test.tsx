import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateFile, validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

const clinic = validateFile('tests/fixtures/sites/clinic/site.yaml').site as Site;
const everyBlock = validateSource(readFileSync('tests/fixtures/every-block.yaml', 'utf8')).site as Site;

beforeAll(() => loadRenderers());

/** The blocks of one type on a page of a site, drawn alone. */
function draw(site: Site, path: string, type: Block['type']): string {
  const page = pagesOf(site).find((p) => p.path === path)!;
  return renderBody(new SiteData(site), { path, blocks: blocksOf(page.blocks).filter((b) => b.type === type) }).body;
}

/** The icon drawn just before some text, by its MUI test id, if there is one. */
function iconBefore(html: string, text: string): string | undefined {
  const at = html.indexOf(text);
  expect(at, text).toBeGreaterThan(-1);
  const before = html.slice(Math.max(0, at - 1200), at);
  return [...before.matchAll(/<(?:span|div) [^>]*aria-hidden="true"><svg [^>]*data-testid="(\w+)Icon"/g)].at(-1)?.[1];
}

describe('contact details', () => {
  it("mark the organization's address with a map pin, its telephone with a phone and its email with an envelope, hidden from screen readers", () => {
    const html = draw(clinic, '/visit', 'opening-hours');
    expect(iconBefore(html, '14 Chandlers Quay')).toBe('Place');
    expect(iconBefore(html, '+44 1632 960418</a>')).toBe('Phone');
    expect(iconBefore(html, 'hello@harbourdental.example</a>')).toBe('Email');
  });

  it("mark an item's email field, as in its facts", () => {
    const html = draw(everyBlock, '/coaches/anna-kowalska', 'item-facts');
    expect(iconBefore(html, 'anna@chess.example</a>')).toBe('Email');
  });

  it('offer phone and place among the icons a card may have, for a card that gives a number or an address', () => {
    const html = draw(clinic, '/contact', 'card-grid');
    expect(iconBefore(html, '>Phone</h3>')).toBe('Phone');
  });
});
