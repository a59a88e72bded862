import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRenderers, renderDevPage } from '../../src/dev/dev-render.js';
import type { Site } from '../../src/types/site.js';
import { validateSource } from '../../src/validate/validate-site.js';
import { SiteData } from '../../src/prerender/site-data.js';

const site = validateSource(readFileSync(new URL('../fixtures/every-block.yaml', import.meta.url), 'utf8')).site as Site;

beforeAll(() => loadRenderers());

describe('the fallback error screen', () => {
  it("shows the site's error title, the message and the stack when a page fails to render", () => {
    // Validation would reject this; the renderer must still fail visibly, not blankly.
    const broken: Site = {
      ...site,
      routes: [
        {
          path: '/',
          title: 'x',
          description: 'y',
          blocks: [{ type: 'item-header', collection: 'guides', item: 'no-such-guide', backLink: { label: 'Back', to: '/' } }],
        },
        ...site.routes.slice(1),
      ],
    };
    const page = renderDevPage(new SiteData(broken), '/');
    expect(page.status).toBe(500);
    expect(page.html).toContain('<h1');
    expect(page.html).toContain(site.settings.messages.appError);
    expect(page.html).toContain('item-header: no item &#x27;no-such-guide&#x27; in &#x27;guides&#x27;');
    expect(page.html).toMatch(/<pre[^>]*>Error: item-header[^<]*\n\s+at /);
  });

  it('renders normal pages with status 200 and unknown paths with the not-found page and 404', () => {
    expect(renderDevPage(new SiteData(site), '/courses').status).toBe(200);
    const missing = renderDevPage(new SiteData(site), '/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('That square is empty');
  });
});
