import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateSource } from '../../src/validate/validate-site.js';
import { SITE_SOURCE } from '../helpers.js';

const README = readFileSync('README.md', 'utf8');

/** The fenced blocks of one language that follow a heading or a paragraph containing `after`. */
function fencesAfter(after: string, language: string): string[] {
  const start = README.indexOf(after);
  if (start < 0) throw new Error(`README.md no longer says '${after}'`);
  return [...README.slice(start).matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);
}

/** Un-indents a snippet the README shows indented as it sits in the file. */
const dedent = (text: string) => {
  const lines = text.replace(/\n$/, '').split('\n');
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => l.slice(indent)).join('\n');
};

describe('the README tells the truth', () => {
  it('its whole-site example is the bakery starter of blocksite new, word for word', () => {
    const [site] = fencesAfter('### A whole site in one file', 'yaml');
    expect(readFileSync('starters/bakery/site.yaml', 'utf8')).toBe(`# yaml-language-server: $schema=./site.schema.json\n${site}`);
  });

  // Each snippet is checked where it goes, and the misspelling's message, by snippets.test.ts; this puts them in the first site.
  it("its first edit works: the hero it shows is the first site's own, and the new page and its footer link validate in it", () => {
    const [hero, route, footerLink] = fencesAfter('## Your first edit', 'yaml');
    for (const line of hero
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean))
      expect(SITE_SOURCE).toContain(line);
    const withRoute = `${SITE_SOURCE.trimEnd()}\n${dedent(route)
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n')}\n`;
    const edited = withRoute.replace(
      '        - { label: Privacy Policy, to: /privacy-policy }\n',
      `        - { label: Privacy Policy, to: /privacy-policy }\n        ${dedent(footerLink)}\n`,
    );
    expect(edited).not.toBe(withRoute);
    expect(validateSource(edited).problems).toEqual([]);
  });

  it('names only commands, files and folders that exist', () => {
    const scripts = Object.keys(JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>);
    const commands = [...README.matchAll(/npm run ([a-z:]+)/g)].map((m) => m[1]);
    expect(commands.length).toBeGreaterThan(5);
    for (const command of commands) expect(scripts, `npm run ${command}`).toContain(command);
    const paths = [...README.matchAll(/`((?:src|scripts|tests|docs|deploy|schemas|bench)\/[A-Za-z0-9_./-]*[A-Za-z0-9_/-])`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThan(5);
    for (const path of paths) expect(existsSync(path), path).toBe(true);
    for (const doc of ['ARCHITECTURE.md', 'CONTRIBUTING.md', 'docs/reference.md', 'docs/blocks.md', 'docs/editor.png']) expect(existsSync(doc), doc).toBe(true);
  });

  it('names only environment variables the code reads', () => {
    const source = (dir: string): string =>
      readdirSync(dir, { withFileTypes: true })
        .map((entry) =>
          entry.isDirectory() ? source(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? readFileSync(join(dir, entry.name), 'utf8') : '',
        )
        .join('\n');
    const code = [source('src'), source('scripts'), source('bench'), source('tests/e2e')].join('\n');
    // Capitalised words in code spans are environment variables, except npm's warning codes.
    const variables = new Set([...README.matchAll(/`([A-Z][A-Z_]{2,})(?:=[^`]*)?`/g)].map((m) => m[1]).filter((name) => !/^E[A-Z]+$/.test(name)));
    expect(variables.size).toBeGreaterThan(3);
    for (const name of variables) expect(code.includes(`env.${name}`) || code.includes(`'${name}'`), name).toBe(true);
  });
});
