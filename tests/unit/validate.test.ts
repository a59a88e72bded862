import { describe, expect, it } from 'vitest';
import { validateSource } from '../../src/validate/validate-site.js';
import { colOf, lineOf, SITE_SOURCE, validateEdited } from '../helpers.js';

describe('validateSource on the real site.yaml', () => {
  it('accepts the site as committed', () => {
    const { site, problems } = validateSource(SITE_SOURCE);
    expect(problems).toEqual([]);
    expect(site?.routes).toHaveLength(28);
  });

  it('points a misspelt block field at the key and suggests the right one', () => {
    const { problems, paths, source } = validateEdited('        eyebrow: Rated', '        eyebrw: Rated');
    expect(problems).toEqual([{ line: lineOf(source, 'eyebrw'), col: 9, message: "unknown field 'eyebrw' in hero; did you mean 'eyebrow'?" }]);
    expect(paths).toEqual([['routes', 0, 'blocks', 0, 'eyebrw']]);
  });

  it('points an unknown block type at its value and suggests the closest type', () => {
    const { problems, source } = validateEdited('      - type: hero\n        eyebrow', '      - type: heros\n        eyebrow');
    expect(problems).toEqual([{ line: lineOf(source, 'type: heros'), col: 15, message: "unknown block type 'heros'; did you mean 'hero'?" }]);
  });

  it('reports a missing required field at the object that lacks it', () => {
    const { problems, paths, source } = validateEdited(/ {8}caption: Online IQ test platforms ranked[^\n]*\n/, '');
    const line = lineOf(source, '      - type: data-table');
    expect(problems[0]).toEqual({ line, col: 9, message: expect.stringMatching(/^missing required field 'caption' in this data table; add it/) });
    // The editor focuses the missing field itself, inside that block.
    expect(paths[0]).toEqual(['routes', 0, 'blocks', 2, 'caption']);
  });

  it('says a misspelt required field once, at the typo, as unknown and required', () => {
    const { problems, paths, source } = validateEdited('  siteName: IQ Test Reviews\n  baseUrl:', '  siteNam: IQ Test Reviews\n  baseURL:');
    expect(problems).toEqual([
      { line: lineOf(source, 'siteNam:'), col: 3, message: "unknown field 'siteNam' in settings; did you mean 'siteName' (required)?" },
      { line: lineOf(source, 'baseURL:'), col: 3, message: "unknown field 'baseURL' in settings; did you mean 'baseUrl' (required)?" },
    ]);
    expect(paths).toEqual([
      ['settings', 'siteNam'],
      ['settings', 'baseURL'],
    ]);
  });

  it('still says a required field is missing when no unknown field is close to it', () => {
    const { problems } = validateEdited('  siteName: IQ Test Reviews\n', '  title: IQ Test Reviews\n');
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^missing required field 'siteName' in this settings/),
      expect.stringMatching(/^unknown field 'title' in settings; allowed fields are/),
    ]);
  });

  it('reports a wrong type in an item with a hint to quote the value', () => {
    const { problems, source } = validateEdited('        trustpilot: 4.6/5, illustrative (Dec 2024)', '        trustpilot: 4.6');
    expect(problems).toEqual([
      { line: lineOf(source, 'trustpilot: 4.6\n'), col: 21, message: "'trustpilot' must be text, not number 4.6; put the value in quotes" },
    ]);
  });

  it('rejects a rating outside its scale', () => {
    const { problems } = validateEdited('        rating: 8.7', '        rating: 12');
    expect(problems[0].message).toBe("'rating' must be at most 10, not 12");
  });

  it('reports a link to a missing route at the link', () => {
    const { problems, source } = validateEdited('to: /methodology, variant: secondary', 'to: /methodolgy, variant: secondary');
    expect(problems).toEqual([
      {
        line: lineOf(source, '/methodolgy'),
        col: colOf(source, '/methodolgy'),
        message: expect.stringContaining("the link to '/methodolgy' points to no page"),
      },
    ]);
  });

  it('reports a broken link inside inline text', () => {
    const { problems } = validateEdited('[how ratings are determined](/methodology)', '[how ratings are determined](/methods)');
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toContain("'/methods' points to no page");
  });

  it('rejects http:, javascript: and data: links', () => {
    for (const bad of ['http://x.example/', 'javascript:alert(1)', 'data:text/html,x']) {
      const { problems } = validateEdited('to: /methodology, variant: secondary', `to: "${bad}", variant: secondary`);
      expect(problems).toHaveLength(1);
      expect(problems[0].message).toMatch(/http:, javascript: and data: links are not allowed/);
    }
  });

  it('reports YAML syntax errors and stops there', () => {
    const { problems } = validateEdited('  siteName: IQ Test Reviews\n', '  siteName: IQ Test Reviews\n siteName: again\n');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0].line).toBe(lineOf(SITE_SOURCE, 'siteName') + 1);
  });

  it('reports schema and cross-reference problems together, in file order', () => {
    const edited = SITE_SOURCE.replace('        eyebrow: Rated', '        eyebrw: Rated').replace(
      'to: /methodology, variant: secondary',
      'to: /nowhere, variant: secondary',
    );
    const { problems } = validateSource(edited);
    expect(problems.map((p) => p.message.slice(0, 20))).toEqual(["unknown field 'eyebr", "the link to '/nowher"]);
    expect(problems[0].line).toBeLessThan(problems[1].line);
  });

  it('rejects an impossible date and a bad email', () => {
    expect(validateEdited('date: "2025-01-15"', 'date: "2025-02-30"').problems[0].message).toMatch(/real calendar date/);
    expect(validateEdited('support: support@iqtestreviews.example', 'support: not-an-email').problems[0].message).toMatch(/email address/);
  });

  it('rejects an empty list', () => {
    const { problems } = validateEdited(/ {2}columns:\n {4}- heading: \{ label: Blog[\s\S]*?(?=\n {2}copyright)/, '  columns: []');
    expect(problems[0].message).toMatch(/'columns' needs at least 1 entry/);
  });
});

describe('links to the files the build writes', () => {
  it('accepts the feed, the sitemap and robots.txt, in text and as a button', () => {
    const { problems } = validateEdited('          - { label: View All Reviews, to: /reviews }', '          - { label: Feed, to: /feed.xml }');
    expect(problems).toEqual([]);
    expect(
      validateEdited('    - { label: Blog, to: /blog }', '    - { label: Sitemap, to: /sitemap.xml }\n    - { label: Robots, to: /robots.txt }').problems,
    ).toEqual([]);
    expect(validateEdited('[all ten reviews](/reviews)', '[the Atom feed](/feed.xml)').problems).toEqual([]);
  });

  it('rejects a file the build does not write with one message that names those it does', () => {
    const { problems, source } = validateEdited('          - { label: View All Reviews, to: /reviews }', '          - { label: Brochure, to: /brochure.pdf }');
    expect(problems).toEqual([
      {
        line: lineOf(source, '/brochure.pdf'),
        col: colOf(source, '/brochure.pdf'),
        message:
          "the link to '/brochure.pdf' points to a file the site does not have; a link may point to the files the build writes: /sitemap.xml, /robots.txt, /favicon.svg, /site.webmanifest, /feed.xml",
      },
    ]);
  });

  it('rejects a link to a picture in the images folder, which is published under other names', () => {
    const { problems } = validateEdited('[all ten reviews](/reviews)', '[the chart](/images/chart.png)');
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/^the link to '\/images\/chart\.png' points into the images folder/)]);
  });
});
