import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusFiles, exampleOf, problemKinds } from '../../scripts/gen-errors.js';
import { kindOf } from '../../src/problem-catalogue.js';
import { validateFile } from '../../src/validate/validate-site.js';
import { commandCases } from '../fixtures/invalid/cases.js';
import { runCommand } from '../run-command.js';

const CORPUS = join(import.meta.dirname, '../fixtures/invalid');
const kinds = problemKinds();
const files = corpusFiles();

describe('the catalogue of problems', () => {
  it('gives each kind a code of its series, a title and a hint', () => {
    expect(kinds.length).toBeGreaterThan(100);
    for (const k of kinds) {
      expect(k.code, k.title).toMatch(/^BS[0-6]\d{3}$/);
      expect(k.title, k.code).toMatch(/^\S.{4,80}$/);
      expect(k.hint.length, `${k.code} needs a hint of a sentence or more`).toBeGreaterThan(40);
      expect(kindOf(k.code)).toBe(k);
    }
    expect(new Set(kinds.map((k) => k.code)).size).toBe(kinds.length);
  });

  it.each(kinds.map((k) => [k.code, k] as const))('%s has an example in the invalid-input corpus, or says why not', (code, k) => {
    const example = exampleOf(code, files);
    if (k.withoutExample) expect(example, `${code} has an example now: drop its withoutExample`).toBeUndefined();
    else expect(example, `add a case with code '${code}' to tests/fixtures/invalid/cases.ts`).toBeDefined();
  });

  it('knows every code the corpus files state', () => {
    for (const f of files) expect(kindOf(f.code), `${f.file} states ${f.code}`).toBeDefined();
  });
});

describe('problems the validator reports', () => {
  // The corpus test checks each file's stated problem; every other problem a file has must be in the catalogue too.
  it.each(files.filter((f) => !f.file.startsWith('64-')).map((f) => [f.file] as const))('%s: every problem has a catalogued code', (file) => {
    for (const p of validateFile(join(CORPUS, file)).problems) expect(kindOf(p.code), `${p.code} ${p.message}`).toBeDefined();
  });
});

describe('the problems of a whole file', () => {
  it.each(commandCases.map((c) => [c.code, c] as const))('%s is printed by blocksite validate as stated', (_, c) => {
    const path = `tests/fixtures/invalid/${c.file}`;
    const result = runCommand('validate', [], { SITE_YAML: path, ...c.env });
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe(`${path}:${c.at ?? '1:1'}  ${c.code} ${c.message}`);
  });
});

describe('docs/errors.md', () => {
  const doc = readFileSync('docs/errors.md', 'utf8');

  it('has a section for each code, in order', () => {
    expect([...doc.matchAll(/^## (BS\d{4}) /gm)].map((m) => m[1])).toEqual(kinds.map((k) => k.code));
  });

  it.each(kinds.filter((k) => !k.withoutExample).map((k) => [k.code] as const))(
    'shows %s with an example file and the line the validator prints of it',
    (code) => {
      const section = doc.slice(doc.indexOf(`## ${code} `)).split(/^## /m)[1];
      const example = exampleOf(code, files)!;
      expect(section).toContain(`tests/fixtures/invalid/${example.file}`);
      expect(section).toMatch(new RegExp(`^tests/fixtures/invalid/${example.file.replace(/\./g, '\\.')}:\\d+:\\d+  ${code} \\S`, 'm'));
    },
  );
});
