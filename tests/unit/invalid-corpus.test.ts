import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile, validateSource } from '../../src/validate/validate-site.js';
import { baseBody, fixtureFiles, HAND_WRITTEN } from '../../scripts/gen-invalid.js';
import { validCases } from '../fixtures/invalid/cases.js';

const DIR = join(import.meta.dirname, '../fixtures/invalid');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.yaml'))
  .sort();

/** The first line of each fixture states what it must produce: `# expect: LINE:COL CODE message`, or `# expect only: ...` when nothing else may be reported. */
function expectation(file: string) {
  // The first line only: the rest of a hazard may not be text at all.
  const bytes = readFileSync(join(DIR, file));
  const first = bytes.subarray(0, bytes.indexOf(10)).toString('utf8');
  const match = /^# expect( only)?: (\d+):(\d+) (BS\d{4}) (.+)$/.exec(first);
  if (!match) throw new Error(`${file} has no '# expect: LINE:COL CODE message' first line`);
  return { only: match[1] !== undefined, line: Number(match[2]), col: Number(match[3]), code: match[4], message: match[5] };
}

describe('the invalid site corpus', () => {
  it('has at least 60 broken site files', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it('holds exactly the files its cases make, as they make them (npm run gen:invalid)', () => {
    const made = fixtureFiles();
    expect(files.filter((f) => !HAND_WRITTEN.includes(f.slice(0, -5)))).toEqual([...made.keys()].sort());
    for (const [name, text] of made) expect(readFileSync(join(DIR, name), 'utf8') === text, `${name} is stale`).toBe(true);
  });

  // How fast a hazard file is rejected is a benchmark figure, not a test: the
  // generous timeout below only catches a hang, such as the quadratic key
  // check the entry cap exists to prevent (50,000 keys took 20 s without it).
  it.each(files)('%s is rejected at its stated position with its stated code and message, without a crash or a hang', { timeout: 15_000 }, (file) => {
    const want = expectation(file);
    const { site, problems } = validateFile(join(DIR, file));
    expect(site).toBeUndefined();
    expect(problems.length).toBeGreaterThan(0);
    const match = problems.find((p) => p.line === want.line && p.col === want.col && p.code === want.code && p.message.includes(want.message));
    expect(match, `got ${JSON.stringify(problems.slice(0, 4))}`).toBeDefined();
    if (want.only) expect(problems, 'the stated message is to be the only one').toHaveLength(1);
    for (const p of problems) {
      expect(p.line).toBeGreaterThanOrEqual(1);
      expect(p.col).toBeGreaterThanOrEqual(1);
      expect(p.message).not.toMatch(/\n\s+at |Error:|undefined/);
    }
  });
});

describe('edits that once gave a false error', () => {
  it.each(validCases.map((c) => [c.about, c] as const))('%s', (_, c) => {
    const edited = c.edit(baseBody());
    expect(edited).not.toBe(baseBody());
    // Where the corpus is, with its pictures and fonts.
    expect(validateSource(edited, DIR).problems).toEqual([]);
  });
});
