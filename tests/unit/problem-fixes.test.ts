import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSource } from '../../src/validate/validate-site.js';
import { SITE_SOURCE } from '../helpers.js';

/** The problems of site.yaml after one edit, with their fixes. */
function problemsAfter(find: string, replace: string) {
  const edited = SITE_SOURCE.replace(find, replace);
  if (edited === SITE_SOURCE) throw new Error(`test setup: '${find}' not found in site.yaml`);
  return validateSource(edited).problems;
}

describe('a problem that suggests a fix carries it, for a one-click repair', () => {
  it('renames a misspelt field to the one it was meant to be', () => {
    const [problem] = problemsAfter('        accuracy: 70\n', '        acuracy: 70\n');
    expect(problem.message).toMatch(/^unknown field 'acuracy'.*did you mean 'accuracy'/);
    expect(problem.fix).toEqual({ to: 'accuracy', key: true });
    expect(problem.path?.slice(-1)).toEqual(['acuracy']);
  });

  it("replaces a link's wrong page inside a paragraph, keeping its fragment", () => {
    const problems = problemsAfter('[rating methodology](/rating-methodology)', '[rating methodology](/ratings-methodology)');
    const link = problems.find((p) => p.message.includes('/ratings-methodology'))!;
    expect(link.message).toContain("did you mean '/rating-methodology'?");
    expect(link.fix).toEqual({ from: '/ratings-methodology', to: '/rating-methodology' });
  });

  it('replaces a wrong collection, block type and named link as a whole value', () => {
    const collection = problemsAfter('        collection: faq\n', '        collection: faqs\n').find((p) => p.message.includes("'faqs'"))!;
    expect(collection.fix).toEqual({ to: 'faq' });
    const type = problemsAfter('      - type: hero\n        eyebrow: Rated', '      - type: heor\n        eyebrow: Rated')[0];
    expect(type.message).toMatch(/did you mean 'hero'/);
    expect(type.fix).toEqual({ to: 'hero' });
    const named = problemsAfter('    label: Take a Test Online\n    to: "link:provider"', '    label: Take a Test Online\n    to: "link:provder"')[0];
    expect(named.fix).toEqual({ from: 'link:provder', to: 'link:provider' });
  });

  it('carries no fix when nothing is close enough to suggest', () => {
    const [problem] = problemsAfter('        accuracy: 70\n', '        zzzzzzzz: 94\n');
    expect(problem.message).not.toContain('did you mean');
    expect(problem.fix).toBeUndefined();
  });
});

describe('every suggestion of the invalid corpus', () => {
  it('carries the value its "did you mean" names, so its button does what the message says', () => {
    const dir = join(import.meta.dirname, '../fixtures/invalid');
    const suggested = readdirSync(dir)
      .filter((name) => name.endsWith('.yaml'))
      .flatMap((name) => validateSource(readFileSync(join(dir, name), 'utf8')).problems.map((p) => ({ name, ...p })))
      .filter((p) => p.message.includes('did you mean'));
    // Many kinds of misspelling are in the corpus: fields, values, links, collections, named links.
    expect(suggested.length).toBeGreaterThan(20);
    // The message names the value, or the part of it that is wrong (a named link's name, a link's fragment).
    const named = (message: string) => /did you mean '([^']+)'/.exec(message)?.[1] ?? '';
    const wrong = suggested.filter((p) => !p.fix?.to.endsWith(named(p.message)) || named(p.message) === '');
    expect(wrong.map((p) => `${p.name}: ${p.message} (${JSON.stringify(p.fix)})`)).toEqual([]);
    // Validating the whole corpus takes a minute or more while other suites share two cores.
  }, 240_000);
});
