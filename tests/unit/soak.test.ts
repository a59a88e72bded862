import { describe, expect, it } from 'vitest';
import { devSoak, editorSoak, growth } from '../../bench/soak.js';

// The long soak (1,000 saves and 1,000 edits) is in `npm run bench`; these are short enough for every
// run and still fail on a memo that keeps something per save: one that kept each version of the
// file's text grew the editor's heap by half over these edits.
describe('a long session', () => {
  it('keeps the visual editor server’s memory flat over 100 edits that each bring new text', { timeout: 600_000 }, async () => {
    const points = await editorSoak(100, 25);
    expect(growth(points, 25), JSON.stringify(points)).toBeLessThan(0.1);
  });

  it('keeps the dev server’s memory flat over 60 saves that each bring new text', { timeout: 600_000 }, async () => {
    const points = await devSoak(60, 20);
    expect(growth(points, 20), JSON.stringify(points)).toBeLessThan(0.1);
  });
});
