import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STARTER_NAMES } from '../../src/cli/starters.js';
import { SourceEditError } from '../../src/editor/source/edit.js';
import { type Change, LANGUAGE_VERSION, MIGRATIONS, type Migration } from '../../src/migrate/migrations.js';
import { findOldForms, migrateSource, oldFormNotes } from '../../src/migrate/migrate-source.js';
import { validateSource } from '../../src/validate/validate-site.js';

const COPIES = 'tests/fixtures/starters';
const versions = readdirSync(COPIES).filter((name) => /^v\d+$/.test(name));
const clinic = () => readFileSync(join(COPIES, 'v1', 'clinic', 'site.yaml'), 'utf8');

describe('a site made with an older blocksite still builds', () => {
  it('keeps a copy of every starter for every version of the language, up to this one', () => {
    expect(versions).toContain(`v${LANGUAGE_VERSION}`);
    for (const version of versions)
      for (const name of STARTER_NAMES) expect(existsSync(join(COPIES, version, name, 'site.yaml')), `${version}/${name}`).toBe(true);
  });

  it.each(versions.flatMap((version) => STARTER_NAMES.map((name) => [version, name])))('%s %s validates, after blocksite migrate', (version, name) => {
    const dir = join(COPIES, version, name);
    const source = readFileSync(join(dir, 'site.yaml'), 'utf8');
    const migrated = migrateSource(source, MIGRATIONS);
    // A file of this version has nothing to migrate, and migrate leaves every byte of it alone.
    if (version === `v${LANGUAGE_VERSION}`) expect(migrated).toEqual({ source, changed: [] });
    expect(validateSource(migrated.source, dir).problems).toEqual([]);
  });
});

/** Changes the language might make, to show the engine at work: `copyrightYear` renamed to `year`, and a radius written as "12px" now a number. */
const renameYear: Migration = {
  version: 2,
  explain: 'settings.copyrightYear is called settings.year since language version 2; rename the key, keeping its value',
  find: (data) =>
    'copyrightYear' in ((data as { settings: object }).settings ?? {}) ? [{ op: 'rename', path: ['settings', 'copyrightYear'], to: 'year' }] : [],
};
const changeRadius: Migration = {
  version: 2,
  explain: 'theme.radius is a number of pixels since language version 2; write 12, not "12px"',
  find: (data) => {
    const radius = (data as { settings: { theme?: { radius?: unknown } } }).settings.theme?.radius;
    return typeof radius === 'string' && /^\d+px$/.test(radius)
      ? [{ op: 'set', path: ['settings', 'theme', 'radius'], value: Number.parseInt(radius, 10) } satisfies Change]
      : [];
  },
};

describe('blocksite migrate', () => {
  it('renames a key in place, changing only its bytes: comments, order and every other line stay', () => {
    const source = clinic();
    const { source: after, changed } = migrateSource(source, [renameYear]);
    expect(changed).toHaveLength(1);
    const before = source.split('\n');
    const lines = after.split('\n');
    expect(lines).toHaveLength(before.length);
    const differ = lines.flatMap((line, i) => (line === before[i] ? [] : [[before[i], line]]));
    expect(differ).toEqual([[before[changed[0].line - 1], before[changed[0].line - 1].replace('copyrightYear', 'year')]]);
    expect(before[changed[0].line - 1].slice(changed[0].col - 1)).toMatch(/^copyrightYear:/);
  });

  it('replaces a value through the editor’s byte-exact edits, and a second run finds nothing', () => {
    const source = clinic().replace(/^(\s+radius:).*$/m, '$1 "12px"');
    expect(validateSource(source, join(COPIES, 'v1', 'clinic')).problems).not.toEqual([]);
    const once = migrateSource(source, [renameYear, changeRadius]);
    expect(once.changed.map((c) => c.migration)).toEqual([renameYear, changeRadius]);
    expect(once.source).toMatch(/^\s+radius: 12$/m);
    expect(once.source.split('\n').filter((line, i) => line !== source.split('\n')[i])).toHaveLength(2);
    expect(migrateSource(once.source, [renameYear, changeRadius])).toEqual({ source: once.source, changed: [] });
  });

  it('refuses a rename it cannot write in place, changing nothing', () => {
    const odd: Migration = { ...renameYear, find: () => [{ op: 'rename', path: ['settings', 'copyrightYear'], to: 'year: 1' }] };
    expect(() => migrateSource(clinic(), [odd])).toThrow(SourceEditError);
  });
});

describe('validate on a file written for an older blocksite', () => {
  it('names each place in the owner’s words, at its line and column, and the command that rewrites them', () => {
    const source = clinic();
    const [place] = findOldForms(source, [renameYear]);
    expect(oldFormNotes('site.yaml', () => source, [renameYear], 'npx blocksite migrate')).toEqual([
      'Written for an older blocksite: one place says something the old way.',
      `site.yaml:${place.line}:${place.col}  ${renameYear.explain}`,
      '`npx blocksite migrate` rewrites it, changing nothing else in the file.',
    ]);
    expect(oldFormNotes('site.yaml', () => source, [], 'npx blocksite migrate')).toEqual([]);
  });
});
