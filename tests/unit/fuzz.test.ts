import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SITE_SOURCE } from '../helpers.js';
import { mutationProperty } from '../fuzz/mutations.js';

describe('validating mutations of the real site.yaml', () => {
  it('never throws, and every rejection carries a position (a short run; npm run fuzz runs 10,000)', () => {
    fc.assert(mutationProperty(SITE_SOURCE), { numRuns: Number(process.env.FUZZ_RUNS ?? 150) });
  }, 120_000);
});
