import { describe, expect, it } from 'vitest';
import { netlifyHeaders } from '../../src/prerender/seo/security-headers.js';
import { headersFor, parseHeadersFile } from '../../src/serve/host-headers.js';

describe('parseHeadersFile', () => {
  it('reads the file the build writes: the security headers for every path, a year of caching for hashed folders', () => {
    const rules = parseHeadersFile(netlifyHeaders({ styleHashes: ['abc='], scripts: [] }));
    const page = Object.fromEntries(headersFor(rules, '/reviews'));
    expect(page['Content-Security-Policy']).toContain("style-src 'self' 'sha256-abc='");
    expect(page['X-Content-Type-Options']).toBe('nosniff');
    expect(page['Cache-Control']).toBeUndefined();
    expect(Object.fromEntries(headersFor(rules, '/assets/island-x1.js'))['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(Object.fromEntries(headersFor(rules, '/assetsx/a.js'))['Cache-Control']).toBeUndefined();
  });

  it('skips comments and blank lines, and matches :placeholders to one segment', () => {
    const rules = parseHeadersFile('# a comment\n\n/blog/:post\n  X-Post: yes\n');
    expect(headersFor(rules, '/blog/first')).toEqual([['X-Post', 'yes']]);
    expect(headersFor(rules, '/blog/first/more')).toEqual([]);
  });

  it('gives a header that two matching rules set both values, as Netlify does', () => {
    const rules = parseHeadersFile('/*\n  Link: </a.css>\n/docs/*\n  link: </b.css>\n');
    expect(headersFor(rules, '/docs/x')).toEqual([['Link', '</a.css>, </b.css>']]);
  });

  it('applies rules for another domain to no local path', () => {
    expect(headersFor(parseHeadersFile('https://example.com/*\n  X-Other: 1\n'), '/')).toEqual([]);
  });
});
