import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { iqSiteHere, iqSiteTests, testFiles } from '../iq-site-here.js';

describe("which tests are the IQ site's", () => {
  it('knows the IQ site at the root, and another site in its place', () => {
    expect(iqSiteHere('.')).toBe(true);
    const other = mkdtempSync(join(tmpdir(), 'template-'));
    copyFileSync('starters/bakery/site.yaml', join(other, 'site.yaml'));
    expect(iqSiteHere(other)).toBe(false);
  });

  it('takes a test that reads the IQ site, directly or through a module of the tests or benchmarks, and leaves those of any site', () => {
    const iq = iqSiteTests(testFiles('tests'));
    // Directly; through tests/helpers.ts; through tests/e2e/routes.ts; through bench/synthetic-site.ts.
    for (const file of ['tests/unit/long-page.test.ts', 'tests/unit/validate.test.ts', 'tests/e2e/keyboard.test.ts', 'tests/unit/parallel-read.test.ts'])
      expect(iq, file).toContain(file);
    for (const file of ['tests/e2e/every-page.test.ts', 'tests/unit/cli.test.ts', 'tests/unit/invalid-corpus.test.ts', 'tests/e2e/package.test.ts'])
      expect(iq, file).not.toContain(file);
  });
});
