import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { renderBody } from '../../src/prerender/render-page.js';
import { renderDocument } from '../../src/prerender/render-site.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

// Small print beside a button: what it costs, or that the link earns the site a commission, said where the reader decides.
const fixture = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8'));
const site = fixture.site as Site;
const data = new SiteData(site);
const pages = pagesOf(site);
const pageWith = (type: string) => pages.find((p) => blocksOf(p.blocks).some((b) => b.type === type))!;

beforeAll(() => loadRenderers());

/** The id an element's aria-describedby names, and the text of the element with that id. */
function described(html: string, label: string): { id: string; text: string } {
  const button = new RegExp(`<a [^>]*aria-describedby="([^"]+)"[^>]*>${label}`).exec(html);
  expect(button, `a link '${label}' described by a note`).not.toBeNull();
  const id = button![1];
  const note = new RegExp(`id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>(.*?)</p>`).exec(html);
  expect(note, `the note ${id}`).not.toBeNull();
  return { id, text: note![1].replace(/<[^>]+>/g, '') };
}

describe('a note beside a button', () => {
  it("shows a ranked-list entry's note under its button, which names it as its description", () => {
    const page = pageWith('ranked-list');
    const { body } = renderBody(data, { path: page.path, blocks: blocksOf(page.blocks).filter((b) => b.type === 'ranked-list') });
    expect(described(body, 'Try it').text).toBe('Free, with no account needed.');
  });

  it("shows a table row's note beside its link, only on the row whose item has one", () => {
    const page = pageWith('data-table');
    const { body } = renderBody(data, { path: page.path, blocks: blocksOf(page.blocks).filter((b) => b.type === 'data-table') });
    expect(described(body, 'Open').text).toBe('We earn a commission if you join through this link.');
    const main = body.slice(body.indexOf('<main'));
    expect(main.match(/<a [^>]*aria-describedby/g)).toHaveLength(1);
  });

  it("shows the header button's note under the header and, for phones, under the button in the menu", () => {
    const html = renderDocument(data, pages[0], new Map()).html;
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    const notes = [...header.matchAll(/aria-describedby="([^"]+)"[^>]*>Join the Club/g)].map((m) => m[1]);
    expect(notes).toHaveLength(2);
    expect(new Set(notes).size).toBe(2);
    for (const id of notes) expect(header).toMatch(new RegExp(`id="${id}"[^>]*>£5 a month; the first fortnight is free.</p>`));
    // The note makes the sticky header taller, so a link to a heading scrolls it further down.
    expect(renderBody(data, pages[0]).shared).toMatch(/html:has\(\.[\w-]+\)\{scroll-padding-top:120px;\}/);
  });

  it('draws no note, and names none, where the item or header gives none', () => {
    const plain = validateSource(
      readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8').replace(', note: "£5 a month; the first fortnight is free."', ''),
    ).site as Site;
    const plainData = new SiteData(plain);
    const html = renderDocument(plainData, pagesOf(plain)[0], new Map()).html;
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).not.toContain('aria-describedby');
    expect(header).not.toContain('fortnight');
    const { shared, css } = renderBody(plainData, pagesOf(plain)[0]);
    expect(shared + css).not.toContain('html:has(');
  });
});
