import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBody } from '../../src/prerender/render-page.js';
import { loadRenderers } from '../../src/renderers/components.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';

const data = new SiteData(validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8')).site as Site);

beforeAll(() => loadRenderers());

const paragraph = (text: string) => renderBody(data, { path: '/', blocks: [{ type: 'rich-text', paragraphs: [text] }] }).body;

describe('inline markup on a page', () => {
  it('draws code and emphasis inside a link label, without the backticks', () => {
    const html = paragraph('a [`throttled` *event*](/courses) here');
    expect(html).toMatch(/<a [^>]*href="\/courses"[^>]*><code>throttled<\/code> <em>event<\/em><\/a>/);
    expect(html).not.toContain('`');
  });

  it('links to the feed as a file of the site', () => {
    expect(paragraph('[Atom feed](/feed.xml)')).toMatch(/<a [^>]*href="\/feed\.xml"[^>]*>Atom feed<\/a>/);
  });
});
