import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { mutationProperty } from '../fuzz/mutations.js';
import { textKilobytes, workTimeout } from '../work.js';

// The root site.yaml, whichever site it is: what holds here holds for any site (tests/iq-site.ts).
const SITE = readFileSync('site.yaml', 'utf8');
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
// Each run validates a mutated copy of the whole file: milliseconds per run and kilobyte.
const EACH = 8;

describe('validating mutations of the root site.yaml', () => {
  it('never throws, and every rejection carries a position (a short run; npm run fuzz runs 10,000)', {
    timeout: workTimeout(RUNS * textKilobytes(SITE), EACH),
  }, () => {
    fc.assert(mutationProperty(SITE), { numRuns: RUNS });
  });
});
