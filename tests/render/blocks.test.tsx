import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesOf } from '../../src/validate/site-index.js';
import { cutShort, renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import { registry } from '../../src/renderers/registry.js';
import type { Block, Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';
import { blocksOf } from '../../src/model/lazy-site.js';

const fixture = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8'));
const site = fixture.site as Site;
const data = new SiteData(site);
const pages = pagesOf(site);

beforeAll(() => loadRenderers());

/** Renders the first block of a type from the fixture site inside the page shell. */
function render(type: Block['type'], index = 0): string {
  const found = pages.flatMap((page) =>
    blocksOf(page.blocks)
      .filter((b) => b.type === type)
      .map((block) => ({ page, block })),
  )[index];
  if (!found) throw new Error(`fixture has no '${type}' block #${index}`);
  return renderBody(data, { path: found.page.path, blocks: [found.block] }).body;
}

describe('block renderers', () => {
  it('have a fixture for every registered type', () => {
    expect(fixture.problems).toEqual([]);
    const used = new Set(pages.flatMap((p) => blocksOf(p.blocks).map((b) => b.type)));
    expect([...used].sort()).toEqual(Object.keys(registry).sort());
  });

  it('hero renders the h1, lead markup and buttons', () => {
    const html = render('hero');
    expect(html).toMatch(/<h1[^>]*>Find a Chess Course That Sticks<\/h1>/);
    expect(html).toContain('<em>for a month</em>');
    expect(html).toContain('href="mailto:editor@chess.example"');
    expect(html).toMatch(/<a[^>]*href="https:\/\/club.chess.example\/join"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
  });

  it('rich-text renders paragraphs with strong text and internal links', () => {
    const html = render('rich-text');
    expect(html).toContain('<strong>three</strong>');
    expect(html).toMatch(/<a[^>]*href="\/guides"[^>]*>the guides<\/a>/);
  });

  it('data-table shows the declared columns, badges, positions and rating labels from the site', () => {
    const html = render('data-table');
    expect(html).toMatch(/<th scope="col">Course<\/th><th scope="col">Score<\/th><th scope="col">Cost<\/th><th scope="col">Puzzle accuracy<\/th>/);
    // A whole amount is written as prices are: £8, not £8.00.
    expect(html).toContain('>£8<');
    expect(html).toContain('<td>97%</td>');
    expect(html).toContain('<caption');
    expect(html).toContain('Editor&#x27;s Pick');
    expect(html).toContain('No. 2');
    expect(html).toContain('No. 3');
    expect(html).toMatch(/9\.2.*Outstanding/);
    expect(html).toMatch(/8\.1.*Strong/);
    expect(html).toMatch(/6\.5.*Basic/);
    expect(html).toMatch(/href="https:\/\/endgame.example\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
  });

  it('card-grid renders titles, points and links', () => {
    const html = render('card-grid');
    expect(html).toMatch(/<h3[^>]*>Openings<\/h3>/);
    expect(html).toContain('<li>King safety</li>');
    expect(html).toMatch(/href="\/guides\/openings"[^>]*>Read the guide/);
  });

  it('ranked-list gives the button only to the highlighted entry, or to entries with an address', () => {
    const highlighted = render('ranked-list', 0);
    expect(highlighted.match(/Try it/g)).toHaveLength(1);
    expect(highlighted).toContain('Favourite');
    const linked = render('ranked-list', 1);
    expect(linked).toContain('Opening Match');
    expect(linked).not.toContain('Try it');
  });

  it('ranked-list shows a rating on a star scale with its number beside the stars, and its scale for screen readers', () => {
    const html = render('ranked-list', 0);
    expect(html).toMatch(/<span [^>]*aria-hidden="true"><span[^>]*>★★★★★/);
    // The number is visible, so 3.5 and 3.6 do not look alike; '/5' is read out after it.
    expect(html).toMatch(/<span class="[^"]*">3\.5<span class="visually-hidden">\/5<\/span><\/span>/);
  });

  it('card-grid makes one card per item of a collection, linking to each item page', () => {
    const html = render('card-grid', 1);
    expect(html).toMatch(/<h2[^>]*>Anna Kowalska<\/h2>/);
    expect(html).toContain('<li>Rook endings</li>');
    expect(html).toMatch(/href="\/coaches\/anna-kowalska"[^>]*>Meet the coach/);
  });

  it('item-facts and item-content show the item of a collection page', () => {
    const page = pages.find((p) => p.path === '/coaches/anna-kowalska')!;
    const html = renderBody(data, page).body;
    expect(html).toMatch(/<h1[^>]*>Anna Kowalska<\/h1>/);
    expect(html).toContain('International Master');
    expect(html).toMatch(/<dt>Rating<\/dt><dd[^>]*>2,390<\/dd>/);
    expect(html).toMatch(/href="mailto:anna@chess.example"/);
    expect(html).toMatch(/<h2[^>]*>How Anna teaches<\/h2>/);
  });

  it('rating-scale publishes the bands of a scale with the ratings each covers, without gaps', () => {
    const html = render('rating-scale');
    expect(html).toContain('What each coaches&#x27; score means');
    const rows = [...html.matchAll(/<tr><th scope="row">.*?>([A-Za-z]+)<\/span><\/span><\/th><td[^>]*>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['Outstanding', '9.0–10.0'],
      ['Strong', '8.0–8.9'],
      ['Solid', '7.0–7.9'],
      ['Basic', '0.0–6.9'],
    ]);
  });

  it('opening-hours lists every day in the site language from the declared hours, with closed days and split days', () => {
    const html = render('opening-hours');
    expect(html).toMatch(/<th scope="row">Monday<\/th><td>Closed<\/td>/);
    expect(html).toMatch(/<th scope="row">Tuesday<\/th><td>18:00–22:00<\/td>/);
    expect(html).toMatch(/<th scope="row">Saturday<\/th><td>10:00–13:00, 14:00–17:00<\/td>/);
    expect(html).toMatch(/<address[^>]*>.*4 Castle Yard.*YO1 9RY/s);
    expect(html).toMatch(/href="tel:\+442079460321"[^>]*>\+44 20 7946 0321/);
  });

  it('table renders a caption, column headers and row headers', () => {
    const html = render('table');
    expect(html).toContain('Weekly study time by level');
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Level<\/th>/);
    expect(html).toMatch(/<th[^>]*scope="row"[^>]*>Beginner<\/th>/);
  });

  it('accordion renders native details sharing one name inside its island', () => {
    const html = render('accordion');
    expect(html).toContain('data-island="accordion"');
    expect(html.match(/<details[^>]*name="accordion-faq"/g)).toHaveLength(2);
    expect(html).toMatch(/<summary>.*Do I need a rating to start\?/);
    expect(html).toMatch(/href="\/courses"[^>]*>See the courses/);
  });

  it('post-list renders the featured card and the grid, each linking to its page', () => {
    const html = render('post-list');
    expect(html).toContain('Top guide');
    expect(html).toMatch(/href="\/guides\/openings"[^>]*>Read the guide/);
    expect(html).toMatch(/href="\/guides\/endgames"[^>]*>The Endgames Every Player Should Know/);
    expect(html).toMatch(/href="\/guides\/endgames"[^>]*>Continue/);
    expect(html).toMatch(/href="\/guides\/openings"[^>]*>Opening Principles for Club Players/);
  });

  it('newsletter renders an email field and a button outside any form', () => {
    const html = render('newsletter');
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toContain('placeholder="you@example.com"');
    expect(html).toMatch(/<button[^>]*type="button"[^>]*>Sign up<\/button>/);
    expect(html).not.toContain('<form');
  });

  it('item-header renders the item title as h1 with its metadata, and a reference as a link', () => {
    const html = render('item-header', 1);
    expect(html).toMatch(/href="\/coaches\/anna-kowalska"[^>]*>Anna Kowalska<\/a>/);
    expect(html).toMatch(/<h1[^>]*>The Endgames Every Player Should Know<\/h1>/);
    expect(html).toContain('Essentials');
    expect(html).toMatch(/<time datetime="2026-02-14">14 February 2026<\/time>/i);
    expect(html).toMatch(/href="\/guides"[^>]*>.*All guides/);
  });

  it('article-sections renders headings, paragraphs, lists and steps', () => {
    const html = render('article-sections');
    expect(html).toMatch(/<h2[^>]*>Control the centre<\/h2>/);
    expect(html).toMatch(/<h3[^>]*>Why it matters<\/h3>/);
    expect(html).toMatch(/<ul[^>]*><li>More space<\/li>/);
    expect(html).toMatch(/<ol[^>]*><li>Play e4<\/li>/);
  });

  it('cta renders its heading and buttons', () => {
    const html = render('cta');
    expect(html).toMatch(/<h2[^>]*>Ready to play\?<\/h2>/);
    expect(html).toContain('Join the Club');
  });

  it('not-found renders the code, message and home link inside its island', () => {
    const html = render('not-found');
    expect(html).toContain('data-island="not-found"');
    expect(html).toMatch(/<h1[^>]*>404<\/h1>/);
    expect(html).toContain('That square is empty');
    expect(html).toContain('data-log-message="Missing page:"');
  });

  it('marks the current navigation link with aria-current', () => {
    const html = renderBody(data, { path: '/courses', blocks: site.routes[1].blocks }).body;
    expect(html.match(/aria-current="page"/g)).toHaveLength(2); // the desktop and the phone menu
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/courses"|<a[^>]*href="\/courses"[^>]*aria-current="page"/);
  });
});

describe('long pages', () => {
  it('are warmed up on a site whose collections are cut to ten items, keeping each declaration', () => {
    const long: Site = {
      ...site,
      collections: {
        ...site.collections,
        courses: { ...site.collections.courses, items: Array.from({ length: 25 }, (_, i) => ({ ...site.collections.courses.items[0], id: `course-${i}` })) },
      },
    };
    const short = cutShort(long);
    for (const [name, collection] of Object.entries(short.collections)) {
      expect(collection.items.length, name).toBe(Math.min(10, long.collections[name].items.length));
      expect({ ...collection, items: [] }, name).toEqual({ ...long.collections[name], items: [] });
    }
    expect(short.collections.courses.items.map((item) => item.id)).toEqual(Array.from({ length: 10 }, (_, i) => `course-${i}`));
  });
});
