import { describe, expect, it } from 'vitest';
import { lineOf, validateEdited } from '../helpers.js';

describe('cross-reference checks', () => {
  it('rejects two featured platforms at the second one', () => {
    const { problems, source } = validateEdited('      trustpilot: 4.4 / 5\n', '      trustpilot: 4.4 / 5\n      featured: true\n');
    expect(problems).toEqual([{ line: lineOf(source, '      featured: true\n      url: https://www.mindscale'), col: 17, message: expect.stringContaining('a second platform is featured') }]);
  });

  it('rejects a site with no featured platform', () => {
    const { problems } = validateEdited('      featured: true\n      url: "link:provider"', '      url: "link:provider"');
    expect(problems[0].message).toMatch(/no platform is featured/);
  });

  it('rejects a duplicate route path at the second route', () => {
    const { problems } = validateEdited('  - path: /faq\n', '  - path: /reviews\n');
    expect(problems.some((p) => /route path '\/reviews' is already used by route 2/.test(p.message))).toBe(true);
  });

  it('rejects a duplicate id within a collection', () => {
    const { problems } = validateEdited('    - id: item-1\n', '    - id: item-0\n');
    expect(problems).toEqual([expect.objectContaining({ message: "id 'item-0' is already used by entry 1 of faq; ids must be unique" })]);
  });

  it('rejects a block naming a missing collection', () => {
    const { problems } = validateEdited(/  loveStyleTests:\n[^]*?\n(?=  posts:)/, '');
    expect(problems.some((p) => p.message.includes("collections.loveStyleTests is missing or empty"))).toBe(true);
  });

  it('rejects an article header naming an unknown post', () => {
    const { problems } = validateEdited('        post: brain-training-myths', '        post: brain-training');
    expect(problems[0].message).toBe("no post has the id 'brain-training'; use the id of an entry in collections.posts");
  });

  it('rejects a post whose page does not exist', () => {
    const { problems } = validateEdited('  - path: /blog/test-preparation\n', '  - path: /blog/test-prep\n');
    expect(problems.some((p) => p.message.startsWith("post 'test-preparation' has no page"))).toBe(true);
  });

  it('rejects a named link or contact that settings do not define', () => {
    expect(validateEdited('to: "link:provider" }\n\nfooter', 'to: "link:provder" }\n\nfooter').problems[0].message).toMatch(/'link:provder' names no entry in settings.links/);
    expect(validateEdited('<contact:support> and we will reply', '<contact:helpdesk> and we will reply').problems[0].message).toMatch(/'contact:helpdesk' names no entry in settings.contacts/);
  });

  it('requires exactly one title block per page', () => {
    const { problems } = validateEdited('      - type: accordion\n', '      - type: hero\n        title: Second\n      - type: accordion\n');
    expect(problems[0].message).toMatch(/this page has 2 title blocks/);
  });
});
